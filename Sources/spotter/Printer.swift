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

    static func print(_ outcome: Outcome, style: Style, reviews: Reviews = .failures) {
        for message in outcome.messages {
            switch message.level {
            case .error: Output.error.line(style.red("error: ") + message.text)
            case .review where reviews == .failures: Output.error.line(style.yellow(message.text))
            case .warning, .review: Output.standard.line(style.yellow(message.text))
            case .success: Output.standard.line(message.text)
            case .info: Output.standard.line(message.text)
            case .data: Output.standard.verbatimLine(message.text)
            }
        }
    }

    /// 0 on success, 2 for a usage error, 1 for any other failure.
    static func exitCode(_ outcome: Outcome) -> Int32 {
        outcome.usageError ? 2 : (outcome.failed ? 1 : 0)
    }
}
