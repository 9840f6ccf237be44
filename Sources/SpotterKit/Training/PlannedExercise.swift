/// An exercise as a plan prescribes it: `Bench Press 3x5-8`, `Pull-up 3xAMRAP`.
public struct PlannedExercise: Sendable, Equatable {
    public var name: String
    public var exerciseID: String
    public var sets: Int
    /// The rep range; nil for as many reps as possible.
    public var reps: ClosedRange<Int>?
    public var note: String?

    public init(name: String, exerciseID: String, sets: Int, reps: ClosedRange<Int>?, note: String? = nil) {
        self.name = name
        self.exerciseID = exerciseID
        self.sets = sets
        self.reps = reps
        self.note = note
    }

    /// `3x5-8`, `3x5`, `3xAMRAP`.
    public var scheme: String {
        guard let reps else { return "\(sets)xAMRAP" }
        return reps.lowerBound == reps.upperBound
            ? "\(sets)x\(reps.lowerBound)" : "\(sets)x\(reps.lowerBound)-\(reps.upperBound)"
    }
}
