/// Ends the active workout or cardio bout: journals the end with its totals and says how it went.
enum SessionEnding {
    /// Ends a workout left open for 12 hours at its last activity, saying so; true when it did.
    static func closeIfAbandoned(_ context: LineContext) -> Bool {
        guard let workout = context.training.workout,
            context.now.seconds - workout.lastActivity.seconds > TrainingState.staleAfterSeconds
        else { return false }
        context.say(
            .info,
            "The workout started \(workout.started.day.iso8601) \(workout.started.clockTime) was still open; "
                + "it is closed as of its last set (\(workout.lastActivity.clockTime)).")
        endWorkout(context, at: workout.lastActivity)
        return true
    }

    static func endWorkout(_ context: LineContext, at time: Timestamp? = nil) {
        guard let workout = context.training.workout else { return }
        let summary = WorkoutSummary(workout: workout, ended: time ?? context.now)
        let engine = context.engine
        var lines: [String] = []
        var bests: [ExerciseBest] = []
        for (name, sets) in summary.exercises {
            guard let exerciseID = sets.first?.exerciseID else { continue }
            let working = sets.filter(\.isWorking)
            let history = engine.exerciseHistory.recent(
                exerciseID, excluding: workout.session, before: workout.started, store: engine.store)
            var parts = [name + ": " + sets.map(engine.setTexts.text).joined(separator: ", ")]
            if let counter = SessionCoaching.repCounter(current: working.map { $0.reps ?? 0 }, history: history) {
                parts.append(counter)
            }
            let needsBodyWeight = EstimatedLoad.needsBodyWeight(working)
            let bodyWeight = needsBodyWeight ? Self.bodyWeight(context) : nil
            if let best = best(of: working, bodyWeight: bodyWeight, context) {
                bests.append(best)
                let unit = context.config.units
                let estimate = Format.estimate(kilograms: best.estimatedKilograms, unit: unit)
                let with = bodyWeight.map {
                    " (body weight \(Format.estimate(kilograms: $0, unit: unit)) + added load)"
                }
                parts.append("e1RM \(estimate)" + (with ?? "") + (best.isRecord ? " — new record" : ""))
            } else if needsBodyWeight, bodyWeight == nil {
                parts.append("no e1RM without a body weight (log one like `80 kg`)")
            } else if working.contains(where: { $0.load != nil && ($0.reps ?? 0) > OneRepMax.maxReps }) {
                parts.append("no e1RM above \(OneRepMax.maxReps) reps")
            }
            lines.append(parts.joined(separator: " · "))
            let prescription = engine.prescription(for: exerciseID, in: workout)
            if let verdict = SessionCoaching.verdict(reps: working.map { $0.reps ?? 0 }, prescription: prescription) {
                lines.append("  " + verdict.message)
            }
        }
        context.record(
            .workoutEnd(
                WorkoutEndRecord(
                    session: workout.session, durationSeconds: summary.durationSeconds, sets: summary.workingSets,
                    volumeKilograms: summary.volumeKilograms, bests: bests)), at: time)
        context.training.workout = nil
        engine.exerciseHistory.finished(workout.sets, at: workout.started)
        engine.exerciseRecords.finished(bests, session: workout.session)
        engine.lastEndedSession = (workout.session, context.now)
        context.say(.success, summary.headline(unit: context.config.units))
        for line in lines { context.say(.info, "  " + line) }
        if !workout.sets.isEmpty {
            context.say(.info, "How was it? `feel 1-5`, `pain shoulder` or `note …` attach to this session.")
        }
    }

    /// The exercise's best set by estimated one-rep max, marked as a record when it beats every earlier session.
    static func best(of working: [SetRecord], bodyWeight: Double?, _ context: LineContext) -> ExerciseBest? {
        let formula = context.config.oneRepMax
        // Found by index and copied once: a `for in` copies every set.
        var topIndex: Int?
        var topKilograms = 0.0
        for index in working.indices {
            guard let reps = working[index].reps,
                let load = EstimatedLoad.kilograms(of: working[index], bodyWeight: bodyWeight),
                let estimate = formula.estimate(load: load, reps: reps)
            else { continue }
            if estimate > (topIndex == nil ? 0 : topKilograms) { (topIndex, topKilograms) = (index, estimate) }
        }
        guard let topIndex, let load = working[topIndex].load, let reps = working[topIndex].reps else { return nil }
        let top = (set: working[topIndex], kilograms: topKilograms)
        let previous = context.engine.exerciseRecords.best(
            top.set.exerciseID, formula: formula, store: context.engine.store)
        let isRecord = previous.map { top.kilograms > $0 + 0.05 } ?? false
        return ExerciseBest(
            exerciseID: top.set.exerciseID, exercise: top.set.exercise, estimatedKilograms: top.kilograms, reps: reps,
            load: load, isRecord: isRecord)
    }

    /// The body weight in force now, for weighted bodyweight sets; nil when none is logged.
    private static func bodyWeight(_ context: LineContext) -> Double? {
        (try? context.engine.bodyWeights(through: context.now.day))?.kilograms(at: context.now)
    }

    /// Ends the timed bout as of now; `figures` (`done 5 km`) give its distance, and its time when typed.
    static func endCardio(_ context: LineContext, _ figures: CardioLine? = nil) {
        guard let cardio = context.training.cardio else { return }
        let record = CardioRecord(
            modality: cardio.modality,
            distanceMeters: figures?.distanceMeters,
            durationSeconds: figures?.durationSeconds ?? Double(max(0, context.now.seconds - cardio.started.seconds)),
            context: cardio.context, bout: cardio.bout)
        context.record(.cardio(record))
        context.training.cardio = nil
        context.say(.success, "Done: " + Format.cardio(record))
    }
}
