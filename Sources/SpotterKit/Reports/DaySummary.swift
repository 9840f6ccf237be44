/// One day's totals: food against targets, water, body weight, training, and how complete the figures are.
public struct DaySummary: Sendable {
    public var day: Day
    public var targets: Targets
    public var kcal = 0.0
    public var protein = 0.0
    public var carbs = 0.0
    public var fat = 0.0
    public var fiber = 0.0
    public var foodCount = 0
    public var waterML = 0.0
    /// The latest reading on or before the day.
    public var latestWeight: (load: Load, day: Day)?
    /// The mean of the readings in the seven days ending on the day, in kilograms.
    public var weightAverageKilograms: Double?
    public var workouts: [WorkoutSummary] = []
    public var activeWorkout: WorkoutSummary?
    public var cardio: [CardioRecord] = []
    public var estimatedCount = 0
    /// Day-numbered items that need review, with their text.
    public var reviewItems: [(number: Int, text: String)] = []

    /// Builds the summary from the effective entries of the day (numbered as in the feed) and the
    /// effective body-weight entries up to the day.
    public init(day: Day, entries: [Entry], weights: [Entry], targets: Targets, now: Timestamp) {
        self.day = day
        self.targets = targets
        var sessions: [String: (start: Entry, sets: [SetRecord], end: WorkoutEndRecord?)] = [:]
        var sessionOrder: [String] = []
        for (index, entry) in entries.enumerated() {
            switch entry.payload {
            case .food(let food):
                foodCount += 1
                kcal += food.kcal ?? 0
                protein += food.protein ?? 0
                carbs += food.carbs ?? 0
                fat += food.fat ?? 0
                fiber += food.fiber ?? 0
                if food.status == .estimated { estimatedCount += 1 }
                if food.status == .needsReview { reviewItems.append((index + 1, food.text)) }
            case .water(let water): waterML += water.milliliters
            case .review: reviewItems.append((index + 1, entry.input))
            case .workoutStart:
                sessions[entry.id] = (entry, [], nil)
                sessionOrder.append(entry.id)
            case .workoutSet(let set): sessions[set.session]?.sets.append(set)
            case .workoutEnd(let end): sessions[end.session]?.end = end
            case .cardio(let record): cardio.append(record)
            default: break
            }
        }
        for id in sessionOrder {
            guard let session = sessions[id], case .workoutStart(let start) = session.start.payload else { continue }
            let ended = session.end.map {
                Timestamp(
                    seconds: session.start.timestamp.seconds &+ Int64($0.durationSeconds.wholeNumber ?? 0), offset: 0)
            }
            let summary = WorkoutSummary(
                name: start.name, started: session.start.timestamp, ended: ended ?? now, sets: session.sets)
            if session.end == nil { activeWorkout = summary } else { workouts.append(summary) }
        }
        let lastDay = day.daysSinceEpoch
        let upToDay = weights.filter { $0.timestamp.day.daysSinceEpoch <= lastDay }
        if let last = upToDay.last, case .bodyWeight(let reading) = last.payload {
            latestWeight = (reading.load, last.timestamp.day)
        }
        weightAverageKilograms = WeightTrend(readings: upToDay).average(endingOn: day)
    }

    /// True when every food has figures from the table or the user (no estimates, nothing to review).
    public var isComplete: Bool { estimatedCount == 0 && reviewItems.isEmpty }
}
