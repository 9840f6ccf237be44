/// Reads for reports and corrections. They stream the journal and decode only the lines a cheap
/// peek says they need, so memory and time stay small as the journal grows.
extension Engine {
    /// The effective entries dated within the days (inclusive), and the effective body-weight
    /// readings of the seven days up to the last day plus the latest one before them.
    public func entries(from first: Day, through last: Day) throws -> (entries: [Entry], weights: [Entry]) {
        let low = first.iso8601
        let high = last.iso8601
        let weekStart = last.adding(days: -6).iso8601
        var olderWeight: [UInt8]?
        var olderWeightDate = ""
        let keep = { (peek: JournalReader.Peek) -> Bool in
            if peek.kind(is: "delete") || peek.kind(is: "edit") || peek.date(from: low, through: high) { return true }
            guard peek.kind(is: "weight"), peek.date(from: "", through: high) else { return false }
            if !peek.date(before: weekStart) { return true }
            // Of the readings before the week only the latest can be shown: keep its line, decode it once.
            if !peek.date(before: olderWeightDate) {
                olderWeight = Array(peek.line)
                olderWeightDate = peek.dateText
            }
            return false
        }
        var contents =
            try indexedRead(
                days: first.daysSinceEpoch...last.daysSinceEpoch, weightsFrom: last.adding(days: -6).daysSinceEpoch,
                keep: keep) ?? JournalReader.read(store, keep: keep)
        if let olderWeight, case .entry(let entry) = olderWeight.withUnsafeBufferPointer(EntryDecoder.decode) {
            contents.entries.insert(entry, at: 0)
        }
        let effective = Plausibility.screened(JournalFold.effective(contents.entries))
        let range = first.daysSinceEpoch...last.daysSinceEpoch
        let inRange = effective.filter { range.contains($0.timestamp.day.daysSinceEpoch) }
        let weights = effective.filter { entry in
            if case .bodyWeight = entry.payload { return entry.timestamp.day <= last }
            return false
        }
        return (inRange, weights.sorted { $0.timestamp < $1.timestamp })
    }

    /// The day's effective entries in order; position + 1 is the number `feed` shows and `delete` takes.
    public func numberedEntries(on day: Day) throws -> [Entry] {
        try entries(from: day, through: day).entries
    }

    /// Finds the entry a user means by a day number (today's feed) or an id prefix of at least four characters.
    func entry(forReference reference: String) throws -> Result<Entry, EngineFailure> {
        if let number = Int(reference) {
            let today = try numberedEntries(on: now.day)
            guard number >= 1, number <= today.count else {
                return .failure(.noSuchEntry(reference: reference, count: today.count))
            }
            return .success(today[number - 1])
        }
        let prefix = reference.lowercased()
        guard prefix.count >= 4, prefix.allSatisfy(\.isHexDigit) else {
            return .failure(.badReference(reference))
        }
        let contents = try JournalReader.read(store) { peek in
            peek.id(hasPrefix: prefix) || peek.kind(is: "delete") || peek.kind(is: "edit")
        }
        let matches = JournalFold.effective(contents.entries).filter { $0.id.hasPrefix(prefix) }
        guard let match = matches.first else { return .failure(.noSuchEntry(reference: reference, count: nil)) }
        guard matches.count == 1 else { return .failure(.ambiguousReference(reference, matches.count)) }
        return .success(match)
    }
}

extension Engine {
    /// A workout's effective entries in order: its start, sets, end and notes.
    func sessionEntries(_ session: String) throws -> [Entry] {
        let needle = Array(session.utf8)
        let contents = try JournalReader.read(store) { peek in
            if peek.kind(is: "delete") || peek.kind(is: "edit") { return true }
            return peek.line.firstRange(of: needle) != nil
        }
        return Plausibility.screened(JournalFold.effective(contents.entries)).filter { entry in
            switch entry.payload {
            case .workoutStart: entry.id == session
            case .workoutSet(let set): set.session == session
            case .workoutEnd(let end): end.session == session
            case .sessionNote(let note): note.session == session
            default: false
            }
        }
    }

    /// The id of the latest workout start by entry time (on `day` when given).
    func lastWorkoutStart(on day: Day?) -> String? {
        // By entry time, never journal order: history imported later can be older (issue 16 item 9), so
        // the whole journal is read; backward, a deletion comes before the start it deletes.
        var found: (id: String, time: Timestamp)?
        var deleted = Set<String>()
        try? store.scanBackward { entry in
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
            guard case .workoutStart = entry.payload, !deleted.contains(entry.id) else { return true }
            if let day, entry.timestamp.day != day { return true }
            if found.map({ entry.timestamp > $0.time }) ?? true { found = (entry.id, entry.timestamp) }
            return true
        }
        return found?.id
    }
}

extension Engine {
    /// The lines `keep` passes from only the blocks of a large journal that can hold entries of `days`
    /// (and the body weights a summary shows), plus any correction of those entries; nil when the
    /// journal has no index (small, buffered or in memory) and must be read whole.
    func indexedRead(
        days: ClosedRange<Int>, weightsFrom: Int, keep: @escaping (JournalReader.Peek) -> Bool
    ) throws -> JournalReader.Contents? {
        guard let (file, index) = indexedJournal else { return nil }
        let chosen = index.blocks(days: days, weightsFrom: weightsFrom)
        var contents = try JournalReader.read(file, ranges: index.byteRanges(chosen), keep: keep)
        let ids = Set(contents.entries.map(\.id))
        let more = index.correctionBlocks(targeting: ids, besides: chosen)
        let corrections = try JournalReader.read(file, ranges: index.byteRanges(more)) {
            $0.kind(is: "delete") || $0.kind(is: "edit")
        }
        contents.entries += corrections.entries
        return contents
    }

    /// The journal file and its index, when the journal is a file large enough to keep one and nothing
    /// is buffered unwritten; nil means reading the store whole.
    var indexedJournal: (file: FileJournalStore, index: JournalIndex)? {
        guard let file = store.settledFile, let index = file.index() else { return nil }
        return (file, index)
    }
}
