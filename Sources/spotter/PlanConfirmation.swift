import SpotterKit

/// Asks before saving a plan an LLM read from prose: the user sees it first, as the spec asks.
enum PlanConfirmation {
    /// Saves on `y` at a terminal; elsewhere says how to save without asking. Returns the exit code.
    static func ask(_ plan: Plan, engine: Engine, read: (String) -> String? = Output.ask) -> Int32 {
        guard Output.isTerminal(0) else {
            Output.standard.line(
                "Nothing saved yet: check the plan above, then run the import again with --yes to save it.")
            return 0
        }
        Output.standard.flush()
        guard let answer = read("Save this plan as \(plan.name)? [y/N] "), answer.lowercased().hasPrefix("y") else {
            Output.standard.line("Not saved.")
            return 0
        }
        do {
            let file = try engine.save(plan: plan)
            Output.standard.line("Saved plan \(plan.name) (\(file)); `plan use \(plan.name)` makes it active.")
            return 0
        } catch {
            Printer.error("\(error)")
            return 1
        }
    }
}
