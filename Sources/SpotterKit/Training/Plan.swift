/// A training plan: named days of exercises, each with its sets and rep range, followed in rotation.
public struct Plan: Sendable, Equatable {
    public var name: String
    public var days: [PlanDay]

    public init(name: String, days: [PlanDay]) {
        self.name = name
        self.days = days
    }

    /// The day with this name, ignoring case (`push` finds `Push`).
    public func day(named name: String) -> PlanDay? {
        let key = ExerciseName.key(name)
        return days.first { ExerciseName.key($0.name) == key }
    }

    /// The day after `last` in rotation; the first day when there is no last day or it is not in the plan.
    public func day(after last: String?) -> PlanDay? {
        guard let last, let index = days.firstIndex(where: { ExerciseName.key($0.name) == ExerciseName.key(last) })
        else { return days.first }
        return days[(index + 1) % days.count]
    }

    /// What the plan prescribes for an exercise on a day, else anywhere in the plan.
    public func prescription(for exerciseID: String, on dayName: String?) -> PlannedExercise? {
        if let dayName, let day = day(named: dayName),
            let found = day.exercises.first(where: { $0.exerciseID == exerciseID })
        {
            return found
        }
        return days.lazy.flatMap(\.exercises).first { $0.exerciseID == exerciseID }
    }
}
