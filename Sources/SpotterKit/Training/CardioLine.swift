/// A cardio line: the modality and whatever distance, duration and intervals it gave.
public struct CardioLine: Sendable, Equatable {
    /// Run, swim, row, bike and so on.
    public var modality: CardioModality
    /// Total distance in metres (intervals included).
    public var distanceMeters: Double?
    /// Total duration in seconds.
    public var durationSeconds: Double?
    /// Number of repeats, 5 in `5x100m sprints`.
    public var intervals: Int?
    /// Distance of one repeat in metres, 100 in `5x100m sprints`.
    public var intervalMeters: Double?
    /// The other words, e.g. `easy` in `easy run`.
    public var context: String?
    /// True when the line counted steps (`walked 10000 steps`, kept in `context`): a walk done, not one to time.
    public var countsSteps: Bool

    /// Creates a cardio line.
    public init(
        modality: CardioModality, distanceMeters: Double? = nil, durationSeconds: Double? = nil,
        intervals: Int? = nil, intervalMeters: Double? = nil, context: String? = nil, countsSteps: Bool = false
    ) {
        self.modality = modality
        self.distanceMeters = distanceMeters
        self.durationSeconds = durationSeconds
        self.intervals = intervals
        self.intervalMeters = intervalMeters
        self.context = context
        self.countsSteps = countsSteps
    }

    /// True when the line gave neither distance nor duration (nor steps), so a timed bout starts.
    public var isTimedStart: Bool { distanceMeters == nil && durationSeconds == nil && !countsSteps }
}
