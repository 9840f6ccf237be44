/// The end of a workout with its totals as they stood when it ended.
public struct WorkoutEndRecord: Sendable, Equatable {
    public var session: String
    public var durationSeconds: Double
    /// Working sets (warm-ups excluded).
    public var sets: Int
    public var volumeKilograms: Double
    /// Each exercise's best estimated one-rep max in this session, stored for trends and records.
    public var bests: [ExerciseBest]

    public init(
        session: String, durationSeconds: Double, sets: Int, volumeKilograms: Double, bests: [ExerciseBest] = []
    ) {
        self.session = session
        self.durationSeconds = durationSeconds
        self.sets = sets
        self.volumeKilograms = volumeKilograms
        self.bests = bests
    }
}
