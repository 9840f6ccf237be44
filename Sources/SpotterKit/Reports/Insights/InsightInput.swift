/// What the insight rules look at: recent sessions, the days with any entry, and the settings.
public struct InsightInput: Sendable {
    public var today: Day
    /// Sessions of the last `InsightInput.lookbackDays` days, oldest first.
    public var sessions: [TrainingSession]
    /// Days with at least one journal line, and days with a workout, over the whole journal.
    public var loggedDays: Set<Day>
    public var trainedDays: Set<Day>
    public var config: Config
    public var plans: [Plan]
    public var library: ExerciseLibrary

    /// Five seven-day windows ending yesterday, and today: the volume rule's reach.
    public static let lookbackDays = 36

    public init(
        today: Day, sessions: [TrainingSession], loggedDays: Set<Day>, trainedDays: Set<Day>, config: Config,
        plans: [Plan] = [], library: ExerciseLibrary = .builtIn
    ) {
        self.today = today
        self.sessions = sessions
        self.loggedDays = loggedDays
        self.trainedDays = trainedDays
        self.config = config
        self.plans = plans
        self.library = library
    }

    /// Sessions whose day lies `from` to `through` days before today (0 is today), inclusive.
    func sessions(daysAgo from: Int, through: Int) -> [TrainingSession] {
        let low = today.daysSinceEpoch - from
        let high = today.daysSinceEpoch - through
        return sessions.filter { (low...high).contains($0.day.daysSinceEpoch) }
    }
}
