/// A month of days, each with its workouts, cardio and whether food was logged (`spotter calendar`).
public struct MonthCalendar: Sendable {
    /// What one day of the month holds.
    public struct DayMarks: Sendable, Equatable {
        public var day: Day
        /// One letter per workout: the plan day's initial, else the name hint's, else `W`.
        public var workouts: [(mark: Character, label: String)] = []
        public var cardio: [String] = []
        public var foodCount = 0

        public static func == (lhs: DayMarks, rhs: DayMarks) -> Bool {
            lhs.day == rhs.day && lhs.workouts.map(\.label) == rhs.workouts.map(\.label) && lhs.cardio == rhs.cardio
                && lhs.foodCount == rhs.foodCount
        }
    }

    public var year: Int
    public var month: Int
    public var weekStart: WeekStart
    public var days: [DayMarks]

    /// The journal kinds a calendar reads.
    static let kinds = ["workout_start", "cardio", "food"]

    /// The month's first day and last day.
    public static func range(year: Int, month: Int) -> (first: Day, last: Day) {
        let first = Day(year: year, month: month, day: 1)
        let next = month == 12 ? Day(year: year + 1, month: 1, day: 1) : Day(year: year, month: month + 1, day: 1)
        return (first, next.adding(days: -1))
    }

    /// Builds the month from effective entries dated within it.
    public init(year: Int, month: Int, weekStart: WeekStart, entries: [Entry]) {
        self.year = year
        self.month = month
        self.weekStart = weekStart
        let (first, last) = Self.range(year: year, month: month)
        days = (first.daysSinceEpoch...last.daysSinceEpoch).map { DayMarks(day: Day(daysSinceEpoch: $0)) }
        for entry in entries {
            let offset = entry.timestamp.day.daysSinceEpoch - first.daysSinceEpoch
            guard days.indices.contains(offset) else { continue }
            switch entry.payload {
            case .workoutStart(let start):
                let label = start.day ?? start.name ?? "workout"
                let mark = (start.day ?? start.name)?.first(where: \.isLetter)?.uppercased().first ?? "W"
                days[offset].workouts.append((mark, label))
            case .cardio(let cardio): days[offset].cardio.append(cardio.modality.rawValue)
            case .food: days[offset].foodCount += 1
            default: break
            }
        }
    }

    /// `April 2026`.
    public var title: String { Self.monthNames[month - 1] + " " + String(year) }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// Parses `YYYY-MM`.
    public static func parseMonth(_ text: String) -> (year: Int, month: Int)? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
            let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }
}
