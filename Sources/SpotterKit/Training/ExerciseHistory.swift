/// The recent finished sessions of each exercise, by entry time (never journal order: imported
/// history may be appended after newer sessions), read from the journal and kept up to date as
/// sessions end, for the rep counter and the next-session suggestion.
///
/// From the journal file each exercise is read when first asked about, by a search for its id (and,
/// in a large journal, only in the newest blocks its index says hold it); any other store is read whole
/// once, for every exercise.
final class ExerciseHistory {
    /// Sessions returned per exercise (the deload rule needs three).
    static let depth = 3

    /// One session's working sets of one exercise, with the time of its first set. The sets are kept as
    /// figures: every set line reads them, and each session ended adds some and drops the oldest.
    struct Session {
        var id: String
        var time: Timestamp
        var sets: [SetFigures]
    }

    /// Exercise id → its latest sessions by time, oldest first, for the exercises read so far.
    private var sessions: [String: [Session]] = [:]
    /// True once the whole journal has been read, so an exercise missing from `sessions` has none.
    private var readWhole = false
    /// Exercise id → the session its search left out (one set of it read), until that session's sets come.
    private var leftOut: [String: String] = [:]

    /// One exercise's last answer with the session and time it was for.
    private struct Answer {
        var exerciseID: String
        var current: String
        var time: Timestamp?
        var recent: [[SetFigures]]
    }

    /// The last answers, kept until `sessions` changes: a workout's set lines and its wrap-up ask the
    /// same again and again, and each answer was a walk and a new list. A short list searched in order,
    /// not a table: a workout trains a handful of exercises, and hashing the id cost more than the search.
    private var answers: [Answer] = []
    private static let answersKept = 16

    /// The exercise's last sessions other than `current` and before `time` (a back-dated session
    /// sees only what came before it), most recent last.
    func recent(
        _ exerciseID: String, excluding current: String, before time: Timestamp? = nil, store: JournalStore
    ) -> [[SetFigures]] {
        // The session the search left out is asked about: search again.
        if let session = leftOut[exerciseID], session != current {
            sessions[exerciseID] = nil
            leftOut[exerciseID] = nil
        }
        if !readWhole, sessions[exerciseID] == nil {
            if let file = store.settledFile {
                var search = ExerciseSetSearch(exerciseID: exerciseID, leavingOut: current)
                sessions[exerciseID] = search.sessions(in: file)
                leftOut[exerciseID] = current
            } else {
                sessions = Self.read(store)
                readWhole = true
            }
        }
        for index in answers.indices where answers[index].exerciseID == exerciseID {
            if answers[index].current == current, answers[index].time == time { return answers[index].recent }
        }
        guard let known = sessions[exerciseID] else { return [] }
        // Walked from the newest without copying the list: every set line asks.
        var recent: [[SetFigures]] = []
        recent.reserveCapacity(Self.depth)
        for session in known.reversed() where recent.count < Self.depth {
            if session.id != current, time.map({ session.time < $0 }) ?? true { recent.append(session.sets) }
        }
        recent.reverse()
        answers.removeAll { $0.exerciseID == exerciseID }
        if answers.count >= Self.answersKept { answers.removeFirst() }
        answers.append(Answer(exerciseID: exerciseID, current: current, time: time, recent: recent))
        return recent
    }

    /// Adds a finished session's working sets to the exercises already read; the others will find them
    /// in the journal.
    func finished(_ sets: [SetRecord], at time: Timestamp) {
        guard let session = sets.first?.session else { return }
        answers.removeAll(keepingCapacity: true)
        // Each exercise's working sets gathered in one pass from its first set: a workout trains a handful of
        // exercises. Read by index: a `for in` copies every set.
        var gathered: [String] = []
        for first in sets.indices where sets[first].isWorking {
            let exerciseID = sets[first].exerciseID
            guard !gathered.contains(exerciseID), readWhole || sessions[exerciseID] != nil else { continue }
            gathered.append(exerciseID)
            var working: [SetFigures] = []
            working.reserveCapacity(sets.count - first)
            for index in first..<sets.count where sets[index].isWorking && sets[index].exerciseID == exerciseID {
                working.append(SetFigures(sets[index]))
            }
            // Changed in place in the table, in one lookup: a list taken out and stored back is copied whole.
            sessions[exerciseID, default: []].replace(Session(id: session, time: time, sets: working))
            if leftOut[exerciseID] == session { leftOut[exerciseID] = nil }
        }
    }

    /// Forgets everything (after a correction, which may change any session).
    func reset() {
        sessions = [:]
        readWhole = false
        leftOut = [:]
        answers.removeAll()
    }

    /// Each exercise's latest sessions by time, from one streaming pass that decodes only delete and set
    /// lines. A deletion follows what it deletes, so the pass cannot skip a deleted set when it meets it;
    /// only when a deletion turns out to name a set or a session it read is a second pass made, with every
    /// deletion known. A first pass for the deletions alone was a fifth of a set `log` on a large journal, and
    /// most deletions are of meals.
    private static func read(_ store: JournalStore) -> [String: [Session]] {
        var first = Pass(knownDeletions: nil)
        try? store.forEachLine { first.add($0) }
        guard first.deletedASetRead else { return first.found }
        var second = Pass(knownDeletions: first.deletions)
        try? store.forEachLine { second.add($0) }
        return second.found
    }

    /// One reading of the journal's working sets into each exercise's latest sessions.
    private struct Pass {
        /// Every deleted id, when known before the pass; nil on a first pass, which gathers them in `deletions`.
        let knownDeletions: Set<String>?
        private(set) var deletions = Set<String>()
        private(set) var found: [String: [Session]] = [:]
        /// The FNV-1a hashes of the ids and sessions of the sets read by a first pass.
        private var readIDs = Set<UInt64>()

        init(knownDeletions: Set<String>?) { self.knownDeletions = knownDeletions }

        /// True when a deletion gathered names a set or session read (or shares its hash with one).
        var deletedASetRead: Bool { deletions.contains { readIDs.contains(FNV1a.hash($0.utf8)) } }

        mutating func add(_ line: UnsafeBufferPointer<UInt8>) {
            guard let peek = JournalReader.peek(line) else { return }
            if knownDeletions == nil, peek.kind(is: "delete") {
                guard case .entry(let entry) = EntryDecoder.decode(line), case .deletion(let deletion) = entry.payload
                else { return }
                return deletions.formUnion(deletion.targets)
            }
            guard peek.kind(is: "set"), case .entry(let entry) = EntryDecoder.decode(line),
                case .workoutSet(let set) = entry.payload, set.isWorking
            else { return }
            if let knownDeletions {
                guard !knownDeletions.contains(entry.id), !knownDeletions.contains(set.session) else { return }
            } else {
                readIDs.insert(FNV1a.hash(entry.id.utf8))
                readIDs.insert(FNV1a.hash(set.session.utf8))
            }
            found[set.exerciseID, default: []].add(SetFigures(set), session: set.session, at: entry.timestamp)
        }
    }
}

extension [ExerciseHistory.Session] {
    /// Adds a set read from the journal to its session, or starts the session with it.
    mutating func add(_ figures: SetFigures, session: String, at time: Timestamp) {
        if let index = firstIndex(where: { $0.id == session }) {
            self[index].sets.append(figures)
        } else {
            insertInTimeOrder(ExerciseHistory.Session(id: session, time: time, sets: [figures]))
        }
    }

    /// Puts `session` in place of any earlier reading of the same session.
    fileprivate mutating func replace(_ session: ExerciseHistory.Session) {
        if let index = firstIndex(where: { $0.id == session.id }) { remove(at: index) }
        insertInTimeOrder(session)
    }

    /// Inserts in time order and keeps one more than `depth`, so excluding the current session
    /// still leaves `depth`.
    fileprivate mutating func insertInTimeOrder(_ session: ExerciseHistory.Session) {
        // The session just ended is mostly the newest: it goes last, past a search.
        if let last, last.time > session.time {
            insert(session, at: firstIndex { $0.time > session.time } ?? endIndex)
        } else {
            append(session)
        }
        if count > ExerciseHistory.depth + 1 { removeFirst(count - ExerciseHistory.depth - 1) }
    }
}
