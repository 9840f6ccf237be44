/// What a training line asks the engine to do.
public enum SetAction: Sendable, Equatable {
    /// Log these sets (`bench 3x5 100kg` is three sets).
    case sets([ParsedSet])
    /// Repeat the last set (`same`, `one more`, `another`, `again`).
    case repeatLast
    /// Add to the last load (`+2.5`, `+5 lb`); nil unit means the unit of that load.
    case addLoad(Double, WeightUnit?)
    /// Make the named exercise current (a bare known exercise name).
    case selectExercise
    /// Give the last set of the workout this RPE (`rpe 8`, `last set rpe 9`), as an edit of it.
    case rateLast(Double)
    /// The line is set notation but cannot be logged as it stands; `reason` tells the user why.
    case needsReps(setCount: Int?, load: Load?, reason: String)
}
