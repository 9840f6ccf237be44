import SpotterKit

/// `spotter log TEXT...`: one entry from the shell; prints what was logged.
enum LogCommand {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        let text = words.operands.joined(separator: " ")
        guard !text.trimmingSpaces().isEmpty else {
            throw Arguments.UsageError(message: "log needs the text to log, e.g. `spotter log 150g chicken`.")
        }
        guard !text.hasPrefix("/") else {
            throw Arguments.UsageError(
                message: "log takes an entry, not a command; run `spotter \(text.dropFirst())` instead.")
        }
        let engine = try setup.engine()
        let outcome = engine.handle(text)
        if setup.arguments.json {
            for entry in outcome.entries { Output.standard.verbatimLine(EntryEncoder.json(for: entry)) }
            for message in outcome.messages where [.error, .review, .warning].contains(message.level) {
                Output.error.line(message.text)
            }
        } else {
            Printer.print(outcome, style: setup.style)
        }
        return Printer.exitCode(outcome)
    }
}
