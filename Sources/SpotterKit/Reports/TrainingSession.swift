/// One workout as reports see it: its start, working and warm-up sets, end and note, folded from the journal.
public struct TrainingSession: Sendable, Equatable {
    public var id: String
    public var started: Timestamp
    public var start: WorkoutStartRecord
    public var sets: [SetRecord] = []
    public var end: WorkoutEndRecord?
    public var note: SessionNoteRecord?
    /// The body weight in force when the session started, for the estimates of weighted bodyweight sets.
    public var bodyWeightKilograms: Double?

    /// The journal kinds a session is made of.
    static let kinds = ["workout_start", "set", "workout_end", "session_note"]

    public var day: Day { started.day }

    /// Working sets only: warm-ups count toward nothing in reports.
    public var workingSets: [SetRecord] { sets.filter(\.isWorking) }

    /// Working volume in kilograms, of one exercise or of all.
    public func volume(of exerciseID: String? = nil) -> Double {
        workingSets.filter { exerciseID == nil || $0.exerciseID == exerciseID }.reduce(0) { $0 + $1.volumeKilograms }
    }

    /// The best estimated one-rep max of an exercise and the set it came from. Computed from the sets
    /// (with corrections applied) rather than the end's stored bests, which older journals lack.
    public func best(of exerciseID: String, formula: OneRepMax) -> (kilograms: Double, set: SetRecord)? {
        var best: (kilograms: Double, set: SetRecord)?
        for set in workingSets where set.exerciseID == exerciseID {
            guard let reps = set.reps, let load = EstimatedLoad.kilograms(of: set, bodyWeight: bodyWeightKilograms),
                let estimate = formula.estimate(load: load, reps: reps)
            else { continue }
            if estimate > (best?.kilograms ?? 0) { best = (estimate, set) }
        }
        return best
    }

    /// The sessions with the body weight in force at each start, read through `readings` only when a
    /// weighted bodyweight set needs it (most journals never do).
    public static func withBodyWeights(
        _ sessions: [TrainingSession], _ readings: () throws -> BodyWeightHistory
    ) rethrows -> [TrainingSession] {
        guard sessions.contains(where: { EstimatedLoad.needsBodyWeight($0.sets) }) else { return sessions }
        let history = try readings()
        return sessions.map { session in
            var session = session
            session.bodyWeightKilograms = history.kilograms(at: session.started)
            return session
        }
    }

    /// The heaviest working set of an exercise (ties: more reps).
    public func heaviest(of exerciseID: String) -> SetRecord? {
        workingSets.filter { $0.exerciseID == exerciseID && $0.load != nil }.max { lhs, rhs in
            let left = lhs.load?.kilograms ?? 0
            let right = rhs.load?.kilograms ?? 0
            return left == right ? (lhs.reps ?? 0) < (rhs.reps ?? 0) : left < right
        }
    }

    /// Exercise ids in the order first trained.
    public var exerciseIDs: [String] {
        var seen = Set<String>()
        return sets.compactMap { seen.insert($0.exerciseID).inserted ? $0.exerciseID : nil }
    }

    /// Sessions made from set entries alone, dated by their first set: enough for an exercise's trend,
    /// and a third of the decoding on a long journal, where starts and ends far outnumber one lift's sets.
    public static func fold(sets entries: [Entry]) -> [TrainingSession] {
        var sessions: [TrainingSession] = []
        var index: [String: Int] = [:]
        for entry in entries {
            guard case .workoutSet(let set) = entry.payload else { continue }
            if let at = index[set.session] {
                sessions[at].sets.append(set)
            } else {
                index[set.session] = sessions.count
                sessions.append(
                    TrainingSession(id: set.session, started: entry.timestamp, start: WorkoutStartRecord(), sets: [set])
                )
            }
        }
        return sessions.sorted { $0.started < $1.started }
    }

    /// Groups effective entries into sessions, oldest first; sets whose start is not among them are dropped.
    public static func fold(_ entries: [Entry]) -> [TrainingSession] {
        var sessions: [TrainingSession] = []
        var index: [String: Int] = [:]
        for entry in entries {
            switch entry.payload {
            case .workoutStart(let start):
                index[entry.id] = sessions.count
                sessions.append(TrainingSession(id: entry.id, started: entry.timestamp, start: start))
            case .workoutSet(let set): if let at = index[set.session] { sessions[at].sets.append(set) }
            case .workoutEnd(let end): if let at = index[end.session] { sessions[at].end = end }
            case .sessionNote(let note): if let at = index[note.session] { sessions[at].note = note }
            default: break
            }
        }
        return sessions.sorted { $0.started < $1.started }
    }
}
