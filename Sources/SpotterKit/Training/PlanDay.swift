/// One day of a plan (`Push`) and the exercises it prescribes, in order.
public struct PlanDay: Sendable, Equatable {
    public var name: String
    public var exercises: [PlannedExercise]

    public init(name: String, exercises: [PlannedExercise]) {
        self.name = name
        self.exercises = exercises
    }
}
