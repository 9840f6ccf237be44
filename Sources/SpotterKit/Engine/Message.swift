/// Something to tell the user; the executable decides how it looks (colour, stream).
public struct Message: Sendable, Equatable {
    /// How a message should be presented.
    public enum Level: String, Sendable {
        /// What was logged or done.
        case success
        /// Neutral information (a report line, a hint).
        case info
        /// Logged, but the user should look (an estimate).
        case warning
        /// Journaled for review because it was not understood: the reason and the fix. A one-shot
        /// command fails on it, so the executable shows it where failures go.
        case review
        /// Nothing happened; the sentence says why and what to do.
        case error
        /// Machine-readable output (`--json`), printed verbatim.
        case data
    }

    public var level: Level
    public var text: String { didSet { isPlain = !TerminalText.mayHoldControl(text) } }
    /// True when `text` holds nothing a terminal could obey (C0 but the newline, DEL, C1), so it prints
    /// as it is. Read once, where the message is made: a remembered line's messages print again and
    /// again, and each print read every byte.
    public private(set) var isPlain: Bool

    public init(_ level: Level, _ text: String) {
        self.level = level
        self.text = text
        isPlain = !TerminalText.mayHoldControl(text)
    }
}
