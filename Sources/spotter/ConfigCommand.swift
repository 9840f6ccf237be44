import SpotterKit

/// `spotter config show | path | set KEY VALUE`.
enum ConfigCommand {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        let words = words.operands
        switch words.first {
        case "show", nil:
            var effective = setup.config
            effective.resolver = setup.resolverName
            Output.standard.line(ConfigStore.show(effective))
            return 0
        case "path":
            Output.standard.line(setup.paths.configFile)
            return 0
        case "set":
            guard words.count == 3 else {
                throw Arguments.UsageError(
                    message: "config set needs a KEY and a VALUE, e.g. `spotter config set targets.kcal 2400`.")
            }
            do {
                _ = try ConfigStore.set(words[1], to: words[2], in: setup.paths.configFile)
            } catch let failure as ConfigStore.Failure {
                throw Setup.Failure(message: failure.description, code: failure.isUsage ? 2 : 1)
            }
            Output.standard.line("Set \(words[1]) = \(words[2]) in \(setup.paths.configFile).")
            return 0
        default:
            throw Arguments.UsageError(
                message: "Unknown config action \"\(words[0])\"; use show, path or set KEY VALUE.")
        }
    }
}

extension ConfigStore.Failure {
    var isUsage: Bool {
        if case .badSetting = self { return true }
        return false
    }
}
