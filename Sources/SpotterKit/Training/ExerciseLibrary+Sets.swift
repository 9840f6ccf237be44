extension ExerciseLibrary {
    /// The exercise a journaled set was of (a custom one when the library no longer knows it).
    func exercise(forSet set: SetRecord) -> Exercise {
        exercise(id: set.exerciseID) ?? exerciseOrCustom(named: set.exercise)
    }
}
