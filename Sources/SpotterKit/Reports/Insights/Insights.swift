/// The insight rules in priority order, and the choice of at most two to show.
public enum Insights {
    /// Every rule, in the priority order of `Insight.Kind`.
    public static let rules: [any InsightRule] = [
        PainRule(), ProgressionReadyRule(), StallRule(), ConsistencyRule(), VolumeRule(), StreakRule(),
    ]

    /// At most this many are shown at once: more would be read as noise.
    public static let limit = 2

    /// Every relevant insight, highest priority first.
    public static func all(_ input: InsightInput) -> [Insight] {
        rules.compactMap { $0.evaluate(input) }.sorted { $0.kind < $1.kind }
    }

    /// The insights to show: relevant, not dismissed, at most `limit`.
    public static func shown(_ input: InsightInput, dismissals: InsightDismissals) -> [Insight] {
        Array(all(input).filter { !dismissals.hides($0.id, on: input.today) }.prefix(limit))
    }
}
