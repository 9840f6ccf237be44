/// A line no stage could turn into an entry; kept so nothing typed is lost, with how to fix it.
public struct ReviewRecord: Sendable, Equatable {
    /// What the line seemed to be about: `set`, `weight`, `cardio`.
    public var about: String
    public var reason: String

    public init(about: String, reason: String) {
        self.about = about
        self.reason = reason.asSentence
    }
}
