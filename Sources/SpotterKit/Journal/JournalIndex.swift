/// A small summary kept beside a large journal (`<journal>.index`) so a report on a few days reads a
/// few blocks instead of the whole file: per block of about 1 MiB of whole lines, the range of days
/// its entries and its body weights fall on and the exercises its sets are of, and every correction's target
/// with its block.
///
/// The journal stays the single source of truth: the index is rebuilt whenever it does not match
/// the file (a different fingerprint of the bytes it covers), and extended over lines appended since.
public struct JournalIndex: Sendable, Equatable {
    /// A run of whole lines, `start..<end` in bytes, the days found in it (as days since 1970) and the
    /// FNV-1a hashes of the exercise ids of its sets.
    public struct Block: Sendable, Equatable {
        public var start: Int
        public var end: Int
        public var days: ClosedRange<Int>?
        public var weightDays: ClosedRange<Int>?
        public var exercises: [UInt64] = []
        /// The time (seconds since 1970) of its last line while each line's time is no earlier than the one
        /// before; nil once one is earlier or unreadable. A search of an ordered block can stop partway back.
        public var orderedUntil: Int64? = Int64.min
    }

    /// 2 added each block's exercises and order, 3 wrote words instead of text; an index of another
    /// version is rebuilt.
    public static let formatVersion = 3
    /// Blocks close after this many bytes, so a day's lines sit in one or two blocks.
    static let blockBytes = 1 << 20

    /// The bytes of the journal the index describes: every whole line before this offset.
    public internal(set) var coveredBytes = 0
    /// FNV-1a of the last (up to) 4 KiB before `coveredBytes`: a rewritten journal will not match.
    public internal(set) var fingerprint: UInt64 = 0
    public internal(set) var blocks: [Block] = []
    /// Each delete or edit line's target ids and the block holding the correction.
    public internal(set) var corrections: [(target: String, block: Int)] = []

    public init() {}

    public static func == (lhs: JournalIndex, rhs: JournalIndex) -> Bool {
        lhs.coveredBytes == rhs.coveredBytes && lhs.fingerprint == rhs.fingerprint && lhs.blocks == rhs.blocks
            && lhs.corrections.map(\.target) == rhs.corrections.map(\.target)
            && lhs.corrections.map(\.block) == rhs.corrections.map(\.block)
    }

    /// Adds one whole line that starts at `offset` (the lines must come in file order, from `coveredBytes`).
    mutating func add(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) {
        if blocks.isEmpty || blocks[blocks.count - 1].end - blocks[blocks.count - 1].start >= Self.blockBytes {
            blocks.append(Block(start: offset, end: offset, days: nil, weightDays: nil))
        }
        let index = blocks.count - 1
        blocks[index].end = offset + line.count + 1
        coveredBytes = offset + line.count + 1
        // Read without the search for a second `id`, `ts` or `kind`: a line with one may be noted under another
        // day or exercise than it claims, but its decoder refuses it, so no reader misses an entry it applies.
        // The search was half of extending the index over the lines a `log` finds new.
        guard let peek = JournalReader.quickPeek(line) else {
            // A line in another layout may be dated anything: its block is always read, and whole.
            blocks[index].days = Int.min...Int.max
            blocks[index].orderedUntil = nil
            return
        }
        if let last = blocks[index].orderedUntil {
            let time = peek.timestamp?.seconds
            blocks[index].orderedUntil = time.flatMap { $0 >= last ? $0 : nil }
        }
        if peek.kind(is: "set"), let exercise = Self.exerciseHash(ofSet: line),
            !blocks[index].exercises.contains(exercise)
        {
            blocks[index].exercises.append(exercise)
        }
        if peek.kind(is: "delete") || peek.kind(is: "edit"), case .entry(let entry) = EntryDecoder.decode(line) {
            switch entry.payload {
            case .deletion(let deletion): for target in deletion.targets { corrections.append((target, index)) }
            case .edit(let edit): corrections.append((edit.target, index))
            default: break
            }
        }
        guard let day = Self.day(peek.date) else {
            blocks[index].days = Int.min...Int.max
            return
        }
        blocks[index].days = Self.widen(blocks[index].days, with: day)
        if peek.kind(is: "weight") { blocks[index].weightDays = Self.widen(blocks[index].weightDays, with: day) }
    }

    /// Records the fingerprint of the covered bytes once lines have been added.
    mutating func seal(tail: [UInt8]) { fingerprint = FNV1a.hash(tail) }

    /// The blocks to read for entries dated within `days`, plus body weights from `weightsFrom` and
    /// the latest reading before it.
    public func blocks(days: ClosedRange<Int>, weightsFrom: Int) -> [Int] {
        var chosen: [Int] = []
        var olderWeight: (block: Int, day: Int)?
        for (number, block) in blocks.enumerated() {
            let dated = block.days.map { $0.overlaps(days) } ?? false
            let weighed = block.weightDays.map { $0.overlaps(weightsFrom...days.upperBound) } ?? false
            if dated || weighed {
                chosen.append(number)
            } else if let weights = block.weightDays, weights.upperBound < weightsFrom,
                weights.upperBound >= olderWeight?.day ?? Int.min
            {
                olderWeight = (number, weights.upperBound)
            }
        }
        if let olderWeight { chosen.append(olderWeight.block) }
        return chosen.sorted()
    }

    /// The blocks holding sets of the exercise (or of another whose id shares its hash), those with the
    /// latest days first: a set line wants the exercise's last few sessions.
    public func blocks(holdingExercise exerciseID: String) -> [Int] {
        let hash = FNV1a.hash(exerciseID.utf8)
        return blocks.indices.filter { blocks[$0].exercises.contains(hash) }.sorted {
            let (left, right) = (blocks[$0].days?.upperBound ?? Int.max, blocks[$1].days?.upperBound ?? Int.max)
            return left != right ? left > right : $0 > $1
        }
    }

    /// The blocks holding corrections of any of `ids`, other than those in `read`.
    public func correctionBlocks(targeting ids: Set<String>, besides read: [Int]) -> [Int] {
        let already = Set(read)
        return Set(corrections.filter { ids.contains($0.target) && !already.contains($0.block) }.map(\.block)).sorted()
    }

    /// The byte ranges of the numbered blocks (all of them when nil), for `JournalReader`.
    public func byteRanges(_ numbers: [Int]? = nil) -> [Range<Int>] {
        (numbers ?? Array(blocks.indices)).map { blocks[$0].start..<blocks[$0].end }
    }

    static func widen(_ range: ClosedRange<Int>?, with day: Int) -> ClosedRange<Int> {
        guard let range else { return day...day }
        return min(range.lowerBound, day)...max(range.upperBound, day)
    }

    /// Days since 1970 of `YYYY-MM-DD` bytes, or nil, read without making a `String`: every line appended
    /// since the index was saved is read by each command.
    static func day(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 10 else { return nil }
        return TimestampParser.day(bytes)?.daysSinceEpoch
    }
}
