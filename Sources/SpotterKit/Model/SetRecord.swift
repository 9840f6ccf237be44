/// One set of an exercise inside a workout session.
public struct SetRecord: Sendable, Equatable {
    /// The id of the session's `workout_start` entry.
    public var session: String
    public var exercise: String
    public var exerciseID: String
    /// True for a name not in the built-in library.
    public var custom: Bool
    public var reps: Int? { didSet { isWorking = Self.isWorking(flags: flags, reps: reps) } }
    /// The load as typed; nil for a bodyweight set.
    public var load: Load?
    public var rpe: Double?
    public var flags: [SetFlag] { didSet { isWorking = Self.isWorking(flags: flags, reps: reps) } }
    /// Words typed with the set that are not its figures (`felt grindy`).
    public var note: String?
    /// How long a timed hold lasted (`plank 60s`), in seconds; such a set has no reps.
    public var holdSeconds: Double?

    public init(
        session: String, exercise: String, exerciseID: String, custom: Bool = false, reps: Int?, load: Load?,
        rpe: Double? = nil, flags: [SetFlag] = [], note: String? = nil, holdSeconds: Double? = nil
    ) {
        self.session = session
        self.exercise = exercise
        self.exerciseID = exerciseID
        self.custom = custom
        self.reps = reps
        self.load = load
        self.rpe = rpe
        self.flags = flags
        self.note = note
        self.holdSeconds = holdSeconds
        isWorking = Self.isWorking(flags: flags, reps: reps)
    }

    /// Warm-ups and 0-rep sets (a failed attempt) do not count toward the rep counter or progression.
    ///
    /// Stored, and kept up as flags and reps change: a computed property read on a set in an array
    /// (`sets[index].isWorking`, on every set line and wrap-up) copied the whole set first, retaining
    /// and releasing each of its texts.
    public private(set) var isWorking: Bool

    private static func isWorking(flags: [SetFlag], reps: Int?) -> Bool { !flags.contains(.warmup) && reps != 0 }

    /// Reps × kilograms; bodyweight sets add 0.
    public var volumeKilograms: Double { Self.volumeKilograms(reps: reps, load: load) }

    /// `volumeKilograms` from the two fields it reads, for a set read in place in an array: the
    /// property copied the whole set first.
    static func volumeKilograms(reps: Int?, load: Load?) -> Double { Double(reps ?? 0) * (load?.kilograms ?? 0) }
}
