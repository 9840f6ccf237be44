/// `bench 3x5 100kg` with no workout active: starts one implicitly, then logs the sets.
/// A bare exercise name starts one too, unless the food table knows the word.
struct ExerciseLineIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard !context.hasWorkout else { return false }
        // A line without a digit that the food table knows whole (`chicken`, `greek yogurt`) is food: read
        // as sets, such a line is at most a bare name, which stays food. Asked first, it needs no exercise
        // library, which a first line otherwise builds (0.7M instructions of `spotter log oatmeal`).
        if !text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), context.namesTableFood {
            return false
        }
        if let parts = context.supersetLines {
            WorkoutIntercept.start(name: nil, implicit: true, context)
            SetLogging.log(parts, context)
            return true
        }
        guard let line = context.setLine else { return false }
        if line.action == .selectExercise, context.namesTableFood {
            // A bare name that is also a food (`press`?) stays food outside a workout.
            return false
        }
        if case .rateLast = line.action {
            context.say(
                .error,
                "No workout is active: an RPE alone goes with its last set. Give it with the set, e.g. `bench 5 @ 100 rpe 8`. Nothing was logged."
            )
            return true
        }
        guard line.exerciseText != nil else {
            let reason =
                "No workout is active and the line names no exercise; start with its name, e.g. `bench \(text)`."
            context.record(.review(ReviewRecord(about: "set", reason: reason)))
            context.say(.review, "Kept \"\(text)\" for review: \(reason)")
            context.outcome.failed = true
            return true
        }
        WorkoutIntercept.start(name: nil, implicit: true, context)
        SetLogging.log(line, context)
        return true
    }
}
