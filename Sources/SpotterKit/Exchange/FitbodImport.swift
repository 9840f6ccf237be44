/// Reads Fitbod's CSV export: one row per set (`Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),...,
/// isWarmup,Note,multiplier`), or one row per exercise with a `Sets` count in older versions. Each
/// workout's rows share one timestamp, which groups them.
enum FitbodImport {
    static func read(
        _ table: ImportTable, unit: WeightUnit?, metresPerDistance: Double, file: String
    ) throws(ExchangeError) -> ImportCollector {
        var table = table
        let date = table.column("date")
        let exercise = table.column("exercise")
        table.mend(freeText: exercise, separator: ",")
        let sets = table.column("sets")
        let reps = table.column("reps")
        let warmup = table.column("iswarmup")
        let seconds = table.column("duration(s)", "duration (s)", "duration")
        let weights = try WeightColumns(
            table, plain: ["weight"], kg: ["weight(kg)", "weight (kg)"],
            lb: ["weight(lbs)", "weight (lbs)", "weight(lb)"],
            unitColumn: nil, unit: unit, file: file)
        let distances = DistanceColumns(
            table, titles: ["distance(m)", "distance (m)", "distance(km)", "distance(mi)", "distance"], unitColumn: nil,
            fallback: metresPerDistance)
        var collector = ImportCollector()
        for (done, record) in table.records.enumerated() {
            table.progress(done + 1)
            var reader = RowReader(table: table, record: record)
            do throws(ImportTable.RowProblem) {
                let dateText = table.text(record, date)
                let start = try ImportTime.moment(dateText, "date")
                let name = table.text(record, exercise)
                guard !name.isEmpty else {
                    throw .init(problem: "the exercise is empty", reason: "the exercise name is missing")
                }
                let count = try table.count(record, reps, "reps")
                let load = try weights.load(record, table)
                let isSet = count != nil || load != nil
                let time = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try table.number(record, seconds, "duration")
                }
                let metres = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try distances.meters(record, table)
                }
                let isWarmup = ["true", "yes", "1"].contains(FieldText.lowercased(table.text(record, warmup)))
                let repeats = max(1, min(try table.count(record, sets, "sets") ?? 1, Int(Plausibility.maxSetCount)))
                for _ in 0..<repeats {
                    let row = try ImportedRow.make(
                        exercise: name, order: "", line: record.line,
                        reps: count, load: load, rpe: nil, flags: isWarmup ? [.warmup] : [], distanceMeters: metres,
                        durationSeconds: time)
                    guard let row else {
                        throw .init(
                            problem: "the row has no reps, weight, distance or time",
                            reason: "the row has no reps, weight, distance or time")
                    }
                    try collector.add(row, to: "fitbod|\(dateText)", name: nil, start: start, end: start)
                }
                reader.flush(into: &collector)
            } catch {
                collector.skip(line: record.line, error)
            }
        }
        return collector
    }
}
