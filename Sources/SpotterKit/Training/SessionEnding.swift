/// Ends the active workout or cardio bout: journals the end with its totals and says how it went.
enum SessionEnding {
    /// Ends a workout left open for 12 hours at its last activity, saying so; true when it did.
    static func closeIfAbandoned(_ context: LineContext) -> Bool {
        guard let workout = context.workout,
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
        guard let workout = context.workout else { return }
        let summary = WorkoutSummary(workout: workout, ended: time ?? context.now)
        let engine = context.engine
        let unit = context.config.units
        let sets = workout.sets
        // Each exercise's line and verdict, indented as said; built as bytes (`TextBuilder`).
        var lines: [TextBuilder] = []
        var bests: [ExerciseBest] = []
        for (name, positions) in WorkoutSummary.positionsByExercise(sets) {
            let exerciseID = sets[positions[0]].exerciseID
            // The working sets by position: a list of them copied each set.
            var working: [Int] = []
            working.reserveCapacity(positions.count)
            var workingReps: [Int] = []
            workingReps.reserveCapacity(positions.count)
            for index in positions where sets[index].isWorking {
                working.append(index)
                workingReps.append(sets[index].reps ?? 0)
            }
            let history = engine.exerciseHistory.recent(
                exerciseID, excluding: workout.session, before: workout.started, store: engine.store)
            var line = TextBuilder(capacity: name.utf8.count + 64 + 20 * positions.count)
            line.append("  ")
            line.append(name)
            line.append(": ")
            for (number, index) in positions.enumerated() {
                if number > 0 { line.append(", ") }
                line.append(engine.setTexts.text(of: sets, at: index))
            }
            if let counter = SessionCoaching.repCounter(current: workingReps, history: history) {
                line.append(" · ")
                line.append(counter)
            }
            let needsBodyWeight = EstimatedLoad.needsBodyWeight(sets, at: working)
            let bodyWeight = needsBodyWeight ? Self.bodyWeight(context) : nil
            if let best = best(of: sets, at: working, bodyWeight: bodyWeight, context) {
                bests.append(best)
                line.append(" · e1RM ")
                line.append(Format.estimate(kilograms: best.estimatedKilograms, unit: unit))
                if let bodyWeight {
                    line.append(" (body weight ")
                    line.append(Format.estimate(kilograms: bodyWeight, unit: unit))
                    line.append(" + added load)")
                }
                if best.isRecord { line.append(" — new record") }
            } else if needsBodyWeight, bodyWeight == nil {
                line.append(" · no e1RM without a body weight (log one like `80 kg`)")
            } else if working.contains(where: { sets[$0].load != nil && (sets[$0].reps ?? 0) > OneRepMax.maxReps }) {
                line.append(" · no e1RM above ")
                line.append(OneRepMax.maxReps)
                line.append(" reps")
            }
            lines.append(line)
            let prescription = engine.prescription(for: exerciseID, in: workout)
            if let verdict = SessionCoaching.verdict(reps: workingReps, prescription: prescription) {
                var indented = TextBuilder(capacity: verdict.message.utf8.count + 4)
                indented.append("    ")
                indented.append(verdict.message)
                lines.append(indented)
            }
        }
        context.record(
            .workoutEnd(
                WorkoutEndRecord(
                    session: workout.session, durationSeconds: summary.durationSeconds, sets: summary.workingSets,
                    volumeKilograms: summary.volumeKilograms, bests: bests)), at: time)
        context.workout = nil
        engine.exerciseHistory.finished(workout.sets, at: workout.started)
        engine.exerciseRecords.finished(bests, session: workout.session)
        engine.lastEndedSession = (workout.session, context.now)
        context.say(.success, summary.headlineLine(unit: context.config.units))
        for line in lines { context.say(.info, line) }
        if !workout.sets.isEmpty {
            context.say(.info, "How was it? `feel 1-5`, `pain shoulder` or `note …` attach to this session.")
        }
    }

    /// The best of the working sets at `working` by estimated one-rep max, marked as a record when it
    /// beats every earlier session.
    static func best(
        of sets: [SetRecord], at working: [Int], bodyWeight: Double?, _ context: LineContext
    ) -> ExerciseBest? {
        let formula = context.config.oneRepMax
        // Found by position and copied once: a `for in` copies every set.
        var topIndex: Int?
        var topKilograms = 0.0
        // An exercise's sets share its id: whether it is a bodyweight one is looked up once, not per set.
        var lookedUp: (exerciseID: String, isBodyweight: Bool)?
        for index in working {
            guard let reps = sets[index].reps, let load = sets[index].load else { continue }
            if lookedUp?.exerciseID != sets[index].exerciseID {
                let exerciseID = sets[index].exerciseID
                lookedUp = (exerciseID, EstimatedLoad.isBodyweight(exerciseID))
            }
            guard
                let kilograms = EstimatedLoad.kilograms(
                    of: load, onBodyweight: lookedUp?.isBodyweight ?? false, bodyWeight: bodyWeight),
                let estimate = formula.estimate(load: kilograms, reps: reps)
            else { continue }
            if estimate > (topIndex == nil ? 0 : topKilograms) { (topIndex, topKilograms) = (index, estimate) }
        }
        guard let topIndex, let load = sets[topIndex].load, let reps = sets[topIndex].reps else { return nil }
        let top = (set: sets[topIndex], kilograms: topKilograms)
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
        guard let cardio = context.cardio else { return }
        let record = CardioRecord(
            modality: cardio.modality,
            distanceMeters: figures?.distanceMeters,
            durationSeconds: figures?.durationSeconds ?? Double(max(0, context.now.seconds - cardio.started.seconds)),
            context: cardio.context, bout: cardio.bout)
        context.record(.cardio(record))
        context.cardio = nil
        context.say(.success, "Done: " + Format.cardio(record))
    }
}
