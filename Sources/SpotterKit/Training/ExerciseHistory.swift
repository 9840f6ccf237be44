/// The recent finished sessions of each exercise, read from the journal once per exercise and kept
/// up to date as sessions end, for the rep counter and the next-session suggestion.
final class ExerciseHistory {
    /// Sessions kept per exercise (the deload rule needs three).
    static let depth = 3
    /// Working sets per exercise id, one array per session, most recent last.
    private var sessions: [String: [[SetRecord]]] = [:]

    /// The exercise's last sessions before `current`, most recent last.
    func recent(_ exerciseID: String, excluding current: String, store: JournalStore) -> [[SetRecord]] {
        if let known = sessions[exerciseID] { return known }
        var deleted = Set<String>()
        var grouped: [String: [SetRecord]] = [:]
        var order: [String] = []
        try? store.scanBackward { entry in
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
            guard case .workoutSet(let set) = entry.payload, set.exerciseID == exerciseID, set.session != current,
                !deleted.contains(entry.id), set.isWorking
            else { return true }
            if grouped[set.session] == nil {
                // A fourth session means the three most recent are complete.
                if order.count == Self.depth { return false }
                order.append(set.session)
            }
            grouped[set.session, default: []].insert(set, at: 0)
            return true
        }
        let found = order.reversed().compactMap { grouped[$0] }
        sessions[exerciseID] = found
        return found
    }

    /// Adds a finished session's working sets to the exercises already read.
    func finished(_ sets: [SetRecord]) {
        var byExercise: [String: [SetRecord]] = [:]
        for set in sets where set.isWorking { byExercise[set.exerciseID, default: []].append(set) }
        for (exerciseID, working) in byExercise where sessions[exerciseID] != nil {
            sessions[exerciseID]?.append(working)
            if let count = sessions[exerciseID]?.count, count > Self.depth {
                sessions[exerciseID]?.removeFirst(count - Self.depth)
            }
        }
    }

    /// Forgets everything (after a correction, which may change any session).
    func reset() { sessions.removeAll() }
}
