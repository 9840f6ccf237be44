/// Chooses the food resolver by name, once at start-up.
public enum ResolverRegistry {
    /// Every name `--resolver`, `SPOTTER_RESOLVER` and `resolver` in the config accept.
    public static let names = ["mock"]

    /// The resolver for a name, or a sentence saying which names exist.
    public static func resolver(
        named name: String, config: Config, foods: FoodTable
    ) -> Result<FoodResolving, ResolverChoiceError> {
        switch name.lowercased() {
        case "mock": return .success(TableFoodResolver(table: foods))
        default: return .failure(ResolverChoiceError(name: name))
        }
    }
}

/// An unknown resolver name.
public struct ResolverChoiceError: Error, CustomStringConvertible {
    public var name: String

    public var description: String {
        "Unknown resolver \"\(name)\"; choose one of: \(ResolverRegistry.names.joined(separator: ", "))."
    }
}
