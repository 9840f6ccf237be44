/// A pain tag noted in three or more sessions within 14 days.
public struct PainRule: InsightRule {
    public static let days = 14
    public static let times = 3

    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        var counts: [String: Int] = [:]
        for session in input.sessions(daysAgo: Self.days - 1, through: 0) {
            for tag in Set(session.note?.pain ?? []) { counts[tag, default: 0] += 1 }
        }
        // The most frequent tag; ties go to the alphabetically first so the choice is stable.
        guard
            let (tag, count) = counts.filter({ $0.value >= Self.times }).min(by: { lhs, rhs in
                lhs.value == rhs.value ? lhs.key < rhs.key : lhs.value > rhs.value
            })
        else { return nil }
        return Insight(
            kind: .pain, subject: tag,
            text: "Pain in your \(tag) noted after \(count) sessions in the last \(Self.days) days: "
                + "go lighter or swap the movements that hurt, and get it checked if it persists.")
    }
}
