/// `gym`, `workout upper`, `gym push`: starts a workout session (a plan day when a plan is active),
/// or ends the active one.
struct WorkoutIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let keyword = context.workoutKeyword else { return false }
        if context.hasWorkout {
            SessionEnding.endWorkout(context)
            return true
        }
        Self.start(name: keyword.hint, implicit: false, context)
        return true
    }

    /// Journals a workout start and makes it the active session.
    static func start(name: String?, implicit: Bool, _ context: LineContext, template: [PlannedExercise]? = nil) {
        let plan = implicit ? nil : context.engine.activePlan
        let day = plan.flatMap { plan in
            name.map { plan.day(named: $0) } ?? plan.day(after: context.engine.lastDay(of: plan))
        }
        let title = day?.name ?? name
        // A hint that names no day of the plan (`gym upper` on a PPL plan) starts a workout outside it.
        let planName = day == nil ? nil : plan?.name
        let id = context.record(
            .workoutStart(WorkoutStartRecord(name: title, implicit: implicit, plan: planName, day: day?.name)))
        context.workout = ActiveWorkout(
            session: id, started: context.now, name: title, plan: planName, day: day?.name)
        // Built as bytes (`TextBuilder`): interpolated, its ten pieces cost each `gym` line 3,000 instructions.
        var started = WorkoutSummary.heading(named: title, "started at ")
        started.append(context.now.clockTime)
        if implicit {
            started.append(" (an exercise line starts one); `done` ends it.")
            return context.say(.success, started)
        }
        // The example is in the user's unit, like every figure they are shown.
        started.append(". Log sets like `")
        started.append(context.config.units == .lb ? "bench 3x5 225lb" : "bench 3x5 100kg")
        started.append("`; `done` ends it.")
        context.say(.success, started)
        if let plan, let name, day == nil {
            let days = plan.days.map(\.name).joined(separator: ", ")
            context.say(
                .info, "\(plan.name) has no day \"\(name)\" (its days: \(days)); this workout follows no plan day.")
        }
        if let day, let plan {
            context.say(.info, "\(plan.name), day \(day.name):")
            listExercises(day.exercises, context)
        } else if let template {
            listExercises(template, context)
        }
    }

    /// One line per exercise: its scheme, last session's numbers and today's suggestion.
    static func listExercises(_ exercises: [PlannedExercise], _ context: LineContext) {
        let session = context.workout?.session ?? ""
        for planned in exercises {
            let exercise =
                context.library.exercise(id: planned.exerciseID)
                ?? context.library.exerciseOrCustom(named: planned.name)
            let history = context.engine.exerciseHistory.recent(
                exercise.id, excluding: session, before: context.workout?.started, store: context.engine.store)
            let prescription = Prescription(sets: planned.sets, range: planned.reps)
            let advice =
                SessionCoaching.advice(
                    for: exercise, history: history, prescription: prescription, config: context.config)
                ?? "no history yet"
            context.say(.info, "  \(exercise.name) \(planned.scheme) — \(advice)")
        }
    }
}
