/// The index file's bytes: a first line naming the format, then little-endian 64-bit words. A text
/// form (version 2) took a set line on a 1M-entry journal 460,000 instructions to read, digit by digit;
/// words are loaded as they lie.
///
///     spotter-index 3\n
///     covered bytes, fingerprint, checksum (of every byte after it), blocks, lists, corrections
///     each list:       count, then its exercise hashes
///     each block:      start, end, flags, first day, last day, first weight day, last weight day,
///                      time of its last line, list number
///     each correction: block, byte count, then the target id's bytes
///
/// Blocks mostly hold the same few exercises, so each list is written once and the blocks holding it
/// share it when read.
extension JournalIndex {
    static let fileHeader: [UInt8] = Array("spotter-index \(formatVersion)\n".utf8)

    /// Which of a block's optional fields it has.
    private enum BlockFlag {
        static let days: UInt64 = 1
        static let weightDays: UInt64 = 2
        static let orderedUntil: UInt64 = 4
    }

    /// The index file's bytes, as `init(bytes:)` reads them.
    public func fileBytes() -> [UInt8] {
        var body = IndexWords()
        var listNumbers: [[UInt64]: Int] = [:]
        var lists: [[UInt64]] = []
        for block in blocks where listNumbers[block.exercises] == nil {
            listNumbers[block.exercises] = lists.count
            lists.append(block.exercises)
        }
        body.append(blocks.count, lists.count, corrections.count)
        for list in lists {
            body.append(list.count)
            for hash in list { body.append(hash) }
        }
        for block in blocks {
            var flags: UInt64 = 0
            if block.days != nil { flags |= BlockFlag.days }
            if block.weightDays != nil { flags |= BlockFlag.weightDays }
            if block.orderedUntil != nil { flags |= BlockFlag.orderedUntil }
            body.append(block.start, block.end)
            body.append(flags)
            body.append(block.days?.lowerBound ?? 0, block.days?.upperBound ?? 0)
            body.append(block.weightDays?.lowerBound ?? 0, block.weightDays?.upperBound ?? 0)
            body.append(Int(block.orderedUntil ?? 0), listNumbers[block.exercises] ?? 0)
        }
        for correction in corrections {
            let target = Array(correction.target.utf8)
            body.append(correction.block, target.count)
            body.bytes += target
        }
        var head = IndexWords()
        head.bytes = Self.fileHeader
        head.append(coveredBytes)
        head.append(fingerprint, body.bytes.withUnsafeBytes(FNV1a.hashWords))
        return head.bytes + body.bytes
    }

    /// The index in the bytes of its file, or nil when they are not an index this build wrote, whole
    /// (it is then rebuilt).
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        let header = Self.fileHeader
        guard bytes.count >= header.count,
            header.withUnsafeBufferPointer({
                UnsafeBufferPointer(rebasing: bytes[..<header.count]).hasSameBytes(as: $0)
            })
        else { return nil }
        var words = IndexReader(UnsafeRawBufferPointer(bytes), at: header.count)
        guard let covered = words.int(), let fingerprint = words.word(), let checksum = words.word(),
            FNV1a.hashWords(UnsafeRawBufferPointer(rebasing: words.bytes[words.offset...])) == checksum,
            let blockCount = words.count(), let listCount = words.count(), let correctionCount = words.count()
        else { return nil }
        self.init()
        coveredBytes = covered
        self.fingerprint = fingerprint
        var lists: [[UInt64]] = []
        lists.reserveCapacity(listCount)
        for _ in 0..<listCount {
            guard let count = words.count() else { return nil }
            var list: [UInt64] = []
            list.reserveCapacity(count)
            for _ in 0..<count {
                guard let hash = words.word() else { return nil }
                list.append(hash)
            }
            lists.append(list)
        }
        var previousEnd = 0
        blocks.reserveCapacity(blockCount)
        for _ in 0..<blockCount {
            guard let start = words.int(), let end = words.int(), let flags = words.word(),
                let firstDay = words.int(), let lastDay = words.int(), let firstWeight = words.int(),
                let lastWeight = words.int(), let time = words.int(), let list = words.int(),
                lists.indices.contains(list),
                flags & ~(BlockFlag.days | BlockFlag.weightDays | BlockFlag.orderedUntil) == 0
            else { return nil }
            // Blocks follow each other from the file's start: a range read (or mapped) is then always
            // inside the bytes the fingerprint vouched for, whatever the index file says.
            guard start == previousEnd, end >= start, end <= covered else { return nil }
            previousEnd = end
            guard let days = Self.range(firstDay, lastDay, if: flags & BlockFlag.days != 0),
                let weightDays = Self.range(firstWeight, lastWeight, if: flags & BlockFlag.weightDays != 0)
            else { return nil }
            var block = Block(start: start, end: end, days: days, weightDays: weightDays, exercises: lists[list])
            block.orderedUntil = flags & BlockFlag.orderedUntil != 0 ? Int64(time) : nil
            blocks.append(block)
        }
        guard previousEnd == covered else { return nil }
        corrections.reserveCapacity(correctionCount)
        for _ in 0..<correctionCount {
            guard let block = words.int(), blocks.indices.contains(block), let target = words.text(), !target.isEmpty
            else { return nil }
            corrections.append((target, block))
        }
        guard words.offset == words.bytes.count else { return nil }
    }

    /// The index in a file's bytes (see `init(bytes:)`).
    public init?(fileBytes: [UInt8]) {
        guard let index = fileBytes.withUnsafeBufferPointer({ Self(bytes: $0) }) else { return nil }
        self = index
    }

    /// `first...last` when `present` (nil when that is no range), else `.some(nil)`.
    private static func range(_ first: Int, _ last: Int, if present: Bool) -> ClosedRange<Int>?? {
        guard present else { return .some(nil) }
        guard first <= last else { return .none }
        return first...last
    }
}

/// The words of an index file being written.
private struct IndexWords {
    var bytes: [UInt8] = []

    mutating func append(_ words: UInt64...) {
        for word in words { withUnsafeBytes(of: word.littleEndian) { bytes += $0 } }
    }

    mutating func append(_ numbers: Int...) {
        for number in numbers { append(UInt64(bitPattern: Int64(number))) }
    }
}

/// The words of an index file, read in order; each read is nil past the end.
private struct IndexReader {
    let bytes: UnsafeRawBufferPointer
    var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func word() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    mutating func int() -> Int? { word().map { Int(Int64(bitPattern: $0)) } }

    /// A count of what follows: no more than the bytes left could hold, so a damaged one cannot ask for a
    /// huge reservation.
    mutating func count() -> Int? {
        guard let word = word(), word <= UInt64(bytes.count - offset) else { return nil }
        return Int(word)
    }

    /// A byte count and that many bytes of UTF-8.
    mutating func text() -> String? {
        guard let count = count() else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
    }
}
