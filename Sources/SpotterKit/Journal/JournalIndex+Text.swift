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
        while fields.nextLine() {
            let kind = fields.next()
            if kind.elementsEqual("b".utf8) {
                guard let start = fields.int(), let end = fields.int(), let days = fields.days(),
                    let weightDays = fields.days(), let orderedUntil = fields.time()
                else { return nil }
                // Blocks follow each other from the file's start: a range read (or mapped) is then always
                // inside the bytes the fingerprint vouched for, whatever the index file says.
                guard start == (blocks.last?.end ?? 0), end >= start, end <= covered else { return nil }
                var block = Block(start: start, end: end, days: days, weightDays: weightDays)
                block.orderedUntil = orderedUntil
                while !fields.atLineEnd {
                    guard let exercise = fields.hex() else { return nil }
                    block.exercises.append(exercise)
                }
                blocks.append(block)
            } else if kind.elementsEqual("c".utf8) {
                guard let block = fields.int(), block >= 0, block < blocks.count else { return nil }
                let target = fields.next()
                guard !target.isEmpty, fields.atLineEnd else { return nil }
                corrections.append((String(decoding: target, as: UTF8.self), block))
            } else {
                return nil
            }
        }
        guard (blocks.last?.end ?? 0) == covered else { return nil }
    }
}

/// The space-separated fields of the index text, line by line.
private struct IndexFields {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atLineEnd: Bool { index >= bytes.count || bytes[index] == 0x0A }

    /// Moves past the end of this line; false at the end of the text.
    mutating func nextLine() -> Bool {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        index += 1
        return index < bytes.count
    }

    /// The next field of this line, empty at its end.
    mutating func next() -> UnsafeBufferPointer<UInt8> {
        if index < bytes.count, bytes[index] == 0x20 { index += 1 }
        let start = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    mutating func int() -> Int? {
        let field = next()
        let negative = field.first == UInt8(ascii: "-")
        let digits = negative ? UnsafeBufferPointer(rebasing: field.dropFirst()) : field
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            // Summed toward the sign, so Int.min reads too.
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(negative ? -Int(byte - 0x30) : Int(byte - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    mutating func hex() -> UInt64? {
        let field = next()
        guard !field.isEmpty, field.count <= 16 else { return nil }
        var value: UInt64 = 0
        for byte in field {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// A time in seconds, `-` for none (`.some(nil)`); nil when it is neither.
    mutating func time() -> Int64?? {
        let save = index
        if next().elementsEqual("-".utf8) { return .some(nil) }
        index = save
        return int().map { Int64($0) }
    }

    /// Two fields for a range of days, `- -` for none (`.some(nil)`); nil when they are neither.
    mutating func days() -> ClosedRange<Int>?? {
        let save = index
        if next().elementsEqual("-".utf8), next().elementsEqual("-".utf8) { return .some(nil) }
        index = save
        guard let low = int(), let high = int(), low <= high else { return nil }
        return low...high
    }
}
