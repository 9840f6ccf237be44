import SpotterKit

/// Prints an outcome's messages: what was journaled and data on stdout, the reasons a command fails on stderr.
enum Printer {
    /// Where the reason a line was kept for review goes.
    enum Reviews {
        /// On stderr, as the reason a one-shot command (`log`, `replay --strict`) exits 1.
        case failures
        /// With the rest of the output (the REPL, a batch replay): the line was journaled and nothing failed.
        case output
    }

    /// The terminal's width, or `COLUMNS`: sentences wrap to it on word boundaries. Nil when output goes
    /// to a file or pipe without `COLUMNS`, where a script reads whole lines.
    nonisolated(unsafe) static var width: Int?

    /// The one prefix every error sentence carries, in the REPL and the shell alike.
    static let errorPrefix = "spotter: "

    static func print(_ outcome: Outcome, style: Style, reviews: Reviews = .failures) {
        // Unwrapped and uncoloured (a batch replay to a file or pipe), a plain message on stdout is its text
        // as it is: read in place and copied, without the wrapping and styling each level would ask for.
        let direct = width == nil && !style.enabled
        // Taken once, and called in a closure: `Output.standard.verbatimLine(utf8:)` as a value was a
        // closure made, retained and released for every message a replay printed.
        let standard = Output.standard
        for index in outcome.messages.indices {
            if direct, outcome.messages[index].isPlain, goesToOutput(outcome.messages[index].level, reviews) {
                outcome.messages[index].withUTF8 { standard.verbatimLine(utf8: $0) }
                continue
            }
            let message = outcome.messages[index]
            switch message.level {
            case .error: error(message.text, style: style)
            // Wrapping only turns spaces into line breaks, which print as they are: a plain text stays plain,
            // and so does a yellow one without colour (a batch replay's review lines were each read again).
            case .warning, .review:
                let output = message.level == .review && reviews == .failures ? Output.error : Output.standard
                output.line(style.yellow(wrapped(message.text)), plain: message.isPlain && !style.enabled)
            case .success: Output.standard.line(wrapped(message.text), plain: message.isPlain)
            case .info: Output.standard.line(message.text, plain: message.isPlain)
            case .data: Output.standard.verbatimLine(message.text)
            }
        }
    }

    /// True for a level printed on stdout as a line for a person (not an error, data, or a failing review).
    private static func goesToOutput(_ level: Message.Level, _ reviews: Reviews) -> Bool {
        switch level {
        case .success, .info, .warning: true
        case .review: reviews == .output
        case .error, .data: false
        }
    }

    /// `spotter: ` and the sentence, wrapped, on stderr.
    static func error(_ text: String, style: Style = .plain) {
        let lines = width.map { TextWrapping.wrapped(errorPrefix + text, width: $0) } ?? errorPrefix + text
        Output.error.line(style.red(errorPrefix) + lines.dropFirst(errorPrefix.count))
    }

    /// A sentence broken to the width; report lines (`.info`) are laid out by their report instead.
    static func wrapped(_ text: String) -> String { width.map { TextWrapping.wrapped(text, width: $0) } ?? text }

    /// 0 on success, 2 for a usage error, 1 for any other failure.
    static func exitCode(_ outcome: Outcome) -> Int32 {
        outcome.usageError ? 2 : (outcome.failed ? 1 : 0)
    }
}
