/// Splits journal bytes into lines and decodes them, optionally skipping lines a cheap peek rules out.
public enum JournalReader {
    /// What a read found.
    public struct Contents: Sendable {
        public var entries: [Entry] = []
        /// Lines of newer versions or unknown kinds, passed through untouched.
        public var unknownLines: [String] = []
        /// 1-based numbers of complete lines that are not JSON objects.
        public var malformedLines: [Int] = []
        /// True when the bytes end in a partial line (a write still in progress or a crash).
        public var endsWithPartialLine = false
    }

    /// The `kind` and the local date of a line, read without parsing it.
    public struct Peek {
        public var kind: Substring
        /// `2026-04-27`, the first ten characters of the line's timestamp.
        public var date: Substring
    }

    /// Decodes every complete line, or only those whose peek passes `keep`.
    public static func read(_ bytes: [UInt8], keep: ((Peek) -> Bool)? = nil) -> Contents {
        var contents = Contents()
        let ranges = lines(in: bytes)
        contents.endsWithPartialLine = !bytes.isEmpty && bytes.last != 0x0A
        bytes.withUnsafeBufferPointer { buffer in
            for (number, range) in ranges.enumerated() {
                let line = UnsafeBufferPointer(rebasing: buffer[range])
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                if let keep, let peek = peek(line), !keep(peek) { continue }
                switch EntryDecoder.decode(line) {
                case .entry(let entry): contents.entries.append(entry)
                case .unknown(let text): contents.unknownLines.append(text)
                case .malformed: contents.malformedLines.append(number + 1)
                }
            }
        }
        return contents
    }

    /// The byte ranges of complete lines (without their newline).
    static func lines(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var index = 0
            while index < buffer.count {
                if buffer[index] == 0x0A {
                    ranges.append(start..<index)
                    start = index + 1
                }
                index += 1
            }
        }
        return ranges
    }

    /// Finds `"kind":"…"` and `"ts":"…"` near the start of a line as this build writes them.
    static func peek(_ line: UnsafeBufferPointer<UInt8>) -> Peek? {
        guard let kindRange = valueRange(of: kindKey, in: line),
            let tsRange = valueRange(of: tsKey, in: line), tsRange.count >= 10
        else { return nil }
        let kind = String(decoding: UnsafeBufferPointer(rebasing: line[kindRange]), as: UTF8.self)
        let date = String(decoding: UnsafeBufferPointer(rebasing: line[tsRange.lowerBound..<tsRange.lowerBound + 10]), as: UTF8.self)
        return Peek(kind: Substring(kind), date: Substring(date))
    }

    private static let kindKey: [UInt8] = Array("\"kind\":\"".utf8)
    private static let tsKey: [UInt8] = Array("\"ts\":\"".utf8)

    private static func valueRange(of key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let limit = min(line.count, 160) - key.count
        guard limit > 0 else { return nil }
        var index = 0
        outer: while index < limit {
            for offset in 0..<key.count where line[index + offset] != key[offset] {
                index += 1
                continue outer
            }
            let start = index + key.count
            var end = start
            while end < line.count, line[end] != UInt8(ascii: "\"") {
                if line[end] == UInt8(ascii: "\\") { return nil }
                end += 1
            }
            return end < line.count ? start..<end : nil
        }
        return nil
    }
}
