/// One set as read from a line, before the engine ties it to an exercise and a session.
public struct ParsedSet: Sendable, Equatable {
    /// Repetitions done; nil only where the line gave none.
    public var reps: Int?
    /// The load; nil means body weight or not given.
    public var load: Load?
    /// Rate of perceived exertion, 1–10.
    public var rpe: Double?
    /// Warm-up, to failure, drop set.
    public var flags: [SetFlag]
    /// Seconds held, for a timed hold (`plank 60s`), which has no reps.
    public var holdSeconds: Double?

    /// Creates a parsed set.
    public init(reps: Int?, load: Load?, rpe: Double? = nil, flags: [SetFlag] = [], holdSeconds: Double? = nil) {
        self.reps = reps
        self.load = load
        self.rpe = rpe
        self.flags = flags
        self.holdSeconds = holdSeconds
    }
}
