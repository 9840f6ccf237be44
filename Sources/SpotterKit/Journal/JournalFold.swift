/// Applies corrections on read: drops deleted entries and folds edits into the entries they change.
public enum JournalFold {
    /// The entries a report should see, in file order, without correction lines.
    public static func effective(_ entries: [Entry]) -> [Entry] {
        var deleted = Set<String>()
        for entry in entries {
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
        }
        var edits: [String: [EditRecord]] = [:]
        for entry in entries where !deleted.contains(entry.id) {
            if case .edit(let edit) = entry.payload { edits[edit.target, default: []].append(edit) }
        }
        return entries.compactMap { entry in
            guard !entry.payload.isCorrection, !deleted.contains(entry.id) else { return nil }
            guard let list = edits[entry.id] else { return entry }
            var edited = entry
            for edit in list { edited.payload = EntryEditing.apply(edit.changes, to: edited.payload) }
            return edited
        }
    }
}
