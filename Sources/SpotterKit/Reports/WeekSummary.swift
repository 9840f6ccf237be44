/// A week of day summaries (`summary --week`) and its averages against the daily targets.
public struct WeekSummary: Sendable {
    public var firstDay: Day
    public var days: [DaySummary]
    public var targets: Targets

    /// Averages over the days with food logged, so a day not yet logged does not read as a fast.
    public struct Averages: Sendable, Equatable {
        public var kcal = 0.0
        public var protein = 0.0
        public var carbs = 0.0
        public var fat = 0.0
        /// Water is averaged over the days with water logged.
        public var waterML = 0.0
        public var loggedDays = 0
        public var trainedDays = 0
    }

    /// Builds the week starting on `firstDay` from the effective entries of its seven days.
    public init(firstDay: Day, entries: [Entry], weights: [Entry], targets: Targets, now: Timestamp) {
        self.firstDay = firstDay
        self.targets = targets
        var byDay: [Day: [Entry]] = [:]
        for entry in entries { byDay[entry.timestamp.day, default: []].append(entry) }
        days = (0..<7).map { offset in
            let day = firstDay.adding(days: offset)
            return DaySummary(day: day, entries: byDay[day] ?? [], weights: weights, targets: targets, now: now)
        }
    }

    /// True when the day has a finished or active workout or cardio.
    public static func trained(_ day: DaySummary) -> Bool {
        !day.workouts.isEmpty || day.activeWorkout != nil || !day.cardio.isEmpty
    }

    public var averages: Averages {
        var result = Averages()
        let logged = days.filter { $0.foodCount > 0 }
        result.loggedDays = logged.count
        result.trainedDays = days.filter(Self.trained).count
        if !logged.isEmpty {
            let count = Double(logged.count)
            result.kcal = logged.reduce(0) { $0 + $1.kcal } / count
            result.protein = logged.reduce(0) { $0 + $1.protein } / count
            result.carbs = logged.reduce(0) { $0 + $1.carbs } / count
            result.fat = logged.reduce(0) { $0 + $1.fat } / count
        }
        let watered = days.filter { $0.waterML > 0 }
        if !watered.isEmpty { result.waterML = watered.reduce(0) { $0 + $1.waterML } / Double(watered.count) }
        return result
    }
}
