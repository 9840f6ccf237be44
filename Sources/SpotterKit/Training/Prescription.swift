/// How many working sets an exercise gets in a session and the rep range they aim for.
public struct Prescription: Sendable, Equatable {
    public var sets: Int
    /// Nil for as many reps as possible: no range to progress on.
    public var range: ClosedRange<Int>?

    public init(sets: Int, range: ClosedRange<Int>?) {
        self.sets = sets
        self.range = range
    }

    /// Three sets on `repRange` (the `rep_range` setting, two numbers), else on 5–8: what an exercise
    /// gets without a plan.
    static func standard(repRange: [Int]) -> Prescription {
        let range = repRange.count == 2 ? repRange[0]...max(repRange[0], repRange[1]) : 5...8
        return Prescription(sets: 3, range: range)
    }

    /// The plan's prescription for the exercise in this workout's plan day, else the standard one on
    /// `repRange`; a bodyweight lift off-plan has no load to add, so it works for reps (no range, no
    /// "add load"). Given the range, not the settings: every set line asks, and the settings were
    /// copied whole for each.
    static func forExercise(_ exerciseID: String, plan: Plan?, day: String?, repRange: [Int]) -> Prescription {
        guard let plan, let planned = plan.prescription(for: exerciseID, on: day) else {
            let standard = standard(repRange: repRange)
            if ExerciseLibrary.builtIn.isBodyweight(id: exerciseID) {
                return Prescription(sets: standard.sets, range: nil)
            }
            return standard
        }
        return Prescription(sets: planned.sets, range: planned.reps)
    }
}
