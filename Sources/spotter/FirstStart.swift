import SpotterKit

/// The first REPL start with no config file: at a terminal it asks for units and the two daily targets
/// once (Enter keeps each default) and saves the answers, so it never asks again; elsewhere it names
/// the defaults and the command that changes them.
enum FirstStart {
    /// True when this start should ask (or tell): no config file yet.
    static func isFirst(_ setup: Setup) -> Bool { !FileSystem.exists(setup.paths.configFile) }

    /// Asks, saves and returns true when the config changed; `read` is the REPL's line reader.
    static func run(_ setup: Setup, read: (String) -> String? = Output.ask) -> Bool {
        let defaults = Config()
        guard Output.isTerminal(0) else {
            Output.standard.line(
                "Using the defaults: loads in \(defaults.units.rawValue), \(Format.thousands(defaults.targets.kcal)) kcal "
                    + "and \(Format.number(defaults.targets.protein)) g protein a day.")
            Output.standard.line("`spotter config set units lb` (or targets.kcal, targets.protein) changes them.")
            return false
        }
        Output.standard.line("Welcome. Three questions, asked once; Enter keeps the default shown.")
        var answers: [(key: String, value: String)] = []
        let units = ask("Loads and body weight in kg or lb? [kg] ", read: read) { ["kg", "lb"].contains($0) }
        answers.append(("units", units ?? defaults.units.rawValue))
        let kcal = ask("Daily calories? [\(Format.number(defaults.targets.kcal))] ", read: read) {
            Double($0).map { (500...10_000).contains($0) } ?? false
        }
        answers.append(("targets.kcal", kcal ?? Format.number(defaults.targets.kcal)))
        let protein = ask("Daily protein in grams? [\(Format.number(defaults.targets.protein))] ", read: read) {
            Double($0).map { (0...1_000).contains($0) } ?? false
        }
        answers.append(("targets.protein", protein ?? Format.number(defaults.targets.protein)))
        do {
            for answer in answers { try ConfigStore.set(answer.key, to: answer.value, in: setup.paths.configFile) }
        } catch {
            Printer.error("\(error)")
            return false
        }
        Output.standard.line(
            "Saved in \(setup.paths.configFile); `/help` shows what to type, `spotter config set KEY VALUE` "
                + "changes a setting.")
        return true
    }

    /// The answer when `valid`, nil for Enter or end of input; asks again after an answer it cannot use.
    private static func ask(_ question: String, read: (String) -> String?, valid: (String) -> Bool) -> String? {
        for _ in 0..<3 {
            guard let answer = read(question)?.trimmingSpaces().lowercased(), !answer.isEmpty else { return nil }
            if valid(answer) { return answer }
            Output.standard.line("That is not one of the answers; try again, or press Enter for the default.")
        }
        return nil
    }
}
