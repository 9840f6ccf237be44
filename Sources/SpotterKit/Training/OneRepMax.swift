/// Estimated one-rep max from a set's load and reps.
public enum OneRepMax: String, Sendable {
    case epley, brzycki

    /// Above this many reps neither formula holds: no estimate is made.
    public static let maxReps = 12

    /// The estimate in the load's own unit; a single rep is the load itself, nil for no reps or for
    /// more than `maxReps`, where Epley and Brzycki stop being estimates of a single.
    public func estimate(load: Double, reps: Int) -> Double? {
        guard reps > 0, reps <= Self.maxReps, load > 0 else { return nil }
        if reps == 1 { return load }
        switch self {
        case .epley: return load * (1 + Double(reps) / 30)
        case .brzycki:
            guard reps < 37 else { return nil }
            return load * 36 / Double(37 - reps)
        }
    }

    /// The best estimate among sets (the session's best set).
    public func best(_ sets: [(load: Double, reps: Int)]) -> Double? {
        sets.compactMap { estimate(load: $0.load, reps: $0.reps) }.max()
    }
}
