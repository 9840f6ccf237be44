/// The start of a workout; its entry id is the session id that its sets and end refer to.
public struct WorkoutStartRecord: Sendable, Equatable {
    /// The name hint typed after the keyword (`push` in `gym push`).
    public var name: String?
    /// True when an exercise line started the session without a workout keyword.
    public var implicit: Bool

    public init(name: String? = nil, implicit: Bool = false) {
        self.name = name
        self.implicit = implicit
    }
}
