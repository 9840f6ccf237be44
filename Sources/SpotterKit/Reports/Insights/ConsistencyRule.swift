/// Training days this week against `days_per_week`: behind pace or near the week's end with sessions
/// still to do, or the target reached. Silent on the first day of the week, when nothing can be
/// behind yet; for someone who has never trained before this week (a new journal), with no habit to
/// measure yet; and when the target can no longer be met this week (one session a day at most).
public struct ConsistencyRule: InsightRule {
    /// Within this many days of the week's end, sessions still needed are said even on pace.
    static let closingDays = 2

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
        // The days still open: the rest of the week, and today unless it is already a training day.
        let left = 6 - elapsed + (input.trainedDays.contains(input.today) ? 0 : 1)
        let needed = target - done
        guard needed <= left else { return nil }
        // Behind pace: fewer days than the target prorated over the days already gone (today excluded).
        let behind = done < target * elapsed / 7
        guard behind || left <= Self.closingDays else { return nil }
        let next =
            needed == 1 ? "one more hits your target of \(target)" : "\(needed) more hit your target of \(target)"
        return Insight(
            kind: .consistency, subject: week,
            text: "\(Format.count(done, "session")) this week with \(Format.count(left, "day")) left — \(next).")
    }
}
