/// `gym`, `workout upper`, `lifting`: starts a workout session, or ends the active one.
struct WorkoutIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let keyword = context.workoutKeyword else { return false }
        if context.training.workout != nil {
            SessionEnding.endWorkout(context)
            return true
        }
        Self.start(name: keyword.hint, implicit: false, context)
        return true
    }

    /// Journals a workout start and makes it the active session.
    static func start(name: String?, implicit: Bool, _ context: LineContext) {
        let id = context.record(.workoutStart(WorkoutStartRecord(name: name, implicit: implicit)))
        context.training.workout = ActiveWorkout(session: id, started: context.now, name: name)
        let title = name.map { "Workout (\($0))" } ?? "Workout"
        if implicit {
            context.say(
                .success, "\(title) started at \(context.now.clockTime) (an exercise line starts one); `done` ends it.")
        } else {
            context.say(
                .success,
                "\(title) started at \(context.now.clockTime). Log sets like `bench 3x5 100kg`; `done` ends it.")
        }
    }
}
