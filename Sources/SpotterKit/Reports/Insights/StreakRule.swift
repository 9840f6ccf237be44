/// A run of consecutive days with something logged (7 or more) or of weeks with a workout (4 or
/// more). A streak still counts when today or this week has nothing yet: it is not broken until it ends.
public struct StreakRule: InsightRule {
    public static let loggingDays = 7
    public static let trainingWeeks = 4

    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        let days = Self.loggingStreak(input)
        let weeks = Self.trainingStreak(input)
        var parts: [String] = []
        if days >= Self.loggingDays { parts.append("\(days) days in a row with something logged") }
        if weeks >= Self.trainingWeeks { parts.append("\(weeks) weeks in a row with training") }
        guard !parts.isEmpty else { return nil }
        return Insight(kind: .streak, subject: "streak", text: "Streak: " + parts.joined(separator: " and ") + ".")
    }

    static func loggingStreak(_ input: InsightInput) -> Int {
        var day = input.loggedDays.contains(input.today) ? input.today : input.today.adding(days: -1)
        var count = 0
        while input.loggedDays.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    static func trainingStreak(_ input: InsightInput) -> Int {
        let weekStart = input.config.weekStart
        var weeks = Set<Day>()
        for day in input.trainedDays { weeks.insert(weekStart.firstDay(ofWeekContaining: day)) }
        let current = weekStart.firstDay(ofWeekContaining: input.today)
        var week = weeks.contains(current) ? current : current.adding(days: -7)
        var count = 0
        while weeks.contains(week) {
            count += 1
            week = week.adding(days: -7)
        }
        return count
    }
}
