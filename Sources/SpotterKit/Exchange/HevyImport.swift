/// Reads Hevy's CSV export, in its kilogram (`weight_kg`, `distance_km`) or pound (`weight_lbs`,
/// `distance_miles`) variant, with its dates as `15 Jan 2023, 10:30` or US `Jul 28, 2026, 6:49 PM`.
enum HevyImport {
    static func read(
        _ table: ImportTable, unit: WeightUnit?, metresPerDistance: Double, file: String
    ) throws(ExchangeError) -> ImportCollector {
        let title = table.column("title")
        let startTime = table.column("start_time")
        let endTime = table.column("end_time")
        let exercise = table.column("exercise_title")
        let setIndex = table.column("set_index")
        let setType = table.column("set_type")
        let reps = table.column("reps")
        let rpe = table.column("rpe")
        let seconds = table.column("duration_seconds")
        let weights = try WeightColumns(
            table, plain: ["weight"], kg: ["weight_kg"], lb: ["weight_lbs", "weight_lb"], unitColumn: nil, unit: unit,
            file: file)
        let distances = DistanceColumns(
            table, titles: ["distance_km", "distance_miles", "distance_meters", "distance"], unitColumn: nil,
            fallback: metresPerDistance)
        var collector = ImportCollector()
        for (done, record) in table.records.enumerated() {
            table.progress(done + 1)
            var reader = RowReader(table: table, record: record)
            do throws(ImportTable.RowProblem) {
                let startText = table.text(record, startTime)
                let start = try ImportTime.moment(startText, "start_time")
                let endText = table.text(record, endTime)
                var end = start
                if !endText.isEmpty {
                    do throws(ImportTable.RowProblem) {
                        end = max(start, try ImportTime.moment(endText, "end_time"))
                    } catch {
                        reader.warn(error.problem)
                    }
                }
                let name = table.text(record, exercise)
                guard !name.isEmpty else {
                    throw .init(problem: "the exercise_title is empty", reason: "the exercise name is missing")
                }
                let type = FieldText.lowercased(table.text(record, setType))
                let flags: [SetFlag]
                switch type {
                case "warmup", "warm_up": flags = [.warmup]
                case "dropset", "drop_set": flags = [.dropSet]
                case "failure": flags = [.toFailure]
                case "", "normal": flags = []
                default:
                    flags = []
                    reader.warn("the set_type \"\(type)\" is not normal, warmup, dropset or failure")
                }
                let count = try table.count(record, reps, "reps")
                let load = try weights.load(record, table)
                let isSet = count != nil || load != nil
                let time = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try table.number(record, seconds, "duration_seconds")
                }
                let metres = try reader.optional(hasSet: isSet) { () throws(ImportTable.RowProblem) -> Double? in
                    try distances.meters(record, table)
                }
                let row = try ImportedRow.make(
                    exercise: name, order: table.text(record, setIndex), line: record.line, reps: count, load: load,
                    rpe: reader.rpe(rpe), flags: flags, distanceMeters: metres, durationSeconds: time)
                guard let row else {
                    throw .init(
                        problem: "the row has no reps, weight, distance or duration",
                        reason: "the row has no reps, weight, distance or time")
                }
                let workout = table.text(record, title)
                try collector.add(
                    row, to: "hevy|\(startText)|\(workout)", name: workout.isEmpty ? nil : workout, start: start,
                    end: end)
                reader.flush(into: &collector)
            } catch {
                collector.skip(line: record.line, error)
            }
        }
        return collector
    }
}
