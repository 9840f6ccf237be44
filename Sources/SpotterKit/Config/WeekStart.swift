/// Which day a week starts on in calendars and weekly reports.
public enum WeekStart: String, Sendable {
    case monday, sunday
}

extension WeekStart {
    /// The first day of the week that holds `day`.
    public func firstDay(ofWeekContaining day: Day) -> Day {
        let offset = self == .monday ? day.weekdayIndex : (day.weekdayIndex + 1) % 7
        return day.adding(days: -offset)
    }
}
