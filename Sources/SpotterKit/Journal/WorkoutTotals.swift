/// A workout's totals worked out from the sets that remain after corrections.
///
/// A `workout_end` line stores the totals as they stood when the workout ended; an edit or a delete of
/// a set afterwards would leave them stale, so every report shows these instead.
enum WorkoutTotals {
    /// `entries` with each `workout_end` whose session starts among them carrying the working-set
    /// count and volume of that session's sets there, and only the bests a remaining set still gives.
    static func refreshingEnds(_ entries: [Entry]) -> [Entry] {
        guard entries.contains(where: { if case .workoutEnd = $0.payload { true } else { false } }) else {
            return entries
        }
        var started = Set<String>()
        var sets: [String: [SetRecord]] = [:]
        for entry in entries {
            switch entry.payload {
            case .workoutStart: started.insert(entry.id)
            case .workoutSet(let set): sets[set.session, default: []].append(set)
            default: break
            }
        }
        return entries.map { entry in
            guard case .workoutEnd(var end) = entry.payload, started.contains(end.session) else { return entry }
            let working = (sets[end.session] ?? []).filter(\.isWorking)
            end.sets = working.count
            end.volumeKilograms = working.reduce(0) { $0 + $1.volumeKilograms }
            end.bests = end.bests.filter { best in
                working.contains { $0.exerciseID == best.exerciseID && $0.reps == best.reps && $0.load == best.load }
            }
            var refreshed = entry
            refreshed.payload = .workoutEnd(end)
            return refreshed
        }
    }
}
