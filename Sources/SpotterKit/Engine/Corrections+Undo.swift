extension Corrections {
    /// Takes back the last input line still in effect, a correction included: a `delete` is taken back
    /// by writing what it removed again (a deleted deletion does not bring its targets back), an `edit`
    /// by deleting the edit, anything else by deleting what the line created.
    ///
    /// In the REPL that is this engine's own last line; elsewhere the journal's (see `lastLine`).
    static func undo(_ context: LineContext) throws {
        let engine = context.engine
        var target: (ids: [String], input: String)?
        if let own = engine.ownLines.popLast() {
            target = (own.ids, own.input)
        } else if !engine.undoesOwnLinesOnly {
            target = try lastLine(engine.store)
        }
        guard let target else {
            // After a restart the REPL's undo has nothing of its own; the journal's lines are deleted by number.
            throw engine.undoesOwnLinesOnly ? EngineFailure.nothingTypedToUndo : EngineFailure.nothingToUndo
        }
        context.undoable = false
        context.record(.deletion(DeletionRecord(targets: target.ids, cause: "undo")))
        context.reloadState = true
        let restored = try restore(target.ids, context)
        // Lines typed before the delete now live on in the copies: a later undo takes those back.
        for index in engine.ownLines.indices {
            engine.ownLines[index].ids = engine.ownLines[index].ids.map { restored[$0] ?? $0 }
        }
        if restored.isEmpty {
            context.say(.success, "Undid \"\(target.input)\" (\(Format.count(target.ids.count, "entry"))).")
        } else {
            context.say(
                .success, "Undid \"\(target.input)\": \(Format.count(restored.count, "entry")) restored.")
        }
    }

    /// Writes again, under new ids, the entries that the deletions among `ids` removed, as they read
    /// before those deletions; a restored workout's sets, end and notes point at its restored start.
    /// Returns each restored entry's new id by its old one.
    private static func restore(_ ids: [String], _ context: LineContext) throws -> [String: String] {
        let wanted = Set(ids)
        let all = try JournalReader.read(context.engine.store).entries
        let undone = all.filter { entry in
            guard wanted.contains(entry.id), case .deletion = entry.payload else { return false }
            return true
        }
        guard !undone.isEmpty else { return [:] }
        var removed = Set<String>()
        for entry in undone { if case .deletion(let deletion) = entry.payload { removed.formUnion(deletion.targets) } }
        let undoneIDs = Set(undone.map(\.id))
        let live = JournalFold.effective(all)
        let liveIDs = Set(live.map(\.id))
        let before = JournalFold.effective(all.filter { !undoneIDs.contains($0.id) }, wholeWorkouts: false).filter {
            removed.contains($0.id) && !liveIDs.contains($0.id)
        }
        var newIDs: [String: String] = [:]
        for entry in before { newIDs[entry.id] = context.engine.ids.nextID() }
        // A set whose workout an earlier undo brought back joins that workout; one still deleted stays out.
        let starts = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var restored: [Entry] = []
        for entry in before {
            guard let session = entry.payload.session, newIDs[session] == nil, !liveIDs.contains(session) else {
                restored.append(entry)
                continue
            }
            let start = starts[session]
            if let copy = live.first(where: {
                $0.kind == "workout_start" && $0.timestamp == start?.timestamp && $0.input == start?.input
            }) {
                newIDs[session] = copy.id
                restored.append(entry)
            }
        }
        for var entry in restored {
            entry.id = newIDs[entry.id] ?? entry.id
            entry.payload = entry.payload.pointing(to: newIDs)
            context.append(restored: entry)
        }
        return newIDs.filter { old, _ in restored.contains { $0.id == old } }
    }

    /// The journal's last line still in effect, newest first: lines an `undo` wrote are passed over
    /// (their deletions take effect; the entries they restored stand in for the lines they came from),
    /// deleted entries are passed over, and a `delete` or `edit` line still in effect is a line to undo.
    static func lastLine(_ store: JournalStore) throws -> (ids: [String], input: String)? {
        var deleted = Set<String>()
        // Entries an undo restored, by what they restored (time, kind and input), oldest first.
        var restored: [String: [String]] = [:]
        var group: [Entry] = []
        var found: (ids: [String], input: String)?
        func key(_ entry: Entry) -> String { "\(entry.timestamp.seconds) \(entry.kind) \(entry.input)" }
        func close() {
            defer { group = [] }
            guard found == nil, !group.isEmpty else { return }
            let entries = group.reversed()
            if entries.contains(where: { if case .deletion(let d) = $0.payload { d.cause == "undo" } else { false } }) {
                for entry in entries where !entry.payload.isCorrection && !deleted.contains(entry.id) {
                    restored[key(entry), default: []].append(entry.id)
                }
                return
            }
            var ids: [String] = []
            for entry in entries {
                if !deleted.contains(entry.id) {
                    ids.append(entry.id)
                } else if !entry.payload.isCorrection, var copies = restored[key(entry)], !copies.isEmpty {
                    ids.append(copies.removeFirst())
                    restored[key(entry)] = copies
                }
            }
            if !ids.isEmpty { found = (ids, entries.first?.input ?? "") }
        }
        try store.scanBackward { entry in
            if let last = group.last, last.lineID != entry.lineID { close() }
            guard found == nil else { return false }
            // A deletion an undo took back still counts: its targets stay deleted and their copies stand in.
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
            group.append(entry)
            return true
        }
        close()
        return found
    }
}
