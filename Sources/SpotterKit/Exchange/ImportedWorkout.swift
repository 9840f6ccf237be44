/// A workout read from another app's export, before it becomes journal entries.
struct ImportedWorkout {
    /// Where the workout came from (`strong|2023-01-15 10:30:00|Evening`): the root of its entries' ids.
    var key: String
    var name: String?
    var start: Timestamp
    var end: Timestamp
    var rows: [ImportedRow] = []

    /// `workout_start`, its sets and `workout_end` (with duration, working sets and volume), plus a
    /// `cardio` entry per bout; a workout of cardio alone is only its bouts.
    ///
    /// Ids hash the workout's key with each row's exercise and set order (and how often that pair came
    /// before, for apps that repeat an exercise), so the same file always gives the same ids.
    func entries(format: ImportFormat, lineID: String, library: ExerciseLibrary) -> [Entry] {
        let session = StableID.id(key + "|start")
        let resolver = "import-" + format.rawValue
        let prefix = "import \(format.rawValue): "
        var seen: [String: Int] = [:]
        var sets: [Entry] = []
        var bouts: [Entry] = []
        for row in rows {
            let rowKey = key + "|" + row.exercise + "|" + row.order
            let occurrence = seen[rowKey, default: 0]
            seen[rowKey] = occurrence + 1
            let id = StableID.id(rowKey + "|" + String(occurrence))
            switch row.measure {
            case .set(let reps, let load, let rpe, let flags, let hold):
                let (exercise, custom, assisted) = ImportedExercise.match(row.exercise, in: library)
                // An assisted set's weight is help, not load: kept in the input text, out of volume and records.
                let record = SetRecord(
                    session: session, exercise: exercise.name, exerciseID: exercise.id, custom: custom, reps: reps,
                    load: assisted ? nil : load, rpe: rpe, flags: flags, holdSeconds: hold)
                var figures = (load.map { Format.load($0) + " x " } ?? "x ") + (reps.map(String.init) ?? "?")
                if assisted, let load {
                    figures = "x " + (reps.map(String.init) ?? "?") + " assisted by " + Format.load(load)
                }
                if let hold { figures = "hold " + Format.number(hold, decimals: 0) + " s" }
                sets.append(
                    Entry(
                        id: id, timestamp: start, lineID: lineID, input: prefix + row.exercise + " " + figures,
                        resolver: resolver, payload: .workoutSet(record)))
            case .cardio(let distance, let duration):
                let record = CardioRecord(
                    modality: Self.cardioModality(row.exercise) ?? .cardio, distanceMeters: distance,
                    durationSeconds: duration,
                    context: row.exercise)
                bouts.append(
                    Entry(
                        id: id, timestamp: start, lineID: lineID, input: prefix + Format.cardio(record),
                        resolver: resolver, payload: .cardio(record)))
            }
        }
        guard !sets.isEmpty else { return bouts }
        let records = sets.compactMap { entry -> SetRecord? in
            if case .workoutSet(let set) = entry.payload { return set }
            return nil
        }
        let summary = WorkoutSummary(name: name, started: start, ended: end, sets: records)
        let title = name.map { "workout " + $0 } ?? "workout"
        let opening = Entry(
            id: session, timestamp: start, lineID: lineID, input: prefix + title, resolver: resolver,
            payload: .workoutStart(WorkoutStartRecord(name: name)))
        let closing = Entry(
            id: StableID.id(key + "|end"), timestamp: max(start, end), lineID: lineID,
            input: prefix + "end of " + title,
            resolver: resolver,
            payload: .workoutEnd(
                WorkoutEndRecord(
                    session: session, durationSeconds: summary.durationSeconds, sets: summary.workingSets,
                    volumeKilograms: summary.volumeKilograms)))
        return [opening] + sets + bouts + [closing]
    }

    /// The first cardio word in the exercise's name (`Running (Treadmill)` is a run, `Cycling` a ride); nil
    /// for a lift (`Seated Cable Row` is a row of the back, not the rowing machine).
    static func cardioModality(_ exercise: String) -> CardioModality? {
        let words = FieldText.lowercased(exercise).split(whereSeparator: { !$0.isLetter }).map(String.init)
        let lift = words.contains { liftWords.contains($0) }
        for word in words {
            guard let modality = CardioModality(keyword: word) else { continue }
            if word == "row" && lift { continue }
            return modality
        }
        return words.contains { cardioWords.contains($0) } ? .cardio : nil
    }

    private static let liftWords: Set<String> = [
        "cable", "barbell", "dumbbell", "machine", "seated", "bent", "upright", "inverted", "kettlebell", "band",
    ]
    private static let cardioWords: Set<String> = [
        "treadmill", "elliptical", "stairmaster", "skierg", "skipping", "hiit", "spinning", "aerobics",
    ]
}
