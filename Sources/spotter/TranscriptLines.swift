#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a transcript as ranges of its bytes, split on newlines (a `\r` before the newline is
/// left out of the line).
struct TranscriptLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var start = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Range<Int>? {
        guard start < bytes.count else { return nil }
        let end = Self.newline(in: bytes, from: start) ?? bytes.count
        var last = end
        if last > start, bytes[last - 1] == 0x0D { last -= 1 }
        defer { start = end + 1 }
        return start..<last
    }

    /// The lines as strings.
    static func strings(_ bytes: [UInt8]) -> [String] {
        TranscriptLines(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The offset of the first newline at or after `start`, found by `memchr`: looked for byte by byte
    /// through the array, it was 1% of a replay's grammar thread.
    private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, 0x0A, buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
