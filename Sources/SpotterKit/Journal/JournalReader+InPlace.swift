#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JournalReader {
    /// The value of a top-level string `key` (given as `"name":"`) read in place, or nil when it cannot
    /// be: the line is then decoded.
    ///
    /// Read only when the line is one flat object (no `{` after its first byte) and the value has no
    /// escape. The key's opening quote, not after a backslash, is then a real one at the top level, and a
    /// second such key makes the decoder refuse the line.
    static func topLevelString(_ key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let base = line.baseAddress, line.count > 1,
            memchr(base + 1, Int32(UInt8(ascii: "{")), line.count - 1) == nil
        else { return nil }
        guard let found = ByteSearch.firstOffset(of: key, in: line), found > 0, line[found - 1] != UInt8(ascii: "\\")
        else { return nil }
        let start = found + key.count
        var end = start
        while end < line.count, line[end] != UInt8(ascii: "\""), line[end] != UInt8(ascii: "\\") { end += 1 }
        guard end < line.count, line[end] == UInt8(ascii: "\"") else { return nil }
        return UnsafeBufferPointer(rebasing: line[start..<end])
    }
}

extension JournalReader {
    /// The ranges, in order and once each, of the whole lines of `bytes` (which start on a line) holding
    /// any of `needles`; a last line with no newline yet is left out, as a partial write.
    static func lines(in bytes: UnsafeBufferPointer<UInt8>, containingAny needles: [[UInt8]]) -> [Range<Int>] {
        guard let base = bytes.baseAddress else { return [] }
        var lines: [Range<Int>] = []
        for needle in needles {
            // Where the line of the last hit ends, and where the search for line starts has got to: newlines
            // are found forward by memchr, each once, rather than walked back to from each hit.
            var covered = 0
            var lineStart = 0
            ByteSearch.forEachOffset(of: needle, in: bytes) { hit in
                guard hit >= covered else { return }
                while let newline = memchr(base + lineStart, 0x0A, hit - lineStart) {
                    lineStart = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                }
                guard let newline = memchr(base + hit, 0x0A, bytes.count - hit) else { return }
                covered = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                lines.append(lineStart..<covered)
                lineStart = covered + 1
            }
        }
        lines.sort { $0.lowerBound < $1.lowerBound }
        var unique: [Range<Int>] = []
        unique.reserveCapacity(lines.count)
        for line in lines where line.lowerBound != unique.last?.lowerBound { unique.append(line) }
        return unique
    }
}

extension JournalReader {
    /// Where the line holding byte `offset` of `bytes` (which start on a line) starts.
    static func lineStart(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// The line that starts at `start`, without its newline.
    static func line(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UnsafeBufferPointer<UInt8> {
        guard let base = bytes.baseAddress, start < bytes.count,
            let newline = memchr(base + start, 0x0A, bytes.count - start)
        else { return UnsafeBufferPointer(rebasing: bytes[start...]) }
        return UnsafeBufferPointer(
            rebasing: bytes[start..<base.distance(to: newline.assumingMemoryBound(to: UInt8.self))])
    }
}
