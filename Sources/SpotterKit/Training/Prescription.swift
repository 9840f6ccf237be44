/// How many working sets an exercise gets in a session and the rep range they aim for.
public struct Prescription: Sendable, Equatable {
    public var sets: Int
    /// Nil for as many reps as possible: no range to progress on.
    public var range: ClosedRange<Int>?

    public init(sets: Int, range: ClosedRange<Int>?) {
        self.sets = sets
        self.range = range
    }

    /// Three sets on the configured range: what an exercise gets without a plan.
    public static func standard(_ config: Config) -> Prescription {
        let range =
            config.repRange.count == 2 ? config.repRange[0]...max(config.repRange[0], config.repRange[1]) : 5...8
        return Prescription(sets: 3, range: range)
    }

    /// The plan's prescription for the exercise in this workout's plan day, else the standard one;
    /// a bodyweight lift off-plan has no load to add, so it works for reps (no range, no "add load").
    static func forExercise(_ exerciseID: String, plan: Plan?, day: String?, config: Config) -> Prescription {
        guard let plan, let planned = plan.prescription(for: exerciseID, on: day) else {
            if ExerciseLibrary.builtIn.isBodyweight(id: exerciseID) {
                return Prescription(sets: standard(config).sets, range: nil)
            }
            return standard(config)
        }
        return Prescription(sets: planned.sets, range: planned.reps)
    }
}
