/// One exercise's latest sessions read from the journal file by a search for its id, giving what a
/// read of the whole journal keeps. A set line on a 100,000-entry journal decoded every set of every
/// exercise before; now:
///
/// - only lines holding the id (or an escape, which could spell it otherwise) are looked at;
/// - of those, only the sessions that can still be among the latest are decoded, newest first;
/// - where the journal has an index, only the newest blocks holding the exercise are read, and the
///   deletions of what was found come from the blocks its corrections list names.
struct ExerciseSetSearch {
    let exerciseID: String
    /// The session being logged, which the caller leaves out of its answers: only its first working set
    /// is decoded, for the time that ranks it. A long session's own sets were most of what a set line
    /// decoded.
    let leavingOut: String?
    /// Only `"`, `\`, `/` and control bytes have a spelling other than `\u…` in JSON, so a line holding
    /// the id (or `delete`) in any other spelling holds a backslash.
    private let idNeedle: [UInt8]
    private static let escapeNeedle: [UInt8] = [UInt8(ascii: "\\")]
    private static let deleteNeedle: [UInt8] = Array("delete".utf8)
    private static let sessionKey: [UInt8] = Array("\"session\":\"".utf8)
    /// Days between the newest unread block and the oldest session kept before reading stops: a session
    /// closes after 12 quiet hours, and local dates in two time zones differ by a day at most.
    private static let marginDays = 7
    /// How far before the oldest session kept a block in time order is read. A workout is closed by 12 quiet
    /// hours, so its sets run on without such a gap: a session kept has no set earlier than this before its
    /// first one read, unless one workout went on for more than a day. With a week here, as between blocks,
    /// a set line on the benchmark's 1M-entry journal gathered half as many lines again: 7% of its work.
    private static let marginSeconds = 2 * TrainingState.staleAfterSeconds
    /// The first part of an ordered block searched, from its end; each next part is twice as long.
    private static let firstPart = 64 << 10

    /// A line in one of the blocks read: its bytes are kept until it is decoded.
    private struct LineAt {
        var text: Int
        var range: Range<Int>
        var block: Int
    }

    /// A session's lines found so far, with the latest time among them: its sets can be no later.
    private struct Candidate {
        var session: String
        var lines: [LineAt]
        var decoded = 0
        /// Nil when a line's time could not be read in place: the session is then decoded first.
        var latest: Timestamp?
    }

    /// A working set of the exercise with where it was read, so sets go into sessions in file order.
    private struct FoundSet {
        var block: Int
        var offset: Int
        var id: String
        var session: String
        var time: Timestamp
        var figures: SetFigures
    }

    private var texts: [MappedBytes] = []
    /// Block number → its mapping in `texts`: a block searched for sets is often the one its deletions are in.
    private var textOfBlock: [Int: Int] = [:]
    private var candidates: [Candidate] = []
    private var candidateNumbers: [String: Int] = [:]
    /// In file order (see `keep`).
    private var found: [FoundSet] = []
    private var deletions = Set<String>()
    /// Blocks already searched for deletions.
    private var searched: [Int] = []

    init(exerciseID: String, leavingOut: String? = nil) {
        self.exerciseID = exerciseID
        self.leavingOut = leavingOut
        let plain = exerciseID.utf8.allSatisfy {
            $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/")
        }
        // An id that must be escaped is not searched for: every set line is looked at instead.
        idNeedle = Array((plain ? "\"\(exerciseID)\"" : "\"set\"").utf8)
    }

    /// The exercise's latest sessions, oldest first.
    mutating func sessions(in file: FileJournalStore) -> [ExerciseHistory.Session] {
        if let index = file.index() {
            try? read(file, index)
        } else if let size = FileSystem.size(file.descriptor), let text = try? file.mappedBytes(in: 0..<size) {
            // No index: the whole file is one block, searched for deletions too.
            texts.append(text)
            gather(0, 0..<size, block: 0, needles: [idNeedle, Self.escapeNeedle, Self.deleteNeedle])
            _ = try? decodeLatest(file, nil)
        }
        return assembled()
    }

    /// Reads the blocks holding the exercise, newest first, until the next is older than every session kept.
    private mutating func read(_ file: FileJournalStore, _ index: JournalIndex) throws {
        let order = index.blocks(holdingExercise: exerciseID)
        for (position, number) in order.enumerated() {
            let kept = try search(file, index, block: number)
            guard kept.count > ExerciseHistory.depth, position + 1 < order.count else { continue }
            let next = index.blocks[order[position + 1]].days?.upperBound ?? Int.max
            if next < kept[0].time.day.daysSinceEpoch - Self.marginDays { return }
        }
    }

    /// Searches one block and decodes the latest sessions found so far, which it returns. A block whose
    /// lines are in time order is searched from its end back, a part at a time, until the lines before
    /// can be no later than the oldest session kept less the margin: a set line then reads the last weeks.
    private mutating func search(
        _ file: FileJournalStore, _ index: JournalIndex, block number: Int
    ) throws -> [ExerciseHistory.Session] {
        let block = index.blocks[number]
        let textNumber = try mapped(file, index, block: number)
        let text = texts[textNumber]
        let needles = [idNeedle, Self.escapeNeedle]
        guard block.orderedUntil != nil else {
            gather(textNumber, 0..<(block.end - block.start), block: number, needles: needles)
            return try decodeLatest(file, index)
        }
        var end = block.end - block.start
        var size = Self.firstPart
        // Once the sessions to keep are known, the lines to read go back only to the last one before the
        // oldest of them less the margin.
        var oldest: Int64?
        while true {
            let start = text.withBytes { bytes in
                oldest.map { Self.lastLineStart(before: $0, in: bytes, end: end) }
                    ?? JournalReader.lineStart(in: bytes, at: max(0, end - size))
            }
            gather(textNumber, start..<end, block: number, needles: needles)
            let kept = try decodeLatest(file, index)
            guard start > 0 else { return kept }
            let before = text.withBytes { JournalReader.quickPeek(JournalReader.line(in: $0, at: start))?.timestamp }
            oldest = kept.count > ExerciseHistory.depth ? kept[0].time.seconds - Self.marginSeconds : nil
            if let oldest, let before, before.seconds < oldest { return kept }
            end = start
            size *= 2
        }
    }

    /// The start of the last line before `end` whose time is earlier than `time`, found by halving the
    /// lines of a block in time order; 0 when there is none. A line whose time cannot be read counts as
    /// not earlier, so more is read rather than less.
    static func lastLineStart(before time: Int64, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        // Lines starting before `low` are earlier than `time`; the line at `high` (before `end`) is not.
        var (low, high) = (0, end)
        while low < high {
            let start = JournalReader.lineStart(in: bytes, at: (low + high) / 2)
            let line = JournalReader.line(in: bytes, at: start)
            if let lineTime = JournalReader.quickPeek(line)?.timestamp, lineTime.seconds < time {
                low = start + line.count + 1
            } else {
                high = start
            }
        }
        return low == 0 ? 0 : JournalReader.lineStart(in: bytes, at: low - 1)
    }

    /// Sorts the lines of `range` of a text holding a needle into sessions by reading them in place,
    /// decoding only deletions and lines that cannot be read so.
    private mutating func gather(_ number: Int, _ range: Range<Int>, block: Int, needles: [[UInt8]]) {
        texts[number].withBytes { bytes in
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            for found in JournalReader.lines(in: part, containingAny: needles) {
                let lineRange = (found.lowerBound + range.lowerBound)..<(found.upperBound + range.lowerBound)
                let line = UnsafeBufferPointer(rebasing: bytes[lineRange])
                guard let peek = JournalReader.quickPeek(line) else { continue }
                if peek.kind(is: "delete") {
                    addDeletion(line)
                } else if peek.kind(is: "set") {
                    addCandidate(line, at: LineAt(text: number, range: lineRange, block: block), time: peek.timestamp)
                }
            }
        }
    }

    /// Decodes the sessions found, latest first, until the next cannot be as late as the oldest kept;
    /// returns the sessions kept.
    @discardableResult
    private mutating func decodeLatest(
        _ file: FileJournalStore, _ index: JournalIndex?
    ) throws -> [ExerciseHistory.Session] {
        while true {
            let kept = assembled()
            // Unknown times first, then the latest.
            var next: Int?
            for number in candidates.indices where candidates[number].decoded < candidates[number].lines.count {
                guard let best = next else {
                    next = number
                    continue
                }
                guard let time = candidates[number].latest else {
                    if candidates[best].latest != nil { next = number }
                    continue
                }
                if let bestTime = candidates[best].latest, bestTime < time { next = number }
            }
            guard let next else { return kept }
            if kept.count > ExerciseHistory.depth, let latest = candidates[next].latest, latest < kept[0].time {
                return kept
            }
            try decode(next, file, index)
        }
    }

    /// Decodes a session's lines not yet decoded, and reads any deletions of what they hold. Of the session
    /// left out, lines are decoded only up to its first working set (in file order) that stands.
    private mutating func decode(_ number: Int, _ file: FileJournalStore, _ index: JournalIndex?) throws {
        let session = candidates[number].session
        let pending = candidates[number].lines[candidates[number].decoded...]
        candidates[number].decoded = candidates[number].lines.count
        var ids: Set<String> = [session]
        let isLeftOut = session == leavingOut
        // Where its first set that stands was read (in file order, as `found` is), known again only when a set
        // is added: worked out for each line, it was a fifth of a set line's search in a long session.
        var firstStanding = isLeftOut ? firstStandingSet(of: session) : nil
        for at in pending {
            if isLeftOut {
                // Lines after a set of it that stands cannot change its time; an older block's can.
                if let first = firstStanding, (at.block, at.range.lowerBound) > first { continue }
                guard let set = decodedSet(at) else { continue }
                keep(set)
                try readDeletions(of: [session, set.id], file, index)
                firstStanding = firstStandingSet(of: session)
            } else if let set = decodedSet(at) {
                keep(set)
                ids.insert(set.id)
            }
        }
        try readDeletions(of: ids, file, index)
    }

    /// The line's set, when it is a working set of the exercise.
    private func decodedSet(_ at: LineAt) -> FoundSet? {
        texts[at.text].withBytes { bytes in
            guard case .entry(let entry) = EntryDecoder.decode(UnsafeBufferPointer(rebasing: bytes[at.range])),
                case .workoutSet(let set) = entry.payload, set.isWorking, set.exerciseID == exerciseID
            else { return nil }
            return FoundSet(
                block: at.block, offset: at.range.lowerBound, id: entry.id, session: set.session,
                time: entry.timestamp, figures: SetFigures(set))
        }
    }

    /// Gathers the deletions in the blocks whose corrections name any of `ids` (all were gathered already
    /// when there is no index).
    private mutating func readDeletions(of ids: Set<String>, _ file: FileJournalStore, _ index: JournalIndex?) throws {
        guard let index else { return }
        for number in index.correctionBlocks(targeting: ids, besides: searched) {
            searched.append(number)
            try texts[mapped(file, index, block: number)].withBytes { bytes in
                for range in JournalReader.lines(in: bytes, containingAny: [Self.deleteNeedle, Self.escapeNeedle]) {
                    let line = UnsafeBufferPointer(rebasing: bytes[range])
                    if let peek = JournalReader.quickPeek(line), peek.kind(is: "delete") { addDeletion(line) }
                }
            }
        }
    }

    /// The number in `texts` of the block's mapping, mapped on first use.
    private mutating func mapped(_ file: FileJournalStore, _ index: JournalIndex, block number: Int) throws -> Int {
        if let known = textOfBlock[number] { return known }
        let block = index.blocks[number]
        texts.append(try file.mappedBytes(in: block.start..<block.end))
        textOfBlock[number] = texts.count - 1
        return texts.count - 1
    }

    /// Adds a decoded set to `found`, which stays in file order: sessions are decoded newest first, and
    /// sorting all found on each of them was a sixth of a set line's search.
    private mutating func keep(_ set: FoundSet) {
        let place = found.lastIndex { ($0.block, $0.offset) < (set.block, set.offset) }.map { $0 + 1 } ?? 0
        found.insert(set, at: place)
    }

    /// The block and offset of the session's first set found that is not deleted.
    private func firstStandingSet(of session: String) -> (Int, Int)? {
        found.first { $0.session == session && !isDeleted($0) }.map { ($0.block, $0.offset) }
    }

    private func isDeleted(_ set: FoundSet) -> Bool { deletions.contains(set.id) || deletions.contains(set.session) }

    private mutating func addDeletion(_ line: UnsafeBufferPointer<UInt8>) {
        guard case .entry(let entry) = EntryDecoder.decode(line), case .deletion(let deletion) = entry.payload else {
            return
        }
        deletions.formUnion(deletion.targets)
    }

    /// Adds a set line to its session's candidate. A session's lines mostly follow each other, so the
    /// last candidate is tried before the table: the table's hashing was a tenth of a set line's search.
    private mutating func addCandidate(_ line: UnsafeBufferPointer<UInt8>, at: LineAt, time: Timestamp?) {
        let inPlace = JournalReader.topLevelString(Self.sessionKey, in: line)
        let number: Int
        if let inPlace, let last = candidates.indices.last,
            candidates[last].session.withUTF8Bytes({ $0.hasSameBytes(as: inPlace) })
        {
            number = last
        } else {
            guard let session = inPlace.map({ String(decoding: $0, as: UTF8.self) }) ?? Self.decodedSession(line)
            else { return }
            if let known = candidateNumbers[session] {
                number = known
            } else {
                candidateNumbers[session] = candidates.count
                candidates.append(Candidate(session: session, lines: [at], latest: time))
                return
            }
        }
        candidates[number].lines.append(at)
        candidates[number].latest = time.flatMap { time in candidates[number].latest.map { max($0, time) } }
    }

    /// A set line's session, decoded.
    private static func decodedSession(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        guard case .entry(let entry) = EntryDecoder.decode(line), case .workoutSet(let set) = entry.payload else {
            return nil
        }
        return set.session
    }

    /// The sets decoded, in file order and without the deleted ones, put into sessions.
    private func assembled() -> [ExerciseHistory.Session] {
        var sessions: [ExerciseHistory.Session] = []
        for set in found where !isDeleted(set) {
            sessions.add(set.figures, session: set.session, at: set.time)
        }
        return sessions
    }
}
