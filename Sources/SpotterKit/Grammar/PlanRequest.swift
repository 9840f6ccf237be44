/// What `plan` was asked to do: `import FILE [--yes]`, `list`, `show [NAME]`, `use NAME|off`.
enum PlanRequest: Equatable {
    case importFile(path: String, name: String?, confirmed: Bool)
    case list
    case show(String?)
    case use(String)

    static let usage = "Usage: /plan import FILE [--name NAME] [--yes] | list | show [NAME] | use NAME|off."

    static func parse(_ options: inout CommandOptions) -> Result<PlanRequest, EngineFailure> {
        let confirmed = options.flag("--yes")
        let name = options.value("--name")
        let words = options.positional
        switch (words.first?.lowercased(), words.count) {
        case (nil, _), ("list", 1): return .success(.list)
        case ("import", 2): return .success(.importFile(path: words[1], name: name, confirmed: confirmed))
        case ("show", _): return .success(.show(words.count > 1 ? words.dropFirst().joined(separator: " ") : nil))
        case ("use", let count) where count > 1: return .success(.use(words.dropFirst().joined(separator: " ")))
        default: return .failure(.usage(usage))
        }
    }
}
