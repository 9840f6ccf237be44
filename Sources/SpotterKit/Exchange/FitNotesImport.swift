/// Reads FitNotes' CSV export (`Weight (kgs)`, `Weight (lbs)` or a bare `Weight`); its dates have no
/// time, so each day's training becomes one workout at 12:00 local time.
enum FitNotesImport {
    static func read(_ table: ImportTable, unit: WeightUnit?, file: String) throws(ExchangeError) -> ImportCollector {
        let date = table.column("date")
        let exercise = table.column("exercise")
        let reps = table.column("reps")
        let time = table.column("time")
        let weights = try WeightColumns(
            table, plain: "weight", kg: ["weight (kgs)", "weight (kg)"], lb: ["weight (lbs)", "weight (lb)"],
            unitColumn: nil, unit: unit, file: file)
        let distances = DistanceColumns(
            table, titles: ["distance"], unitColumn: "distance unit",
            fallback: weights.fixedUnit == .lb ? 1609.344 : 1000)
        var collector = ImportCollector()
        for record in table.records {
            do throws(ImportTable.RowProblem) {
                let dateText = table.text(record, date)
                guard let start = ImportTime.noon(dateText) else {
                    throw .init(problem: "the date \"\(dateText)\" is not like 2023-01-15")
                }
                let name = table.text(record, exercise)
                guard !name.isEmpty else { throw .init(problem: "the exercise is empty") }
                let timeText = table.text(record, time)
                let seconds = timeText.isEmpty ? nil : ImportTime.clock(timeText)
                guard timeText.isEmpty || seconds != nil else {
                    throw .init(problem: "the time \"\(timeText)\" is not like 0:25:30")
                }
                // FitNotes has no set numbers: the id counts the exercise's rows within the day.
                let row = ImportedRow.make(
                    exercise: name, order: "", line: record.line, reps: try table.count(record, reps, "reps"),
                    load: try weights.load(record, table), rpe: nil, flags: [],
                    distanceMeters: try distances.meters(record, table), durationSeconds: seconds)
                guard let row else { throw .init(problem: "the row has no reps, weight, distance or time") }
                collector.add(row, to: "fitnotes|\(dateText)", name: nil, start: start, end: start)
            } catch {
                collector.skip(line: record.line, error.problem)
            }
        }
        return collector
    }
}
