import CEdit
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
        let engine = try setup.engine()
        engine.undoesOwnLinesOnly = true
        let history = setup.paths.historyFile
        try? FileSystem.createDirectory(forFile: history)
        using_history()
        _ = read_history(history)
        Output.standard.line(
            setup.style.bold("Spotter \(Spotter.version)") + " · journal \(setup.paths.journalFile) · "
                + "resolver \(setup.resolverName) · /help for help, Ctrl-D to leave")
        greet(engine)
        Output.standard.flush()
        while true {
            guard let raw = readline(prompt(engine)) else {
                Output.standard.line("")
                break
            }
            let line = String(cString: raw)
            free(raw)
            let trimmed = line.trimmingCharacters(in: " ")
            if !trimmed.isEmpty {
                add_history(trimmed)
                _ = append_history(1, history)
            }
            let outcome = engine.handle(line)
            Printer.print(outcome, style: setup.style)
            Output.standard.flush()
            if outcome.quit { break }
        }
        if engine.training.workout != nil || engine.training.cardio != nil {
            Output.standard.line("Your session stays active in the journal; it resumes next time.")
        }
        _ = history_truncate_file(history, 5000)
        return 0
    }

    private func greet(_ engine: Engine) {
        if let workout = engine.training.workout {
            let exercise = workout.currentExercise.map { ", on \($0.name)" } ?? ""
            Output.standard.line(
                "Resumed the workout started at \(workout.started.clockTime) (\(workout.sets.count) sets so far\(exercise)); `done` ends it.")
        }
        if let cardio = engine.training.cardio {
            Output.standard.line("Resumed the \(cardio.modality.rawValue) started at \(cardio.started.clockTime); `done` ends it.")
        }
    }

    /// `2026-11-22 › ` or `2026-11-22 gym push 12m › `.
    private func prompt(_ engine: Engine) -> String {
        let now = engine.now
        var text = now.day.iso8601
        if let workout = engine.training.workout {
            let elapsed = Format.duration(Double(max(0, now.seconds - workout.started.seconds)))
            text += " workout" + (workout.name.map { " " + $0 } ?? "") + " " + elapsed
        }
        if let cardio = engine.training.cardio {
            text += " \(cardio.modality.rawValue) " + Format.duration(Double(max(0, now.seconds - cardio.started.seconds)))
        }
        return text + " › "
    }
}
