/// The prompts the LLM resolvers send, built in and overridable by a file in the config directory.
public enum Prompts {
    /// The food prompt: `<config dir>/prompts/food.txt` when present, else the built-in one.
    public static func food(configDirectory: String) -> String {
        let override = configDirectory + "/prompts/food.txt"
        if let bytes = FileSystem.read(override), !bytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: PackageResources.food_txt, as: UTF8.self)
    }
}
