/// Reads Strong's CSV export: the comma-separated file without units and the semicolon-separated
/// ones with a `Weight Unit` column or `Weight (kg)` / `Weight (lbs)` columns.
enum StrongImport {
    static func read(_ table: ImportTable, unit: WeightUnit?, file: String) throws(ExchangeError) -> ImportCollector {
        let date = table.column("date")
        let workoutName = table.column("workout name")
        let duration = table.column("duration", "duration (sec)", "workout duration")
        let exercise = table.column("exercise name")
        let order = table.column("set order")
        let reps = table.column("reps")
        let rpe = table.column("rpe")
        let seconds = table.column("seconds")
        let weights = try WeightColumns(
            table, plain: "weight", kg: ["weight (kg)", "weight (kgs)"],
            lb: ["weight (lbs)", "weight (lb)"], unitColumn: "weight unit", unit: unit, file: file)
        let distances = DistanceColumns(
            table, titles: ["distance", "distance (km)", "distance (meters)", "distance (m)", "distance (miles)"],
            unitColumn: "distance unit", fallback: weights.fixedUnit == .lb ? 1609.344 : 1000)
        var collector = ImportCollector()
        for record in table.records {
            let setOrder = table.text(record, order)
            // Strong writes the rest timer between sets as a row of its own.
            if FieldText.lowercased(setOrder) == "rest timer" { continue }
            do throws(ImportTable.RowProblem) {
                let dateText = table.text(record, date)
                guard let start = ImportTime.moment(dateText) else {
                    throw .init(problem: "the date \"\(dateText)\" is not like 2023-01-15 10:30:00")
                }
                let name = table.text(record, exercise)
                guard !name.isEmpty else { throw .init(problem: "the exercise name is empty") }
                let durationText = table.text(record, duration)
                let length = durationText.isEmpty ? 0 : ImportTime.duration(durationText)
                guard let length else { throw .init(problem: "the duration \"\(durationText)\" is not like 1h 5m") }
                let flags: [SetFlag] =
                    switch setOrder.uppercased() {
                    case "W": [.warmup]
                    case "D": [.dropSet]
                    case "F": [.toFailure]
                    default: []
                    }
                guard !flags.isEmpty || setOrder.isEmpty || Int(setOrder) != nil else {
                    throw .init(problem: "the set order \"\(setOrder)\" is not a number, W, D or F")
                }
                let row = ImportedRow.make(
                    exercise: name, order: setOrder, line: record.line, reps: try table.count(record, reps, "reps"),
                    load: try weights.load(record, table), rpe: try table.number(record, rpe, "RPE"), flags: flags,
                    distanceMeters: try distances.meters(record, table),
                    durationSeconds: try table.number(record, seconds, "seconds"))
                guard let row else { throw .init(problem: "the row has no reps, weight, distance or time") }
                let workout = table.text(record, workoutName)
                collector.add(
                    row, to: "strong|\(dateText)|\(workout)", name: workout.isEmpty ? nil : workout, start: start,
                    end: Timestamp(seconds: start.seconds + Int64(length), offset: start.offset))
            } catch {
                collector.skip(line: record.line, error.problem)
            }
        }
        return collector
    }
}
