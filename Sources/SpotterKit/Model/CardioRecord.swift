/// A finished cardio bout: logged at once from shorthand, or at `done` after a timed start.
public struct CardioRecord: Sendable, Equatable {
    public var modality: CardioModality
    public var distanceMeters: Double?
    public var durationSeconds: Double?
    public var intervals: Int?
    public var intervalMeters: Double?
    public var context: String?
    /// The id of the `cardio_start` entry when this bout was timed.
    public var bout: String?

    public init(
        modality: CardioModality, distanceMeters: Double? = nil, durationSeconds: Double? = nil,
        intervals: Int? = nil, intervalMeters: Double? = nil, context: String? = nil, bout: String? = nil
    ) {
        self.modality = modality
        self.distanceMeters = distanceMeters
        self.durationSeconds = durationSeconds
        self.intervals = intervals
        self.intervalMeters = intervalMeters
        self.context = context
        self.bout = bout
    }
}
