/// Reads FitNotes' CSV export from Android (`Weight (kgs)`, `Weight (lbs)`, or `Weight` with a `Weight Unit`
/// per row); its dates have no time, so each day's training becomes one workout at 12:00 local time.
enum FitNotesImport {
    static func read(
        _ table: ImportTable, unit: WeightUnit?, metresPerDistance: Double, file: String
    ) throws(ExchangeError) -> ImportCollector {
        var table = table
        let date = table.column("date")
        let exercise = table.column("exercise")
        // Exercise names such as `Overhead Press (Each Side, Dumbbells)` are written without quotes.
        table.mend(freeText: exercise, separator: ",")
        let reps = table.column("reps")
        let time = table.column("time")
        let weights = try WeightColumns(
            table, plain: ["weight"], kg: ["weight (kgs)", "weight (kg)"], lb: ["weight (lbs)", "weight (lb)"],
            unitColumn: "weight unit", unit: unit, file: file)
        let distances = DistanceColumns(
            table, titles: ["distance"], unitColumn: "distance unit", fallback: metresPerDistance)
        var collector = ImportCollector()
        for (done, record) in table.records.enumerated() {
            table.progress(done + 1)
            var reader = RowReader(table: table, record: record)
            do throws(ImportTable.RowProblem) {
                let dateText = table.text(record, date)
                let day = try ImportTime.moment(dateText, "date")
                let start = Day(iso: dateText).flatMap {
                    TimestampParser.local(day: $0, hour: 12, minute: 0, second: 0)
                }
                let name = table.text(record, exercise)
                guard !name.isEmpty else {
                    throw .init(problem: "the exercise is empty", reason: "the exercise name is missing")
                }
                let count = try table.count(record, reps, "reps")
                let load = try weights.load(record, table)
                let isSet = count != nil || load != nil
                let seconds = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    let text = table.text(record, time)
                    guard !text.isEmpty else { return nil }
                    guard let seconds = ImportTime.duration(text) else {
                        throw .init(
                            problem: "the time \"\(text)\" is not like 0:25:30", reason: "the time is not readable")
                    }
                    return seconds
                }
                let metres = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try distances.meters(record, table)
                }
                // FitNotes has no set numbers: the id counts the exercise's rows within the day.
                let row = try ImportedRow.make(
                    exercise: name, order: "", line: record.line, reps: count, load: load, rpe: nil, flags: [],
                    distanceMeters: metres, durationSeconds: seconds)
                guard let row else {
                    throw .init(
                        problem: "the row has no reps, weight, distance or time",
                        reason: "the row has no reps, weight, distance or time")
                }
                let noon = start ?? day
                try collector.add(row, to: "fitnotes|\(dateText)", name: nil, start: noon, end: noon)
                reader.flush(into: &collector)
            } catch {
                collector.skip(line: record.line, error)
            }
        }
        return collector
    }
}
