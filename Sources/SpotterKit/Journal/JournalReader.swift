#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits journal bytes into lines and decodes them, optionally skipping lines a cheap peek rules out.
public enum JournalReader {
    /// What a read found.
    public struct Contents: Sendable {
        public var entries: [Entry] = []
        /// Lines of newer versions or unknown kinds, passed through untouched.
        public var unknownLines: [String] = []
        /// 1-based numbers of complete lines that are not JSON objects, or repeat a key.
        public var malformedLines: [Int] = []
        /// 1-based numbers of lines longer than `Plausibility.maxLineBytes`, skipped undecoded.
        public var oversizedLines: [Int] = []
        /// True when the bytes end in a partial line (a write still in progress or a crash).
        public var endsWithPartialLine = false
    }

    /// The `kind`, local date and id of a line, found without parsing it (valid only inside the call).
    public struct Peek {
        let kind: UnsafeBufferPointer<UInt8>
        let date: UnsafeBufferPointer<UInt8>
        /// The `ts` text as written (between its quotes, escapes not undone).
        let ts: UnsafeBufferPointer<UInt8>
        let id: UnsafeBufferPointer<UInt8>
        /// The whole line, for a caller that wants to keep one aside and decode it later.
        public let line: UnsafeBufferPointer<UInt8>

        /// By `memcmp`: a generic comparison of the bytes with the name's cost 150 instructions a call.
        public func kind(is name: String) -> Bool { name.withUTF8Bytes { kind.hasSameBytes(as: $0) } }

        /// The line's local date, `YYYY-MM-DD`.
        public var dateText: String { String(decoding: date, as: UTF8.self) }

        /// True when the line's `YYYY-MM-DD` lies between the two dates, inclusive.
        public func date(from low: String, through high: String) -> Bool {
            !low.withUTF8Bytes(date.precedes) && !high.withUTF8Bytes { $0.precedes(date) }
        }

        public func date(before day: String) -> Bool { day.withUTF8Bytes(date.precedes) }

        public func id(hasPrefix prefix: String) -> Bool { id.starts(with: prefix.utf8) }

        /// The line's time, when its `ts` text reads as one without unescaping (as written lines' do).
        var timestamp: Timestamp? { TimestampParser.parse(bytes: ts) }
    }

    /// Decodes the store's lines, or only those whose peek passes `keep` (lines in another layout are
    /// always decoded).
    public static func read(_ store: JournalStore, keep: ((Peek) -> Bool)? = nil) throws -> Contents {
        var contents = Contents()
        var number = 0
        try store.forEachLine { line in
            number += 1
            add(line, number: number, keep: keep, to: &contents)
        }
        return contents
    }

    /// Decodes the lines of some byte ranges of a journal file (blocks its index chose) that `keep` passes.
    public static func read(
        _ store: FileJournalStore, ranges: [Range<Int>], keep: ((Peek) -> Bool)? = nil
    ) throws -> Contents {
        var contents = Contents()
        var number = 0
        for range in ranges {
            try store.forEachLine(in: range) { line in
                number += 1
                add(line, number: number, keep: keep, to: &contents)
            }
        }
        return contents
    }

    /// Decodes every complete line of the bytes, or only those whose peek passes `keep`.
    public static func read(_ bytes: [UInt8], keep: ((Peek) -> Bool)? = nil) -> Contents {
        var contents = Contents()
        let ranges = lines(in: bytes)
        contents.endsWithPartialLine = !bytes.isEmpty && bytes.last != 0x0A
        bytes.withUnsafeBufferPointer { buffer in
            for (index, range) in ranges.enumerated() {
                add(UnsafeBufferPointer(rebasing: buffer[range]), number: index + 1, keep: keep, to: &contents)
            }
        }
        return contents
    }

    private static func add(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, keep: ((Peek) -> Bool)?, to contents: inout Contents
    ) {
        if line.count > Plausibility.maxLineBytes { return contents.oversizedLines.append(number) }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        if let keep, let peek = peek(line), !keep(peek) { return }
        switch EntryDecoder.decode(line) {
        case .entry(let entry): contents.entries.append(entry)
        case .unknown(let text): contents.unknownLines.append(text)
        case .malformed: contents.malformedLines.append(number)
        }
    }

    /// The byte ranges of complete lines (without their newline).
    static func lines(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        _ = bytes.withUnsafeBufferPointer { buffer in
            forEachWholeLine(in: buffer) { line, start in ranges.append(start..<start + line.count) }
        }
        return ranges
    }

    /// Visits each complete line of `bytes` (without its newline) with where it starts, and returns where
    /// the lines end. Newlines are found by memchr: a byte loop dominated reports on in-memory journals, and
    /// was a tenth of a report's time in the file store.
    @discardableResult
    static func forEachWholeLine(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void
    ) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var start = 0
        while start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
            let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            body(UnsafeBufferPointer(rebasing: bytes[start..<newline]), start)
            start = newline + 1
        }
        return start
    }

    /// Finds `"id":"…"`, `"ts":"…"` and `"kind":"…"` near the start of a line, as this build writes them.
    /// Nil when any of those keys appears twice: the decoder refuses such a line, and a peek that read
    /// the first while another reader took the last would let reports disagree, so it is decoded instead.
    static func peek(_ line: UnsafeBufferPointer<UInt8>) -> Peek? {
        guard line.count <= Plausibility.maxLineBytes else { return nil }
        if let fast = peekInWrittenOrder(line) { return fast }
        guard let id = value(of: idKey, in: line), let ts = value(of: tsKey, in: line), ts.count >= 10,
            let kind = value(of: kindKey, in: line), keyNames(in: line, from: 0, moreThan: 3) == 3
        else { return nil }
        return Peek(
            kind: kind, date: UnsafeBufferPointer(rebasing: ts[ts.startIndex..<ts.startIndex + 10]), ts: ts, id: id,
            line: line)
    }

    /// A peek that skips the search for a second `id`, `ts` or `kind` in a line as this build writes it,
    /// for choosing which lines to decode: such a line may read wrong here, but its decoder refuses it.
    static func quickPeek(_ line: UnsafeBufferPointer<UInt8>) -> Peek? {
        guard line.count <= Plausibility.maxLineBytes else { return nil }
        return peekInWrittenOrder(line, checkingKeys: false) ?? peek(line)
    }

    /// The peek of a line laid out exactly as `EntryEncoder` writes it (`{"v":1,"id":"…","ts":"…","kind":"…"`),
    /// read at fixed places; nil for any other layout, which the key search then handles.
    private static func peekInWrittenOrder(_ line: UnsafeBufferPointer<UInt8>, checkingKeys: Bool = true) -> Peek? {
        var index = 0
        guard line.count > versionPrefix.count + 40, expect(versionPrefix, line, &index) else { return nil }
        guard let id = quoted(line, &index), expect(tsSeparator, line, &index), let ts = quoted(line, &index),
            ts.count >= 10, expect(kindSeparator, line, &index), let kind = quoted(line, &index),
            !checkingKeys || keyNames(in: line, from: index, moreThan: 0) == 0
        else { return nil }
        return Peek(
            kind: kind, date: UnsafeBufferPointer(rebasing: ts[ts.startIndex..<ts.startIndex + 10]), ts: ts, id: id,
            line: line)
    }

    /// How many times `"id":`, `"ts":` or `"kind":` appear from `start` on, counting no further than
    /// `limit + 1`. Each quote is looked at, so a key is found wherever it sits; an escaped quote inside
    /// a text is followed by a backslash, never by one of these names.
    static func keyNames(in line: UnsafeBufferPointer<UInt8>, from start: Int, moreThan limit: Int) -> Int {
        guard let base = line.baseAddress else { return 0 }
        var count = 0
        var index = start
        // The quotes are found eight bytes at a time: most lines hold a few dozen, and a memchr call from
        // each to the next was a tenth of a report's instructions.
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index + 8 <= line.count {
            let word =
                UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ (ones &* 0x22)
            // The top bit of each byte that is a quote, and of a `#` just after one (a borrow): each is checked.
            var flags = (word &- ones) & ~word & (ones &* 0x80)
            while flags != 0 {
                let quote = index + (flags.trailingZeroBitCount >> 3)
                if line[quote] == UInt8(ascii: "\""), namesKey(line, after: quote) {
                    count += 1
                    if count > limit { return count }
                }
                flags &= flags &- 1
            }
            index += 8
        }
        while index < line.count {
            if line[index] == UInt8(ascii: "\""), namesKey(line, after: index) {
                count += 1
                if count > limit { return count }
            }
            index += 1
        }
        return count
    }

    /// True when `id":`, `ts":` or `kind":` follows the quote at `quote`.
    private static func namesKey(_ line: UnsafeBufferPointer<UInt8>, after quote: Int) -> Bool {
        guard quote + 1 < line.count else { return false }
        let name: [UInt8]
        switch line[quote + 1] {
        case UInt8(ascii: "i"): name = idName
        case UInt8(ascii: "t"): name = tsName
        case UInt8(ascii: "k"): name = kindName
        default: return false
        }
        var index = quote + 1
        return expect(name, line, &index)
    }

    /// The bytes up to the next quote from `index` (no escapes allowed); `index` ends on the quote. Found
    /// by memchr, as every peek reads an id and a time of twenty bytes or so this way.
    private static func quoted(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UnsafeBufferPointer<UInt8>? {
        guard let base = line.baseAddress, index < line.count,
            let quote = memchr(base + index, Int32(UInt8(ascii: "\"")), line.count - index)
        else { return nil }
        let end = base.distance(to: quote.assumingMemoryBound(to: UInt8.self))
        guard memchr(base + index, Int32(UInt8(ascii: "\\")), end - index) == nil else { return nil }
        let start = index
        index = end
        return UnsafeBufferPointer(rebasing: line[start..<end])
    }

    /// True when `bytes` come next, stepping `index` over them.
    private static func expect(_ bytes: [UInt8], _ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        guard index + bytes.count <= line.count,
            bytes.withUnsafeBufferPointer({
                UnsafeBufferPointer(rebasing: line[index..<index + bytes.count]).hasSameBytes(as: $0)
            })
        else { return false }
        index += bytes.count
        return true
    }

    private static let versionPrefix: [UInt8] = Array("{\"v\":1,\"id\":\"".utf8)
    private static let tsSeparator: [UInt8] = Array("\",\"ts\":\"".utf8)
    private static let kindSeparator: [UInt8] = Array("\",\"kind\":\"".utf8)
    private static let idKey: [UInt8] = Array("\"id\":\"".utf8)
    private static let tsKey: [UInt8] = Array("\"ts\":\"".utf8)
    private static let kindKey: [UInt8] = Array("\"kind\":\"".utf8)
    private static let idName: [UInt8] = Array("id\":".utf8)
    private static let tsName: [UInt8] = Array("ts\":".utf8)
    private static let kindName: [UInt8] = Array("kind\":".utf8)

    /// The string value after `key` within the first 160 bytes, if it has no escapes.
    private static func value(of key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
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
            return end < line.count ? UnsafeBufferPointer(rebasing: line[start..<end]) : nil
        }
        return nil
    }
}
