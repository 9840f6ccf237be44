/// A timed cardio bout in progress, ended by `done`.
public struct ActiveCardio: Sendable, Equatable {
    /// The id of the `cardio_start` entry.
    public var bout: String
    public var started: Timestamp
    public var modality: CardioModality
    public var context: String?
}
