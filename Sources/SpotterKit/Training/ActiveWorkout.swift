/// The workout in progress: its start, the exercise being trained and the sets so far.
public struct ActiveWorkout: Sendable, Equatable {
    /// The id of the `workout_start` entry.
    public var session: String
    public var started: Timestamp
    public var name: String?
    /// The plan and plan day this session follows, when it follows one.
    public var plan: String?
    public var day: String?
    public var currentExercise: Exercise?
    public var sets: [SetRecord] = []
    /// When the session last saw a set (or its start): a session quiet for 12 hours was left open.
    public var lastActivity: Timestamp

    public init(
        session: String, started: Timestamp, name: String?, plan: String? = nil, day: String? = nil,
        currentExercise: Exercise? = nil
    ) {
        self.session = session
        self.started = started
        self.name = name
        self.plan = plan
        self.day = day
        lastActivity = started
        self.currentExercise = currentExercise
        // Room for a usual session's sets at once: appended line by line, the list was moved to a bigger
        // one four times a session.
        sets.reserveCapacity(32)
    }
}
