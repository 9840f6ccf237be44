/// Which day a week starts on in calendars and weekly reports.
public enum WeekStart: String, Sendable, Codable {
    case monday, sunday
}
