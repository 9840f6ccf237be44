/// An exercise's best set of a session and the one-rep max estimated from it.
public struct ExerciseBest: Sendable, Equatable {
    public var exerciseID: String
    public var exercise: String
    /// The estimated one-rep max in kilograms.
    public var estimatedKilograms: Double
    /// The set it was estimated from.
    public var reps: Int
    public var load: Load
    /// True when no earlier session of this exercise had a higher estimate.
    public var isRecord: Bool

    public init(
        exerciseID: String, exercise: String, estimatedKilograms: Double, reps: Int, load: Load, isRecord: Bool
    ) {
        self.exerciseID = exerciseID
        self.exercise = exercise
        self.estimatedKilograms = estimatedKilograms
        self.reps = reps
        self.load = load
        self.isRecord = isRecord
    }
}
