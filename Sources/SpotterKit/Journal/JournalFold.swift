/// Applies corrections on read: drops deleted entries and folds edits into the entries they change.
///
/// Corrections apply by id wherever they sit in the file: after a `merge` an edit or delete can land
/// before its target, and two devices' journals must fold to the same entries whatever their order.
public enum JournalFold {
    /// The entries a report should see, oldest first, without correction lines.
    ///
    /// Entries with the same timestamp keep their file order (the foods of one input line); edits to
    /// one entry apply in timestamp order, so the latest edit wins whichever device made it.
    public static func effective(_ entries: [Entry]) -> [Entry] {
        var deleted = Set<String>()
        for entry in entries {
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
        }
        var edits: [String: [(timestamp: Timestamp, edit: EditRecord)]] = [:]
        for entry in entries where !deleted.contains(entry.id) {
            if case .edit(let edit) = entry.payload { edits[edit.target, default: []].append((entry.timestamp, edit)) }
        }
        var seen = Set<String>()
        var folded = entries.compactMap { entry -> Entry? in
            guard !entry.payload.isCorrection, !deleted.contains(entry.id), seen.insert(entry.id).inserted else {
                return nil
            }
            guard let list = edits[entry.id] else { return entry }
            var edited = entry
            for item in inTimeOrder(list, \.timestamp) {
                edited.payload = EntryEditing.apply(item.edit.changes, to: edited.payload)
            }
            return edited
        }
        // Merged lines are appended after the journal's own; a journal written by one device is already in order.
        if zip(folded, folded.dropFirst()).contains(where: { $1.timestamp < $0.timestamp }) {
            folded = inTimeOrder(folded, \.timestamp)
        }
        return folded
    }

    /// Sorted by time; ties keep their file order.
    private static func inTimeOrder<T>(_ items: [T], _ time: (T) -> Timestamp) -> [T] {
        items.enumerated().sorted { lhs, rhs in
            let (left, right) = (time(lhs.element).seconds, time(rhs.element).seconds)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
