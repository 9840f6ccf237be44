/// The index file's text: a header line (ending in the FNV-1a hash of the lines after it, so a damaged
/// file is rebuilt rather than read wrong), a `b` line per block (bytes, days, weight days, the time of its
/// last line if its lines are in time order, then the hashes of its exercises) and a `c` line per
/// correction target.
///
///     spotter-index 2 27448325 9f3c2a7e01b4c5d6 61c0ad3e2b9a4f07
///     b 0 1048612 17237 17271 17237 17270 1489422000 5d1a0c7e3f4b2a19 c3e88a0b1d2f4e67
///     c 3 4c1a8c54769d52d2
extension JournalIndex {
    public func text() -> String {
        var lines: [String] = []
        lines.reserveCapacity(blocks.count + corrections.count)
        func range(_ days: ClosedRange<Int>?) -> String {
            days.map { "\($0.lowerBound) \($0.upperBound)" } ?? "- -"
        }
        for block in blocks {
            var line = "b \(block.start) \(block.end) \(range(block.days)) \(range(block.weightDays))"
            line += " " + (block.orderedUntil.map { String($0) } ?? "-")
            for exercise in block.exercises { line += " " + String(exercise, radix: 16) }
            lines.append(line)
        }
        for correction in corrections { lines.append("c \(correction.block) \(correction.target)") }
        let body = lines.map { $0 + "\n" }.joined()
        let checksum = String(FNV1a.hash(body.utf8), radix: 16)
        return "spotter-index \(Self.formatVersion) \(coveredBytes) \(String(fingerprint, radix: 16)) \(checksum)\n"
            + body
    }

    /// The index in `text`, or nil when it is not one this build wrote (it is then rebuilt).
    public init?(text: String) {
        var text = text
        guard let index = text.withUTF8({ Self(bytes: $0) }) else { return nil }
        self = index
    }

    /// The index in the bytes of its file, read field by field in place: a `String` and a `split` per
    /// line cost more than the rest of a set line on a 100,000-entry journal.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var fields = IndexFields(bytes)
        guard fields.next().elementsEqual("spotter-index".utf8), fields.int() == Self.formatVersion,
            let covered = fields.int(), let fingerprint = fields.hex(), let checksum = fields.hex(), fields.atLineEnd,
            FNV1a.hash(UnsafeBufferPointer(rebasing: bytes[min(fields.index + 1, bytes.count)...])) == checksum
        else { return nil }
        self.init()
        coveredBytes = covered
        self.fingerprint = fingerprint
        var previousEnd = 0
        var exercises: [UInt64] = []
        // The exercise lists read lately, with their text (the bytes after the block's time).
        var lists: [(text: UnsafeBufferPointer<UInt8>, list: [UInt64])] = []
        // A block's line takes about 90 bytes: room for all, so the list is seldom copied as it grows.
        blocks.reserveCapacity(bytes.count / 64)
        while fields.nextLine() {
            let kind = fields.next()
            if kind.count == 1, kind[0] == UInt8(ascii: "b") {
                guard let start = fields.int(), let end = fields.int(), let days = fields.days(),
                    let weightDays = fields.days(), let orderedUntil = fields.time()
                else { return nil }
                // Blocks follow each other from the file's start: a range read (or mapped) is then always
                // inside the bytes the fingerprint vouched for, whatever the index file says.
                guard start == previousEnd, end >= start, end <= covered else { return nil }
                previousEnd = end
                var block = Block(start: start, end: end, days: days, weightDays: weightDays)
                block.orderedUntil = orderedUntil
                // The rest of the line is the block's exercises. A journal's blocks mostly hold the same few
                // lists, and a list made for each block was a quarter of reading a 1M-entry journal's index,
                // so a list written as one read lately is that list, shared, and its hashes are not read
                // again (over a fifth of the read).
                let text = fields.restOfLine()
                if let known = lists.last(where: { $0.text.hasSameBytes(as: text) }) {
                    block.exercises = known.list
                } else {
                    var rest = IndexFields(text)
                    exercises.removeAll(keepingCapacity: true)
                    while !rest.atLineEnd {
                        guard let exercise = rest.hex() else { return nil }
                        exercises.append(exercise)
                    }
                    block.exercises = exercises
                    lists.append((text, exercises))
                    if lists.count > 8 { lists.removeFirst() }
                }
                blocks.append(block)
            } else if kind.count == 1, kind[0] == UInt8(ascii: "c") {
                guard let block = fields.int(), block >= 0, block < blocks.count else { return nil }
                let target = fields.next()
                guard !target.isEmpty, fields.atLineEnd else { return nil }
                corrections.append((String(decoding: target, as: UTF8.self), block))
            } else {
                return nil
            }
        }
        guard previousEnd == covered else { return nil }
    }
}

/// The space-separated fields of the index text, line by line.
private struct IndexFields {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atLineEnd: Bool { index >= bytes.count || bytes[index] == 0x0A }

    var atFieldEnd: Bool { index >= bytes.count || bytes[index] == 0x20 || bytes[index] == 0x0A }

    /// Moves past the end of this line; false at the end of the text.
    mutating func nextLine() -> Bool {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        index += 1
        return index < bytes.count
    }

    /// The bytes from here to the end of this line, which is then where the reading is.
    mutating func restOfLine() -> UnsafeBufferPointer<UInt8> {
        // The journal's line reader finds the end by memchr: a walk byte by byte was a tenth of the read.
        let start = min(index, bytes.count)
        let rest = JournalReader.line(in: bytes, at: start)
        index = start + rest.count
        return rest
    }

    /// Steps over the one space before a field.
    mutating func skipSeparator() {
        if index < bytes.count, bytes[index] == 0x20 { index += 1 }
    }

    /// The next field of this line, empty at its end.
    mutating func next() -> UnsafeBufferPointer<UInt8> {
        skipSeparator()
        let start = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    /// A whole number, read as its field is scanned: the index holds about ten a line, and a scan for the
    /// field's end and then a walk of its digits were over a third of a set line's read of a 1M-entry
    /// journal's index.
    mutating func int() -> Int? {
        skipSeparator()
        let start = index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        var value = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            value = value &* 10 &+ Int(bytes[index] &- 0x30)
            index += 1
        }
        let digits = index - digitsStart
        guard digits > 0, atFieldEnd else { return nil }
        // Eighteen digits cannot overflow; longer ones are read again with each step checked.
        if digits <= 18 { return negative ? -value : value }
        return Self.checkedInt(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// Digits (after an optional `-`) summed toward the sign with each step checked, so `Int.min` reads too.
    static func checkedInt(_ field: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = field.first == UInt8(ascii: "-")
        let digits = negative ? UnsafeBufferPointer(rebasing: field.dropFirst()) : field
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(negative ? -Int(byte - 0x30) : Int(byte - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// Up to sixteen lowercase hex digits, read as the field is scanned.
    mutating func hex() -> UInt64? {
        skipSeparator()
        let start = index
        var value: UInt64 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let digit: UInt8
            if byte &- 0x30 < 10 {
                digit = byte &- 0x30
            } else if byte &- 0x61 < 6 {
                digit = byte &- 0x61 &+ 10
            } else {
                break
            }
            value = value &<< 4 | UInt64(digit)
            index += 1
        }
        guard index > start, index - start <= 16, atFieldEnd else { return nil }
        return value
    }

    /// A time in seconds, `-` for none (`.some(nil)`); nil when it is neither.
    mutating func time() -> Int64?? {
        if dash() { return .some(nil) }
        return int().map { Int64($0) }
    }

    /// Moves past a next field of just `-`, true; else stays put.
    mutating func dash() -> Bool {
        let save = index
        skipSeparator()
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            index += 1
            if atFieldEnd { return true }
        }
        index = save
        return false
    }

    /// Two fields for a range of days, `- -` for none (`.some(nil)`); nil when they are neither.
    mutating func days() -> ClosedRange<Int>?? {
        let save = index
        if dash(), dash() { return .some(nil) }
        index = save
        guard let low = int(), let high = int(), low <= high else { return nil }
        return low...high
    }
}
