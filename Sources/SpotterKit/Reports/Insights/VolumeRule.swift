/// Working volume of the seven days before today more than 20 % above or below the mean of the four
/// seven-day windows before it. Windows of whole days end yesterday, so the insight shown before
/// today's session says the same after it, and a half-finished week never reads as a drop. Weeks
/// without training count as zero in the mean; the rule waits until the history reaches the oldest
/// window, so a journal two weeks old is not "up 300 %".
public struct VolumeRule: InsightRule {
    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        let recent = volume(input, week: 0)
        let previous = (1...4).map { volume(input, week: $0) }
        let sum = previous.reduce(0, +)
        let oldest = input.today.adding(days: -(7 * 4 + 1))
        guard recent > 0, sum > 0, input.trainedDays.contains(where: { $0 <= oldest }) else { return nil }
        let average = sum / 4
        let percent = Format.number((recent / average - 1) * 100, decimals: 0)
        let unit = input.config.units
        let figures =
            "\(Format.volume(kilograms: recent, unit: unit)) in the 7 days before today against "
            + "\(Format.volume(kilograms: average, unit: unit)) a week over the 4 weeks before"
        // recent > 1.2 × sum / 4 and recent < 0.8 × sum / 4, multiplied out so the thresholds are exact.
        if recent * 20 > sum * 6 {
            return Insight(
                kind: .volume, subject: "up",
                text: "Training volume is up \(percent)%: \(figures). Watch recovery: hold this week's loads "
                    + "before adding more.")
        }
        if recent * 5 < sum {
            return Insight(
                kind: .volume, subject: "down",
                text: "Training volume is down \(percent.dropFirst())%: \(figures). Unless it was a planned "
                    + "deload, get back to your usual sessions this week.")
        }
        return nil
    }

    /// Working volume of the seven whole days ending `week` weeks before yesterday.
    private func volume(_ input: InsightInput, week: Int) -> Double {
        input.sessions(daysAgo: 7 * week + 7, through: 7 * week + 1).reduce(0) { $0 + $1.volume() }
    }
}
