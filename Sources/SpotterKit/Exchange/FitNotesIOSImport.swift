/// Reads FitNotes 2 for iOS (`Name,StartTime,EndTime,BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,
/// Status,IsWarmup,RPE,RIR,Categories,Note`): one row per set with the workout's start and end, decimal
/// commas in quoted fields, the equipment in a column of its own.
enum FitNotesIOSImport {
    static func read(
        _ table: ImportTable, unit: WeightUnit?, metresPerDistance: Double, file: String
    ) throws(ExchangeError) -> ImportCollector {
        let name = table.column("name")
        let startTime = table.column("starttime", "start time")
        let endTime = table.column("endtime", "end time")
        let exercise = table.column("exercise")
        let equipment = table.column("equipment")
        let reps = table.column("reps")
        let time = table.column("time")
        let status = table.column("status")
        let warmup = table.column("iswarmup", "is warmup")
        let rpe = table.column("rpe")
        let weights = try WeightColumns(
            table, plain: ["weight"], kg: ["weight (kg)", "weight (kgs)"], lb: ["weight (lbs)", "weight (lb)"],
            unitColumn: "weightunit", unit: unit, file: file)
        let distances = DistanceColumns(
            table, titles: ["distance", "distance (km)", "distance (m)", "distance (mi)"], unitColumn: "distanceunit",
            fallback: metresPerDistance)
        var collector = ImportCollector()
        for (done, record) in table.records.enumerated() {
            table.progress(done + 1)
            // Sets planned but not done are not training.
            let state = FieldText.lowercased(table.text(record, status))
            if !state.isEmpty, state != "done", state != "completed", state != "complete" { continue }
            var reader = RowReader(table: table, record: record)
            do throws(ImportTable.RowProblem) {
                let startText = table.text(record, startTime)
                let start = try ImportTime.moment(startText, "StartTime")
                var end = start
                let endText = table.text(record, endTime)
                if !endText.isEmpty {
                    do throws(ImportTable.RowProblem) {
                        end = max(start, try ImportTime.moment(endText, "EndTime"))
                    } catch {
                        reader.warn(error.problem)
                    }
                }
                var title = table.text(record, exercise)
                guard !title.isEmpty else {
                    throw .init(problem: "the exercise is empty", reason: "the exercise name is missing")
                }
                let gear = table.text(record, equipment)
                if !gear.isEmpty, !title.lowercased().contains(gear.lowercased()) { title += " (\(gear))" }
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
                let isWarmup = ["true", "yes", "1"].contains(FieldText.lowercased(table.text(record, warmup)))
                let row = try ImportedRow.make(
                    exercise: title, order: "", line: record.line, reps: count, load: load, rpe: reader.rpe(rpe),
                    flags: isWarmup ? [.warmup] : [], distanceMeters: metres, durationSeconds: seconds)
                guard let row else {
                    throw .init(
                        problem: "the row has no reps, weight, distance or time",
                        reason: "the row has no reps, weight, distance or time")
                }
                let workout = table.text(record, name)
                try collector.add(
                    row, to: "fitnotes2|\(startText)|\(workout)", name: workout.isEmpty ? nil : workout, start: start,
                    end: end)
                reader.flush(into: &collector)
            } catch {
                collector.skip(line: record.line, error)
            }
        }
        return collector
    }
}
