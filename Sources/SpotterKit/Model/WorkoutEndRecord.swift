/// The end of a workout with its totals as they stood when it ended.
public struct WorkoutEndRecord: Sendable, Equatable {
    public var session: String
    public var durationSeconds: Double
    /// Working sets (warm-ups excluded).
    public var sets: Int
    public var volumeKilograms: Double

    public init(session: String, durationSeconds: Double, sets: Int, volumeKilograms: Double) {
        self.session = session
        self.durationSeconds = durationSeconds
        self.sets = sets
        self.volumeKilograms = volumeKilograms
    }
}
