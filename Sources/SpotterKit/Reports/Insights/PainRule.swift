/// A pain tag noted in three or more sessions within 14 days.
public struct PainRule: InsightRule {
    public static let days = 14
    public static let times = 3

    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        var counts: [String: Int] = [:]
        var sides: [String: Set<String?>] = [:]
        for session in input.sessions(daysAgo: Self.days - 1, through: 0) {
            // Tags stored before they were normalised (`Shoulders`, `knee and lower back`) count as their places.
            let tags = (session.note?.pain ?? []).flatMap(PainTag.tags(in:))
            for place in Set(tags.map(\.place)) { counts[place, default: 0] += 1 }
            for tag in tags { sides[tag.place, default: []].insert(tag.side) }
        }
        // The most frequent tag; ties go to the alphabetically first so the choice is stable.
        guard
            let (tag, count) = counts.filter({ $0.value >= Self.times }).min(by: { lhs, rhs in
                lhs.value == rhs.value ? lhs.key < rhs.key : lhs.value > rhs.value
            })
        else { return nil }
        // One side throughout is said (`shoulder (left)`); mixed sides are the place.
        let side = sides[tag].flatMap { $0.count == 1 ? $0.first ?? nil : nil }
        let shown = PainTag(place: tag, side: side).text
        return Insight(
            kind: .pain, subject: tag,
            text: "Pain in your \(shown) noted after \(count) sessions in the last \(Self.days) days: "
                + "go lighter or swap the movements that hurt, and get it checked if it persists.")
    }
}
