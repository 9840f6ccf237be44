/// The lines of a transcript as strings, split on bytes (a `\r` before the newline is dropped).
struct TranscriptLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var start = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> String? {
        guard start < bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var last = end
        if last > start, bytes[last - 1] == 0x0D { last -= 1 }
        let line = String(decoding: bytes[start..<last], as: UTF8.self)
        start = end + 1
        return line
    }
}
