/// The workout in progress: its start, the exercise being trained and the sets so far.
public struct ActiveWorkout: Sendable, Equatable {
    /// The id of the `workout_start` entry.
    public var session: String
    public var started: Timestamp
    public var name: String?
    public var currentExercise: Exercise?
    public var sets: [SetRecord] = []

    public init(session: String, started: Timestamp, name: String?, currentExercise: Exercise? = nil) {
        self.session = session
        self.started = started
        self.name = name
        self.currentExercise = currentExercise
    }

    /// The last set logged for an exercise in this session.
    func lastSet(of exerciseID: String) -> SetRecord? { sets.last { $0.exerciseID == exerciseID } }
}
