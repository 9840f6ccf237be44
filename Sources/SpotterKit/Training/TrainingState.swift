/// What is active right now, rebuilt from the journal's recent lines so a crash or Ctrl-D loses nothing.
public struct TrainingState: Sendable, Equatable {
    public var workout: ActiveWorkout?
    public var cardio: ActiveCardio?

    /// A session with no entry for this long is treated as abandoned rather than resumed.
    public static let staleAfterSeconds: Int64 = 12 * 3600

    /// Kinds that neither start, end, add to, change nor delete a session.
    private static let passesOver = ["food", "water", "weight", "review", "session_note"]

    public init(workout: ActiveWorkout? = nil, cardio: ActiveCardio? = nil) {
        self.workout = workout
        self.cardio = cardio
    }

    /// Reads the journal backwards over the recent window and finds unfinished sessions.
    public static func load(
        from store: JournalStore, now: Timestamp, library: () -> ExerciseLibrary
    ) throws -> TrainingState {
        var state = TrainingState()
        var deleted = Set<String>()
        var endedSessions = Set<String>()
        var endedBouts = Set<String>()
        var sets: [SetRecord] = []
        var newestSet: [String: Timestamp] = [:]
        // Each set's edits, newest first to win: read backward, an edit comes before the set it changes (`rpe 8`
        // after a set, `edit 3 reps=4`), and the session goes on with the set as edited.
        var edits: [String: [String: EditValue]] = [:]
        try store.scanBackwardLines { line in
            // A food, water or weight line inside the window changes nothing here, whether or not it would
            // decode or was deleted: passed over by its time alone (decoding each was most of `log` on a
            // busy day). Anything else, or a line whose time ends the window, is decoded and judged whole.
            // The kind and time are read in place without the check for a second `id`, `ts` or `kind` key:
            // the decoder refuses a line with one, and a refused line is passed over too, so the check could
            // not change what is found (it cost about 2,400 instructions a line passed over).
            if let peek = JournalReader.quickPeek(line), Self.passesOver.contains(where: peek.kind(is:)),
                let time = peek.timestamp, abs(now.seconds - time.seconds) <= staleAfterSeconds
            {
                return true
            }
            guard case .entry(let entry) = EntryDecoder.decode(line) else { return true }
            // A deletion counts even when an undo took it back: what it removed comes back as new entries.
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
            if deleted.contains(entry.id) { return true }
            // Entries far from now in either direction (a replayed future transcript) end the window too.
            if abs(now.seconds - entry.timestamp.seconds) > staleAfterSeconds { return false }
            let payload = edits[entry.id].map { EntryEditing.apply($0, to: entry.payload) } ?? entry.payload
            switch payload {
            case .edit(let edit): edits[edit.target, default: [:]].merge(edit.changes) { newer, _ in newer }
            case .workoutEnd(let end): endedSessions.insert(end.session)
            case .workoutSet(let set):
                sets.append(set)
                if newestSet[set.session] == nil { newestSet[set.session] = entry.timestamp }
            case .cardio(let cardio): if let bout = cardio.bout { endedBouts.insert(bout) }
            case .workoutStart(let start) where state.workout == nil && !endedSessions.contains(entry.id):
                var workout = ActiveWorkout(
                    session: entry.id, started: entry.timestamp, name: start.name, plan: start.plan, day: start.day)
                workout.sets = sets.filter { $0.session == entry.id }.reversed()
                if let last = workout.sets.last { workout.currentExercise = library().exercise(forSet: last) }
                workout.lastActivity = newestSet[entry.id] ?? entry.timestamp
                state.workout = workout
            case .workoutStart:
                break
            case .cardioStart(let start) where state.cardio == nil && !endedBouts.contains(entry.id):
                state.cardio = ActiveCardio(
                    bout: entry.id, started: entry.timestamp, modality: start.modality, context: start.context)
            default: break
            }
            return true
        }
        return state
    }
}
