/// The lines of a transcript as ranges of its bytes, split on newlines (a `\r` before the newline is
/// left out of the line).
struct TranscriptLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var start = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Range<Int>? {
        guard start < bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var last = end
        if last > start, bytes[last - 1] == 0x0D { last -= 1 }
        defer { start = end + 1 }
        return start..<last
    }

    /// The lines as strings.
    static func strings(_ bytes: [UInt8]) -> [String] {
        TranscriptLines(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}
