/// Applies corrections on read: drops deleted entries and folds edits into the entries they change.
///
/// Corrections apply by id wherever they sit in the file: after a `merge` an edit or delete can land
/// before its target, and two devices' journals must fold to the same entries whatever their order.
public enum JournalFold {
    /// The entries a report should see, oldest first, without correction lines.
    ///
    /// Entries with the same timestamp keep their file order (the foods of one input line); edits to
    /// one entry apply in timestamp order, so the latest edit wins whichever device made it. A deleted
    /// workout takes its sets, end and notes with it, and a workout's end shows the totals of the sets
    /// that remain, never the figures stored when it ended.
    ///
    /// `wholeWorkouts: false` keeps the sets, end and notes of a deleted workout, for `undo`, which
    /// brings them back under a workout restored earlier.
    public static func effective(_ entries: [Entry], wholeWorkouts: Bool = true) -> [Entry] {
        var deleted = Set<String>()
        for entry in entries {
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
        }
        var edits: [String: [(timestamp: Timestamp, edit: EditRecord)]] = [:]
        for entry in entries where !deleted.contains(entry.id) {
            if case .edit(let edit) = entry.payload { edits[edit.target, default: []].append((entry.timestamp, edit)) }
        }
        let deletedSessions = deleted.isEmpty || !wholeWorkouts ? [] : deletedWorkouts(entries, deleted)
        var seen = Set<String>()
        var folded = entries.compactMap { entry -> Entry? in
            guard !entry.payload.isCorrection, !deleted.contains(entry.id), seen.insert(entry.id).inserted else {
                return nil
            }
            if let session = entry.payload.session, deletedSessions.contains(session) { return nil }
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
        return WorkoutTotals.refreshingEnds(folded)
    }

    /// The ids of deleted workout starts: every entry of those sessions goes with them, also in
    /// journals written before `delete` named the whole session.
    private static func deletedWorkouts(_ entries: [Entry], _ deleted: Set<String>) -> Set<String> {
        var sessions = Set<String>()
        for entry in entries where deleted.contains(entry.id) {
            if case .workoutStart = entry.payload { sessions.insert(entry.id) }
        }
        return sessions
    }

    /// Sorted by time; ties keep their file order.
    private static func inTimeOrder<T>(_ items: [T], _ time: (T) -> Timestamp) -> [T] {
        items.enumerated().sorted { lhs, rhs in
            let (left, right) = (time(lhs.element).seconds, time(rhs.element).seconds)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
