/// A workout's totals: duration, working sets, volume and what was done per exercise.
public struct WorkoutSummary: Sendable, Equatable {
    public var name: String?
    public var started: Timestamp
    public var durationSeconds: Double
    public var workingSets: Int
    public var volumeKilograms: Double
    /// Exercise names in the order first trained, with their sets.
    public var exercises: [(name: String, sets: [SetRecord])]

    public init(workout: ActiveWorkout, ended: Timestamp) {
        self.init(name: workout.name, started: workout.started, ended: ended, sets: workout.sets)
    }

    public init(name: String?, started: Timestamp, ended: Timestamp, sets: [SetRecord]) {
        self.name = name
        self.started = started
        durationSeconds = Double(max(0, ended.seconds - started.seconds))
        // Summed in place by index, in order: a filtered copy of the sets is a copy of each one.
        var workingSets = 0
        var volumeKilograms = 0.0
        for index in sets.indices where sets[index].isWorking {
            workingSets += 1
            volumeKilograms += sets[index].volumeKilograms
        }
        self.workingSets = workingSets
        self.volumeKilograms = volumeKilograms
        // A workout trains a handful of exercises: a scan of them beats hashing every set's name. Read
        // by index and each list reserved for the sets left: a `for in` copies every set, and each list
        // grew three times.
        var exercises: [(name: String, sets: [SetRecord])] = []
        for setIndex in sets.indices {
            if let index = exercises.firstIndex(where: { $0.name == sets[setIndex].exercise }) {
                exercises[index].sets.append(sets[setIndex])
            } else {
                var list: [SetRecord] = []
                list.reserveCapacity(sets.count - setIndex)
                list.append(sets[setIndex])
                exercises.append((sets[setIndex].exercise, list))
            }
        }
        self.exercises = exercises
    }

    /// `Workout done: 1h 05m · 9 working sets · 4,500 kg volume`, the volume in the user's unit.
    public func headline(unit: WeightUnit = .kg) -> String {
        let title = name.map { "Workout (\($0)) done" } ?? "Workout done"
        return "\(title): \(Format.duration(durationSeconds)) · \(workingSets) working "
            + (workingSets == 1 ? "set" : "sets") + " · \(Format.volume(kilograms: volumeKilograms, unit: unit)) volume"
    }

    /// `Bench Press: 5 × 100 kg, 5 × 100 kg, 4 × 100 kg`.
    public var exerciseLines: [String] {
        exercises.map { name, sets in name + ": " + sets.map(Format.set).joined(separator: ", ") }
    }

    public static func == (lhs: WorkoutSummary, rhs: WorkoutSummary) -> Bool {
        lhs.name == rhs.name && lhs.started == rhs.started && lhs.durationSeconds == rhs.durationSeconds
            && lhs.workingSets == rhs.workingSets && lhs.volumeKilograms == rhs.volumeKilograms
            && lhs.exercises.map(\.name) == rhs.exercises.map(\.name)
            && lhs.exercises.map(\.sets) == rhs.exercises.map(\.sets)
    }
}
