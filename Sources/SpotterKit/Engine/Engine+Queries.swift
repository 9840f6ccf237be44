/// Reads for reports and corrections; they never keep the whole journal in memory as entries.
extension Engine {
    /// The effective entries dated within the days (inclusive), and the effective body-weight readings
    /// up to the last day, from one pass over the journal.
    public func entries(from first: Day, through last: Day) throws -> (entries: [Entry], weights: [Entry]) {
        let low = first.iso8601
        let high = last.iso8601
        let contents = JournalReader.read(try store.readAll()) { peek in
            peek.kind == "delete" || peek.kind == "edit" || peek.kind == "weight"
                || (peek.date >= low[...] && peek.date <= high[...])
        }
        let effective = JournalFold.effective(contents.entries)
        let range = first.daysSinceEpoch...last.daysSinceEpoch
        let inRange = effective.filter { range.contains($0.timestamp.day.daysSinceEpoch) }
        let weights = effective.filter { entry in
            if case .bodyWeight = entry.payload { return entry.timestamp.day <= last }
            return false
        }
        return (inRange, weights)
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
        let all = JournalFold.effective(JournalReader.read(try store.readAll()).entries)
        let matches = all.filter { $0.id.hasPrefix(prefix) }
        guard let match = matches.first else { return .failure(.noSuchEntry(reference: reference, count: nil)) }
        guard matches.count == 1 else { return .failure(.ambiguousReference(reference, matches.count)) }
        return .success(match)
    }
}
