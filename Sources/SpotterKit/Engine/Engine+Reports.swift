/// Reads for the reports that look further back than a day. Like `entries(from:through:)` they peek
/// at each line and decode only the kinds and dates a report needs, so a large journal stays fast.
extension Engine {
    /// The effective entries of the given kinds dated within the days (inclusive; no lower bound when
    /// `first` is nil). `exerciseID` narrows `set` lines to one exercise by a byte search before decoding.
    public func reportEntries(
        kinds: [String], from first: Day?, through last: Day, exerciseID: String? = nil
    ) throws -> [Entry] {
        let low = first?.iso8601 ?? ""
        let high = last.iso8601
        let needle = exerciseID.map { Array("\"exercise_id\":\"\($0)\"".utf8) }
        let keep = { @Sendable (peek: JournalReader.Peek) -> Bool in
            if peek.kind(is: "delete") || peek.kind(is: "edit") { return true }
            guard peek.date(from: low, through: high), kinds.contains(where: peek.kind(is:)) else { return false }
            if let needle, peek.kind(is: "set") { return Self.contains(peek.line, needle) }
            return true
        }
        let read: [Entry]
        if let (file, index) = indexedJournal {
            // A large journal's blocks are decoded on every core.
            read = try JournalReader.readConcurrently(file, ranges: index.byteRanges(), keep: keep).entries
        } else {
            read = try JournalReader.read(store, keep: keep).entries
        }
        // The entries as read are let go once folded, and the days are kept in place: each copy of the list
        // retained every text of every entry, about a tenth of `trends` on a 1M-entry journal.
        var entries = Plausibility.screened(JournalFold.effective(consume read))
        entries.removeAll { entry in
            let day = entry.timestamp.day
            return day > last || (first.map { day < $0 } ?? false)
        }
        return entries
    }

    /// Workout sessions started within the days, with their sets, end and note.
    public func sessions(from first: Day?, through last: Day, exerciseID: String? = nil) throws -> [TrainingSession] {
        let entries = try reportEntries(
            kinds: TrainingSession.kinds, from: first, through: last, exerciseID: exerciseID)
        return try TrainingSession.withBodyWeights(TrainingSession.fold(entries)) { try bodyWeights(through: last) }
    }

    /// Every body-weight reading up to the end of `last`.
    func bodyWeights(through last: Day) throws -> BodyWeightHistory {
        BodyWeightHistory(try reportEntries(kinds: ["weight"], from: nil, through: last))
    }

    /// The last body-weight reading as logged (value and unit) within `days` days up to `day`, or nil.
    func lastBodyWeight(within days: Int, through day: Day) throws -> Load? {
        let entries = try reportEntries(kinds: ["weight"], from: day.adding(days: 1 - days), through: day)
        guard let last = entries.last, case .bodyWeight(let reading) = last.payload else { return nil }
        return reading.load
    }

    /// The saved plans, which say what a past session prescribed (empty without a data directory).
    func savedPlans() -> [Plan] { planStore?.all() ?? [] }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard line.count >= needle.count, let first = needle.first else { return false }
        var index = 0
        let limit = line.count - needle.count
        while index <= limit {
            if line[index] == first {
                var offset = 1
                while offset < needle.count, line[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
