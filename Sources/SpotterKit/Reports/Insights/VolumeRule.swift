/// Working volume of the last 7 days more than 20 % above or below the mean of the four 7-day windows
/// before it. Rolling windows, so a half-finished calendar week never reads as a drop.
public struct VolumeRule: InsightRule {
    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        let recent = input.sessions(daysAgo: 6, through: 0).reduce(0) { $0 + $1.volume() }
        let previous = (1...4).map { week in
            input.sessions(daysAgo: 7 * week + 6, through: 7 * week).reduce(0) { $0 + $1.volume() }
        }
        let sum = previous.reduce(0, +)
        guard recent > 0, sum > 0 else { return nil }
        let average = sum / 4
        let percent = Format.number((recent / average - 1) * 100, decimals: 0)
        let unit = input.config.units
        // recent > 1.2 × sum / 4 and recent < 0.8 × sum / 4, multiplied out so the thresholds are exact.
        if recent * 20 > sum * 6 {
            return Insight(
                kind: .volume, subject: "up",
                text:
                    "Training volume is up \(percent)%: \(Format.volume(kilograms: recent, unit: unit)) in the last 7 "
                    + "days against \(Format.volume(kilograms: average, unit: unit)) a week before. Watch recovery.")
        }
        if recent * 5 < sum {
            return Insight(
                kind: .volume, subject: "down",
                text:
                    "Training volume is down \(percent.dropFirst())%: \(Format.volume(kilograms: recent, unit: unit)) "
                    + "in the last 7 days against \(Format.volume(kilograms: average, unit: unit)) a week before.")
        }
        return nil
    }
}
