/// A workout's totals: duration, working sets, volume and what was done per exercise.
public struct WorkoutSummary: Sendable, Equatable {
    public var name: String?
    public var started: Timestamp
    public var durationSeconds: Double
    public var workingSets: Int
    public var volumeKilograms: Double
    /// The sets summed up, as logged.
    private let sets: [SetRecord]

    /// Exercise names in the order first trained, with their sets; gathered when asked, since the
    /// wrap-up and the day's summaries need only the totals.
    public var exercises: [(name: String, sets: [SetRecord])] {
        Self.positionsByExercise(sets).map { name, positions in (name, positions.map { sets[$0] }) }
    }

    public init(workout: ActiveWorkout, ended: Timestamp) {
        self.init(name: workout.name, started: workout.started, ended: ended, sets: workout.sets)
    }

    public init(name: String?, started: Timestamp, ended: Timestamp, sets: [SetRecord]) {
        self.name = name
        self.started = started
        self.sets = sets
        durationSeconds = Double(max(0, ended.seconds - started.seconds))
        // Summed in place by index, in order: a filtered copy of the sets is a copy of each one.
        var workingSets = 0
        var volumeKilograms = 0.0
        for index in sets.indices where sets[index].isWorking {
            workingSets += 1
            volumeKilograms += SetRecord.volumeKilograms(reps: sets[index].reps, load: sets[index].load)
        }
        self.workingSets = workingSets
        self.volumeKilograms = volumeKilograms
    }

    /// Each exercise name in the order first trained with the positions of its sets in `sets`: the
    /// sets stay where they are (a list of an exercise's sets copies each one).
    static func positionsByExercise(_ sets: [SetRecord]) -> [(name: String, positions: [Int])] {
        // A workout trains a handful of exercises: a scan of them beats hashing every set's name.
        var exercises: [(name: String, positions: [Int])] = []
        for setIndex in sets.indices {
            if let index = exercises.firstIndex(where: { $0.name == sets[setIndex].exercise }) {
                exercises[index].positions.append(setIndex)
            } else {
                var positions: [Int] = []
                positions.reserveCapacity(sets.count - setIndex)
                positions.append(setIndex)
                exercises.append((sets[setIndex].exercise, positions))
            }
        }
        return exercises
    }

    /// `Workout done: 1h 05m · 9 working sets · 4,500 kg volume`, the volume in the user's unit.
    public func headline(unit: WeightUnit = .kg) -> String { headlineLine(unit: unit).text }

    /// `Workout (push) ` and what follows it (`done: `, `started at `), or `Workout ` and it: built as bytes, as a
    /// workout's start and wrap-up say it.
    static func heading(named name: String?, _ following: String) -> TextBuilder {
        var text = TextBuilder(capacity: 96)
        if let name {
            text.append("Workout (")
            text.append(name)
            text.append(") ")
        } else {
            text.append("Workout ")
        }
        text.append(following)
        return text
    }

    /// `headline` as the bytes it is built of, for the wrap-up that says it as it is.
    func headlineLine(unit: WeightUnit) -> TextBuilder {
        var text = Self.heading(named: name, "done: ")
        text.append(Format.duration(durationSeconds))
        text.append(" · ")
        text.append(workingSets)
        text.append(workingSets == 1 ? " working set · " : " working sets · ")
        text.append(Format.volume(kilograms: volumeKilograms, unit: unit))
        text.append(" volume")
        return text
    }

    /// `Bench Press: 5 × 100 kg, 5 × 100 kg, 4 × 100 kg`.
    public var exerciseLines: [String] {
        exercises.map { name, sets in name + ": " + sets.map(Format.set).joined(separator: ", ") }
    }

    public static func == (lhs: WorkoutSummary, rhs: WorkoutSummary) -> Bool {
        guard
            lhs.name == rhs.name && lhs.started == rhs.started && lhs.durationSeconds == rhs.durationSeconds
                && lhs.workingSets == rhs.workingSets && lhs.volumeKilograms == rhs.volumeKilograms
        else { return false }
        // Gathered once a side: `exercises` is worked out from the sets on every read.
        let (left, right) = (lhs.exercises, rhs.exercises)
        return left.map(\.name) == right.map(\.name) && left.map(\.sets) == right.map(\.sets)
    }
}
