/// Training days this week against `days_per_week`: behind pace, or the target reached. Silent on the
/// first day of the week, when nothing can be behind yet, and for someone who has never trained before
/// this week (a new journal): there is no habit to measure yet.
public struct ConsistencyRule: InsightRule {
    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        let target = input.config.daysPerWeek
        let first = input.config.weekStart.firstDay(ofWeekContaining: input.today)
        let elapsed = input.today.daysSinceEpoch - first.daysSinceEpoch
        guard elapsed > 0, input.trainedDays.contains(where: { $0 < first }) else { return nil }
        let done = (0...elapsed).filter { input.trainedDays.contains(first.adding(days: $0)) }.count
        let week = first.iso8601
        if done >= target {
            return Insight(
                kind: .consistency, subject: week + ":met",
                text: "\(done) of \(target) training days done this week: target reached.")
        }
        // Behind pace: fewer days than the target prorated over the days already gone (today excluded).
        let expected = target * elapsed / 7
        guard done < expected else { return nil }
        let left = 7 - elapsed
        return Insight(
            kind: .consistency, subject: week,
            text: "\(done) of \(target) training days so far this week, behind pace; \(target - done) to go in the "
                + "\(left) " + (left == 1 ? "day" : "days") + " left, today included.")
    }
}
