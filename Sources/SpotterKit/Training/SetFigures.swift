/// A set's numbers without its texts, as an exercise's history keeps them: plain values, so the
/// coaching that reads the last sessions on every set line copies and frees them without reference counting.
struct SetFigures: Sendable, Equatable {
    var reps: Int?
    /// The load as typed; nil for a bodyweight set.
    var load: Load?
    var rpe: Double?
    /// How long a timed hold lasted, in seconds; such a set has no reps.
    var holdSeconds: Double?

    init(reps: Int?, load: Load?, rpe: Double? = nil, holdSeconds: Double? = nil) {
        self.reps = reps
        self.load = load
        self.rpe = rpe
        self.holdSeconds = holdSeconds
    }

    init(_ set: SetRecord) {
        self.init(reps: set.reps, load: set.load, rpe: set.rpe, holdSeconds: set.holdSeconds)
    }
}
