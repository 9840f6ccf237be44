/// A line of set notation: the exercise words as typed and what to do.
public struct SetLine: Sendable, Equatable {
    /// The exercise name words as typed (`bench`, `zercher squat`); nil means the current exercise.
    public var exerciseText: String?
    /// Sets to log, or another training action.
    public var action: SetAction

    /// Creates a set line.
    public init(exerciseText: String?, action: SetAction) {
        self.exerciseText = exerciseText
        self.action = action
    }
}
