/// A calendar date without a time zone (the user's local day).
public struct Day: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day containing a count of seconds since the epoch, already shifted to local time.
    init(localSeconds: Int64) {
        let days = Int((localSeconds - ((localSeconds % 86_400) + 86_400) % 86_400) / 86_400)
        self = Day(daysSinceEpoch: days)
    }

    /// Civil-from-days (Howard Hinnant's algorithm), valid for the proleptic Gregorian calendar.
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day `count` days later (or earlier when negative).
    public func adding(days count: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + count) }

    /// Monday = 0 ... Sunday = 6.
    public var weekdayIndex: Int { ((daysSinceEpoch % 7) + 7 + 3) % 7 }

    /// `2026-04-27`.
    public var iso8601: String {
        let y = String(year)
        let padded = String(repeating: "0", count: max(0, 4 - y.count)) + y
        return padded + "-" + Timestamp.twoDigits(month) + "-" + Timestamp.twoDigits(day)
    }

    public var description: String { iso8601 }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    /// Parses `2026-04-27`; nil if it is not a real date.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        self.init(year: y, month: m, day: d)
        guard Day(daysSinceEpoch: daysSinceEpoch) == self else { return nil }
    }
}
