/// What the sets of an exercise say once its prescribed sets are done, on its rep range.
public enum ProgressionPrompt: Sendable, Equatable {
    /// Set 1 or set 2 fell below the range: the load is too heavy for now.
    case regression
    /// Sets 1 and 2 reached the top and set 3 (if any) the bottom: time to add load.
    case progression
    /// Anywhere in between.
    case consistency
    /// Sets 1 and 2 reached the top but set 3 fell below the bottom.
    case strongStartWeakFinish

    /// The prompt for the reps of the working sets in order, or nil while fewer than `prescribed` are done.
    public static func evaluate(reps: [Int], prescribed: Int, range: ClosedRange<Int>) -> ProgressionPrompt? {
        guard prescribed > 0, reps.count >= prescribed, reps.count >= 1 else { return nil }
        let first = reps[0]
        let second = reps.count > 1 ? reps[1] : reps[0]
        let third = reps.count > 2 ? reps[2] : nil
        if first < range.lowerBound || second < range.lowerBound { return .regression }
        let strongStart = first >= range.upperBound && second >= range.upperBound
        guard strongStart else { return .consistency }
        if let third, third < range.lowerBound { return .strongStartWeakFinish }
        return .progression
    }

    /// The short message shown after the sets.
    public var message: String {
        switch self {
        case .regression: "Regression: the first sets fell below the range; hold or lighten the load next time."
        case .progression: "Progression: top of the range on the first sets; add load next session."
        case .consistency: "Consistency: inside the range; same load, chase one more rep."
        case .strongStartWeakFinish:
            "Consistency (strong start, weak finish): top of the range early, last set below it; same load."
        }
    }
}
