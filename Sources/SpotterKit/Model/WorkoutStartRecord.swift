/// The start of a workout; its entry id is the session id that its sets and end refer to.
public struct WorkoutStartRecord: Sendable, Equatable {
    /// The name hint typed after the keyword (`push` in `gym push`).
    public var name: String?
    /// True when an exercise line started the session without a workout keyword.
    public var implicit: Bool
    /// The active plan's name when the session is one of its days.
    public var plan: String?
    /// The plan day this session follows (`Push`), so `gym` can pick the next one in rotation.
    public var day: String?

    public init(name: String? = nil, implicit: Bool = false, plan: String? = nil, day: String? = nil) {
        self.name = name
        self.implicit = implicit
        self.plan = plan
        self.day = day
    }
}
