/// A span of days named in a question: `this week`, `last month`, `last 30 days`, `today`, or all time.
public struct Period: Sendable, Equatable {
    /// nil for all time.
    public var first: Day?
    public var last: Day
    /// How an answer names it: `this week`, `the last 30 days`.
    public var label: String

    /// Finds a period in the words of a question; nil when none is named.
    public static func find(in words: [String], today: Day, weekStart: WeekStart) -> Period? {
        let text = " " + words.joined(separator: " ") + " "
        let week = weekStart.firstDay(ofWeekContaining: today)
        let month = Day(year: today.year, month: today.month, day: 1)
        let previousMonth = month.adding(days: -1)
        if let count = days(in: words) {
            return Period(first: today.adding(days: -(count - 1)), last: today, label: "the last \(count) days")
        }
        let named: [(String, Period)] = [
            (" today ", Period(first: today, last: today, label: "today")),
            (" yesterday ", Period(first: today.adding(days: -1), last: today.adding(days: -1), label: "yesterday")),
            (" this week ", Period(first: week, last: today, label: "this week")),
            (" last week ", Period(first: week.adding(days: -7), last: week.adding(days: -1), label: "last week")),
            (" this month ", Period(first: month, last: today, label: "this month")),
            (
                " last month ",
                Period(
                    first: Day(year: previousMonth.year, month: previousMonth.month, day: 1), last: previousMonth,
                    label: "last month")
            ),
            (" this year ", Period(first: Day(year: today.year, month: 1, day: 1), last: today, label: "this year")),
            (" ever ", Period(first: nil, last: today, label: "all time")),
            (" all time ", Period(first: nil, last: today, label: "all time")),
        ]
        return named.first { text.contains($0.0) }?.1
    }

    /// `last 30 days`, `past 2 weeks`, `in the last 3 months` as a day count.
    static func days(in words: [String]) -> Int? {
        for index in words.indices.dropFirst() where ["last", "past"].contains(words[index - 1]) {
            guard let count = Int(words[index]), count > 0, count <= 3650, index + 1 < words.count else { continue }
            switch words[index + 1] {
            case "day", "days": return count
            case "week", "weeks": return count * 7
            case "month", "months": return count * 30
            default: continue
            }
        }
        return nil
    }

    public static func allTime(through today: Day) -> Period { Period(first: nil, last: today, label: "all time") }
}
