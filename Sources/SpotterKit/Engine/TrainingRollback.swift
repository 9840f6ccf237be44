/// How a line's change to the training state is taken back when its entries are refused or cannot be
/// written: the state as it was, or only how many sets a set line appended. Boxed (`indirect`), so the
/// lines that change nothing, most of them, only drop an empty pointer.
indirect enum TrainingRollback {
    /// The whole state before the line (a session started or ended, a bout, a set line held for review).
    case state(TrainingState)
    /// Sets appended to the active workout in place. A copy of the state taken first would share the
    /// session's list, and the append would then copy the whole list on every set line.
    case appendedSets(count: Int, currentExercise: Exercise?, lastActivity: Timestamp)

    /// Puts `state` back as it was before the line.
    func restore(_ state: inout TrainingState) {
        switch self {
        case .state(let before):
            state = before
        case .appendedSets(let count, let currentExercise, let lastActivity):
            state.workout?.sets.removeLast(count)
            state.workout?.currentExercise = currentExercise
            state.workout?.lastActivity = lastActivity
        }
    }
}
