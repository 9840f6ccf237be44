/// A line of set notation: the exercise words as typed and what to do.
public struct SetLine: Sendable, Equatable {
    /// The exercise name words as typed (`bench`, `zercher squat`); nil means the current exercise.
    public var exerciseText: String?
    /// Sets to log, or another training action.
    public var action: SetAction
    /// The words as typed when they were one typo from the exercise named in `exerciseText`.
    public var correctedFrom: String?
    /// The words around a known exercise's sets that are not its name (`felt grindy`), kept with the sets.
    public var note: String?

    /// Creates a set line.
    public init(exerciseText: String?, action: SetAction, correctedFrom: String? = nil, note: String? = nil) {
        self.exerciseText = exerciseText
        self.action = action
        self.correctedFrom = correctedFrom
        self.note = note
    }

    /// Puts `words` said before the sets (`feeling good,`, `top set`) in front of their note.
    mutating func prefixNote(with words: String) {
        note = note.map { words + " " + $0 } ?? words
    }
}
