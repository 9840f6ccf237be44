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
    public var text: String {
        get {
            switch storage {
            case .text(let text): text
            case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
            }
        }
        set {
            storage = .text(newValue)
            isPlain = !TerminalText.mayHoldControl(newValue)
        }
    }
    /// True when `text` holds nothing a terminal could obey (C0 but the newline, DEL, C1), so it prints
    /// as it is. Read once, where the message is made: a remembered line's messages print again and
    /// again, and each print read every byte.
    public private(set) var isPlain: Bool

    /// The text as given, or as the UTF-8 bytes it was built of (`TextBuilder`): a replay prints those
    /// bytes as they are, and making a String of them read every byte again to check it (4% of a replay).
    private var storage: Storage

    private enum Storage: Sendable {
        case text(String)
        case utf8([UInt8])
    }

    public init(_ level: Level, _ text: String) {
        self.level = level
        storage = .text(text)
        isPlain = !TerminalText.mayHoldControl(text)
    }

    /// A message of `utf8`, which must be valid UTF-8 (what `TextBuilder` builds is).
    init(_ level: Level, utf8: [UInt8]) {
        self.level = level
        storage = .utf8(utf8)
        isPlain = utf8.withUnsafeBufferPointer { !TerminalText.mayHoldControl($0) }
    }

    /// Calls `body` with the text's UTF-8 bytes, without making a String of bytes the message was built of.
    /// Not generic: the executable calls it for every line it prints, and a generic call from another
    /// module looked up its type metadata each time.
    public func withUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        utf8(body)
    }

    private func utf8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .text(let text): text.withUTF8Bytes(body)
        case .utf8(let bytes): bytes.withUnsafeBufferPointer(body)
        }
    }

    public static func == (lhs: Message, rhs: Message) -> Bool {
        lhs.level == rhs.level && lhs.utf8 { left in rhs.utf8 { left.elementsEqual($0) } }
    }
}
