/// Reads Hevy's CSV export, in its kilogram (`weight_kg`, `distance_km`) or pound (`weight_lbs`,
/// `distance_miles`) variant.
enum HevyImport {
    static func read(_ table: ImportTable, unit: WeightUnit?, file: String) throws(ExchangeError) -> ImportCollector {
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
            table, plain: "weight", kg: ["weight_kg"], lb: ["weight_lbs", "weight_lb"], unitColumn: nil, unit: unit,
            file: file)
        let distances = DistanceColumns(
            table, titles: ["distance_km", "distance_miles", "distance_meters", "distance"], unitColumn: nil,
            fallback: weights.fixedUnit == .lb ? 1609.344 : 1000)
        var collector = ImportCollector()
        for record in table.records {
            do throws(ImportTable.RowProblem) {
                let startText = table.text(record, startTime)
                guard let start = ImportTime.moment(startText) else {
                    throw .init(problem: "the start_time \"\(startText)\" is not like 15 Jan 2023, 10:30")
                }
                let endText = table.text(record, endTime)
                let end = endText.isEmpty ? start : ImportTime.moment(endText)
                guard let end else {
                    throw .init(problem: "the end_time \"\(endText)\" is not like 15 Jan 2023, 11:30")
                }
                let name = table.text(record, exercise)
                guard !name.isEmpty else { throw .init(problem: "the exercise_title is empty") }
                let type = FieldText.lowercased(table.text(record, setType))
                let flags: [SetFlag]
                switch type {
                case "", "normal": flags = []
                case "warmup": flags = [.warmup]
                case "dropset": flags = [.dropSet]
                case "failure": flags = [.toFailure]
                default: throw .init(problem: "the set_type \"\(type)\" is not normal, warmup, dropset or failure")
                }
                let row = ImportedRow.make(
                    exercise: name, order: table.text(record, setIndex), line: record.line,
                    reps: try table.count(record, reps, "reps"), load: try weights.load(record, table),
                    rpe: try table.number(record, rpe, "rpe"), flags: flags,
                    distanceMeters: try distances.meters(record, table),
                    durationSeconds: try table.number(record, seconds, "duration_seconds"))
                guard let row else { throw .init(problem: "the row has no reps, weight, distance or duration") }
                let workout = table.text(record, title)
                collector.add(
                    row, to: "hevy|\(startText)|\(workout)", name: workout.isEmpty ? nil : workout, start: start,
                    end: end)
            } catch {
                collector.skip(line: record.line, error.problem)
            }
        }
        return collector
    }
}
