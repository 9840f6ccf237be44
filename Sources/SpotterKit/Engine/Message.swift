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
    public var text: String

    public init(_ level: Level, _ text: String) {
        self.level = level
        self.text = text
    }
}
