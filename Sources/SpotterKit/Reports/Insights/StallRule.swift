/// An exercise whose best estimated 1RM of the last 7 days is up less than 2 % on its best in the
/// week three weeks earlier (days 21–27 ago). Needs sessions in both weeks.
public struct StallRule: InsightRule {
    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        let formula = input.config.oneRepMax
        let recent = input.sessions(daysAgo: 6, through: 0)
        let earlier = input.sessions(daysAgo: 27, through: 21)
        var stalled: [(id: String, name: String, now: Double, then: Double)] = []
        for exerciseID in Set(recent.flatMap(\.exerciseIDs)).sorted() {
            guard
                let now = recent.compactMap({ $0.best(of: exerciseID, formula: formula) }).max(by: {
                    $0.kilograms < $1.kilograms
                }),
                let then = earlier.compactMap({ $0.best(of: exerciseID, formula: formula)?.kilograms }).max()
            else { continue }
            // Up less than 2 %: now < then × 1.02, written as now × 50 < then × 51 to stay exact.
            if now.kilograms * 50 < then * 51 { stalled.append((exerciseID, now.set.exercise, now.kilograms, then)) }
        }
        guard let worst = stalled.min(by: { $0.now / $0.then < $1.now / $1.then }) else { return nil }
        let change = (worst.now / worst.then - 1) * 100
        let now = Format.estimate(kilograms: worst.now, unit: input.config.units)
        let then = Format.estimate(kilograms: worst.then, unit: input.config.units)
        return Insight(
            kind: .stall, subject: worst.id,
            text: "\(worst.name) has stalled: best estimated 1RM \(now) this week against \(then) three weeks ago "
                + "(\(change >= 0 ? "+" : "")\(Format.number(change))%). A lighter week or a new rep scheme may restart it."
        )
    }
}
