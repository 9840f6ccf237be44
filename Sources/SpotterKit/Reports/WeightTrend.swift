/// Body weight per day with its trailing 7-day average (`spotter trends weight`).
public struct WeightTrend: Sendable {
    /// A day's reading (the last of the day) and the mean of the readings of the seven days ending on it.
    public struct Point: Sendable, Equatable {
        public var day: Day
        public var kilograms: Double
        public var averageKilograms: Double
    }

    public var points: [Point]
    /// The unit of the latest reading, used for display.
    public var unit: WeightUnit

    public init(readings: [Entry]) {
        var byDay: [(day: Day, kilograms: Double)] = []
        var unit = WeightUnit.kg
        for entry in readings.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard case .bodyWeight(let reading) = entry.payload else { continue }
            unit = reading.load.unit
            if byDay.last?.day == entry.timestamp.day {
                byDay[byDay.count - 1].kilograms = reading.load.kilograms
            } else {
                byDay.append((entry.timestamp.day, reading.load.kilograms))
            }
        }
        self.unit = unit
        var start = 0
        var sum = 0.0
        points = byDay.indices.map { index in
            sum += byDay[index].kilograms
            while byDay[index].day.daysSinceEpoch - byDay[start].day.daysSinceEpoch >= 7 {
                sum -= byDay[start].kilograms
                start += 1
            }
            return Point(
                day: byDay[index].day, kilograms: byDay[index].kilograms,
                averageKilograms: sum / Double(index - start + 1))
        }
    }

    /// The mean of the days' readings (the last of each day) over the seven days ending on `day`, or
    /// nil with none: the one 7-day average `today`, `summary`, `trends` and `ask` all show.
    public func average(endingOn day: Day) -> Double? {
        let end = day.daysSinceEpoch
        let week = points.filter { (end - 6...end).contains($0.day.daysSinceEpoch) }
        return week.isEmpty ? nil : week.reduce(0) { $0 + $1.kilograms } / Double(week.count)
    }

    /// Kilograms in the display unit.
    public func shown(_ kilograms: Double) -> Double { unit.amount(ofKilograms: kilograms) }
}
