import CEdit
import SpotterCurl
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive loop: libedit line editing, history kept across runs, a prompt with the date and
/// what is active. Every line is journaled (and fsynced) before its acknowledgement is printed.
struct Repl {
    let setup: Setup

    func run() throws -> Int32 {
        var setup = setup
        if FirstStart.isFirst(setup), FirstStart.run(setup) {
            setup = try Setup(arguments: setup.arguments, environment: setup.environment)
        }
        let engine = try setup.engine()
        engine.undoesOwnLinesOnly = true
        engine.speaksREPL = true
        engine.allowsFileCommands = setup.arguments.allowFiles || Output.isTerminal(0)
        // Ctrl-C cancels a wait for an LLM (the line is kept for review); it does not end the REPL.
        Interrupts.install()
        let history = setup.paths.historyFile
        try? FileSystem.createDirectory(forFile: history)
        let arrow = Self.prepareLocale() ? "›" : ">"
        spotter_edit_start_history(history, 5000)
        Output.standard.line(
            setup.style.bold("Spotter \(Spotter.version)") + " · journal \(setup.paths.journalFile) · "
                + "resolver \(setup.resolverName) · /help for help, Ctrl-D to leave")
        greet(engine)
        Output.standard.flush()
        while true {
            guard let raw = spotter_edit_readline(prompt(engine, arrow: arrow)) else {
                Output.standard.line("")
                // Ctrl-C at the prompt drops the line being typed, as in a shell; Ctrl-D leaves.
                if Interrupts.requested {
                    Interrupts.clear()
                    Output.standard.flush()
                    continue
                }
                break
            }
            let line = String(cString: raw)
            free(raw)
            let trimmed = line.trimmingSpaces()
            if !trimmed.isEmpty {
                // Saved at once so a crash keeps it; libedit's append_history duplicates entries.
                spotter_edit_add_history(trimmed, history)
            }
            // Installed again for every line: libedit sets its own handlers while it reads a line.
            Interrupts.install()
            Interrupts.clear()
            let outcome = engine.handle(line)
            Printer.print(outcome, style: setup.style, reviews: .output)
            if let plan = outcome.pendingPlan {
                _ = PlanConfirmation.ask(plan, engine: engine) { question in
                    guard let answer = spotter_edit_readline(question) else { return nil }
                    defer { free(answer) }
                    return String(cString: answer)
                }
            }
            Output.standard.flush()
            if outcome.quit { break }
        }
        if engine.training.workout != nil || engine.training.cardio != nil {
            Output.standard.line("Your session stays active in the journal; it resumes next time.")
        }
        return 0
    }

    private func greet(_ engine: Engine) {
        // Insights are a nicety: a journal that cannot be read for them still opens the REPL.
        if let insights = try? engine.currentInsights() {
            InsightsText.lines(insights, width: engine.terminalWidth).forEach {
                Output.standard.line(setup.style.yellow($0))
            }
        }
        if let workout = engine.training.workout {
            let exercise = workout.currentExercise.map { ", on \($0.name)" } ?? ""
            Output.standard.line(
                "Resumed the workout started at \(workout.started.clockTime) (\(Format.count(workout.sets.count, "set")) so far\(exercise)); `done` ends it."
            )
        }
        if let cardio = engine.training.cardio {
            Output.standard.line(
                "Resumed the \(cardio.modality.rawValue) started at \(cardio.started.clockTime); `done` ends it.")
        }
    }

    /// `2026-11-22 › ` or `2026-11-22 gym push 12m › `.
    private func prompt(_ engine: Engine, arrow: String) -> String {
        let now = engine.now
        var text = now.day.iso8601
        if let workout = engine.training.workout {
            let elapsed = Format.duration(Double(max(0, now.seconds - workout.started.seconds)))
            text += " workout" + (workout.name.map { " " + $0 } ?? "") + " " + elapsed
        }
        if let cardio = engine.training.cardio {
            text +=
                " \(cardio.modality.rawValue) " + Format.duration(Double(max(0, now.seconds - cardio.started.seconds)))
        }
        return text + " \(arrow) "
    }

    /// Makes libedit read and draw UTF-8 (it crashes on a multibyte prompt in the C locale).
    /// Returns true when the terminal's locale is UTF-8.
    static func prepareLocale() -> Bool {
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        return String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    }
}
