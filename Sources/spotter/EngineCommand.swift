import SpotterKit

/// `today`, `summary`, `feed`, `undo`, `delete`, `edit`: the REPL's commands run once from the shell.
enum EngineCommand {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        let engine = try setup.engine()
        let outcome = engine.run(command: words)
        Printer.print(outcome, style: setup.style)
        if let plan = outcome.pendingPlan { return PlanConfirmation.ask(plan, engine: engine) }
        return Printer.exitCode(outcome)
    }
}
