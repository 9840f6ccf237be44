/// An exercise's estimated one-rep max per session and its working volume per week (`spotter trends`).
public struct ExerciseTrend: Sendable {
    /// One session's best set.
    public struct Point: Sendable, Equatable {
        public var day: Day
        public var estimatedKilograms: Double
        public var set: SetRecord
    }

    /// One week's working volume of the exercise.
    public struct Week: Sendable, Equatable {
        public var firstDay: Day
        public var volumeKilograms: Double
    }

    public var exercise: Exercise
    public var formula: OneRepMax
    public var points: [Point]
    /// Every week from the first session's to the last's, empty weeks included as 0.
    public var weeks: [Week]

    public init(exercise: Exercise, sessions: [TrainingSession], formula: OneRepMax, weekStart: WeekStart) {
        self.exercise = exercise
        self.formula = formula
        var points: [Point] = []
        var volumes: [Day: Double] = [:]
        for session in sessions {
            let volume = session.volume(of: exercise.id)
            if volume > 0 { volumes[weekStart.firstDay(ofWeekContaining: session.day), default: 0] += volume }
            if let best = session.best(of: exercise.id, formula: formula) {
                points.append(Point(day: session.day, estimatedKilograms: best.kilograms, set: best.set))
            }
        }
        self.points = points
        if let first = volumes.keys.min(), let last = volumes.keys.max() {
            weeks = stride(from: first.daysSinceEpoch, through: last.daysSinceEpoch, by: 7).map {
                let day = Day(daysSinceEpoch: $0)
                return Week(firstDay: day, volumeKilograms: volumes[day] ?? 0)
            }
        } else {
            weeks = []
        }
    }

    /// The session with the highest estimate.
    public var best: Point? { points.max { $0.estimatedKilograms < $1.estimatedKilograms } }
}
