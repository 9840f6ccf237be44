/// Reads Strong's CSV export in every layout it has had: the comma file without units, the semicolon
/// files with a `Weight Unit` column or `Weight (kg)` / `Weight (lbs)` columns, the 2016 file whose load
/// column is `kg` or `lb`, the `Workout #` file with `Duration (sec)`, and the translated headers.
enum StrongImport {
    static func read(
        _ table: ImportTable, unit: WeightUnit?, metresPerDistance: Double, file: String
    ) throws(ExchangeError) -> ImportCollector {
        let date = table.column("date")
        let workoutName = table.column("workout name")
        let duration = table.column("duration", "duration (sec)", "workout duration")
        let exercise = table.column("exercise name")
        let order = table.column("set order")
        let reps = table.column("reps")
        let rpe = table.column("rpe")
        let seconds = table.column("seconds")
        let weights = try WeightColumns(
            table, plain: ["weight"], kg: ["weight (kg)", "weight (kgs)", "kg", "kgs"],
            lb: ["weight (lbs)", "weight (lb)", "lb", "lbs"], unitColumn: "weight unit", unit: unit, file: file)
        let distances = DistanceColumns(
            table,
            titles: [
                "distance", "distance (km)", "distance (meters)", "distance (m)", "distance (miles)", "distance (mi)",
                "km", "miles", "mi",
            ], unitColumn: "distance unit", fallback: metresPerDistance)
        var collector = ImportCollector()
        for (done, record) in table.records.enumerated() {
            table.progress(done + 1)
            let setOrder = table.text(record, order)
            let name = table.text(record, exercise)
            // Strong writes the rest timer between sets as a row of its own (`Rest Timer`, `Ruhezeit`, ...).
            if restTimers.contains(setOrder.lowercased()) || restTimers.contains(name.lowercased()) { continue }
            var reader = RowReader(table: table, record: record)
            do throws(ImportTable.RowProblem) {
                let dateText = table.text(record, date)
                let start = try ImportTime.moment(dateText, "date")
                guard !name.isEmpty else {
                    throw .init(problem: "the exercise name is empty", reason: "the exercise name is missing")
                }
                let count = try table.count(record, reps, "reps")
                let load = try weights.load(record, table)
                var flags: [SetFlag] = []
                if let flag = Self.flags[setOrder.uppercased()] {
                    flags = flag
                } else if !setOrder.isEmpty, Int(setOrder) == nil {
                    // A translated rest-timer row has only seconds; any other unknown order is a plain set.
                    if (count ?? 0) == 0 && (load?.value ?? 0) == 0 { continue }
                    reader.warn("the set order \"\(setOrder)\" is not a number, W, D or F")
                }
                let isSet = count != nil || load != nil
                let holds = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try table.number(record, seconds, "seconds")
                }
                let metres = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try distances.meters(record, table)
                }
                let row = try ImportedRow.make(
                    exercise: name, order: setOrder, line: record.line, reps: count, load: load,
                    rpe: reader.rpe(rpe), flags: flags, distanceMeters: metres, durationSeconds: holds)
                guard let row else {
                    throw .init(
                        problem: "the row has no reps, weight, distance or time",
                        reason: "the row has no reps, weight, distance or time")
                }
                let length = reader.duration(duration)
                let workout = table.text(record, workoutName)
                try collector.add(
                    row, to: "strong|\(dateText)|\(workout)", name: workout.isEmpty ? nil : workout, start: start,
                    end: Timestamp(seconds: start.seconds + Int64(length), offset: start.offset))
                reader.flush(into: &collector)
            } catch {
                collector.skip(line: record.line, error)
            }
        }
        return collector
    }

    /// Set orders that are not a number: the letters of older versions and the words of newer ones.
    static let flags: [String: [SetFlag]] = [
        "W": [.warmup], "WARM_UP": [.warmup], "WARMUP": [.warmup], "D": [.dropSet], "DROP_SET": [.dropSet],
        "DROPSET": [.dropSet], "F": [.toFailure], "FAILURE": [.toFailure],
    ]

    static let restTimers: Set<String> = [
        "rest timer", "rest_timer", "ruhezeit", "pausentimer", "temporizador de descanso", "descanso",
        "cronometro de descanso", "minuteur de repos", "repos", "таймер отдыха", "отдых",
    ]
}
