/// A correction that removes earlier entries from every report (the lines themselves stay).
public struct DeletionRecord: Sendable, Equatable {
    public var targets: [String]
    /// `undo` or `delete`.
    public var cause: String

    public init(targets: [String], cause: String) {
        self.targets = targets
        self.cause = cause
    }
}
