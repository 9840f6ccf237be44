/// `copy REF [--to DATE]`: a past session as the template for a new one.
///
/// Without `--to` a workout starts now listing the session's exercises with today's suggestions,
/// and the sets are logged as they are done. With `--to DATE` the whole session (start, sets, end)
/// is logged again on that date at the same time of day, as a workout app's copy and paste does.
enum CopyCommand {
    static func run(_ reference: String, to target: String?, _ context: LineContext) throws {
        let engine = context.engine
        let session = try sessionID(for: reference, context)
        let entries = try engine.sessionEntries(session)
        guard case .workoutStart(let start)? = entries.first?.payload else {
            throw EngineFailure.badInput("\(reference) is not part of a workout; `feed` shows workouts and their sets.")
        }
        let sets = entries.compactMap { entry -> SetRecord? in
            if case .workoutSet(let set) = entry.payload { return set }
            return nil
        }
        guard !sets.isEmpty else { throw EngineFailure.badInput("That workout has no sets to copy.") }
        let source = entries[0].timestamp
        guard let target else {
            guard !context.hasWorkout else {
                throw EngineFailure.badInput("A workout is already active; `done` ends it before copying another.")
            }
            context.say(.info, "Copying the workout of \(source.day.iso8601) \(source.clockTime):")
            WorkoutIntercept.start(name: start.name, implicit: false, context, template: template(sets))
            return
        }
        let day = try CommandRunner.day(target, context)
        let shift = Int64(day.daysSinceEpoch - source.day.daysSinceEpoch) * 86_400
        func moved(_ time: Timestamp) -> Timestamp { Timestamp(seconds: time.seconds + shift, offset: time.offset) }
        let startID = context.record(
            .workoutStart(WorkoutStartRecord(name: start.name, plan: start.plan, day: start.day)), at: moved(source))
        for entry in entries {
            guard case .workoutSet(var set) = entry.payload else { continue }
            set.session = startID
            context.record(.workoutSet(set), at: moved(entry.timestamp))
        }
        let ended = entries.last { if case .workoutEnd = $0.payload { true } else { false } }?.timestamp
        let summary = WorkoutSummary(
            name: start.name, started: source, ended: ended ?? entries[entries.count - 1].timestamp, sets: sets)
        context.record(
            .workoutEnd(
                WorkoutEndRecord(
                    session: startID, durationSeconds: summary.durationSeconds, sets: summary.workingSets,
                    volumeKilograms: summary.volumeKilograms)), at: moved(ended ?? entries[entries.count - 1].timestamp)
        )
        context.say(
            .success,
            "Copied the workout of \(source.day.iso8601) to \(day.iso8601): \(summary.workingSets) working sets, "
                + "\(Format.volume(kilograms: summary.volumeKilograms, unit: context.config.units)) volume.")
    }

    /// Exercises in the order first done, with their working-set count and the reps they reached.
    static func template(_ sets: [SetRecord]) -> [PlannedExercise] {
        var order: [String] = []
        var grouped: [String: [SetRecord]] = [:]
        for set in sets where set.isWorking {
            if grouped[set.exerciseID] == nil { order.append(set.exerciseID) }
            grouped[set.exerciseID, default: []].append(set)
        }
        return order.compactMap { id in
            guard let group = grouped[id], let first = group.first else { return nil }
            let reps = group.compactMap(\.reps)
            let range = reps.isEmpty ? nil : reps.min()!...reps.max()!
            return PlannedExercise(name: first.exercise, exerciseID: id, sets: group.count, reps: range)
        }
    }

    /// The session a reference points into: `last`, a date (its last workout), a feed number or an id prefix.
    static func sessionID(for reference: String, _ context: LineContext) throws -> String {
        let engine = context.engine
        let lowered = reference.lowercased()
        if lowered == "last" || lowered == "yesterday" || Day(iso: reference) != nil {
            let before = lowered == "last" ? nil : try CommandRunner.day(reference, context)
            guard let id = engine.lastWorkoutStart(on: before) else {
                throw EngineFailure.badInput(
                    before.map { "There is no workout on \($0.iso8601) to copy." } ?? "There is no workout to copy yet."
                )
            }
            return id
        }
        switch try engine.entry(forReference: reference) {
        case .failure(let failure): throw failure
        case .success(let entry):
            switch entry.payload {
            case .workoutStart: return entry.id
            case .workoutSet(let set): return set.session
            case .workoutEnd(let end): return end.session
            case .sessionNote(let note): return note.session
            default:
                throw EngineFailure.badInput(
                    "\(reference) is not part of a workout; `feed` shows workouts and their sets.")
            }
        }
    }
}
