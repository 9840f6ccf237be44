/// Imports another app's CSV export: finds the app from the header (checking it against the named one), reads the rows into
/// workouts and keeps only the entries the journal does not already hold.
public enum WorkoutImport {
    /// The summary of importing `bytes` (the file `file`) as `format`, or as the app its header names when
    /// `format` is nil; a distance the file gives no unit for is `metresPerDistance` metres. Nothing is
    /// written here.
    ///
    /// Throws when the file cannot be read as that app's export, needs a unit it was not given, or has
    /// no valid rows; bad rows alone are reported in the summary.
    public static func read(
        _ bytes: [UInt8], file: String, format: ImportFormat?, unit: WeightUnit?,
        metresPerDistance: Double = 1000, existingIDs: Set<String>,
        library: ExerciseLibrary = .builtIn, progress: @escaping (Int) -> Void = { _ in }
    ) throws(ExchangeError) -> ImportSummary {
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(bytes, separator: ImportFormat.separator(of: bytes))
        } catch {
            throw .unreadableCSV(file: file, problem: error.description)
        }
        // A row past the journal's line limit is refused whole, before any field of it is read.
        let tooLong = records.dropFirst().filter { $0.bytes > Plausibility.maxLineBytes }
        var table = ImportTable(
            records: tooLong.isEmpty
                ? records
                : Array(records.prefix(1)) + records.dropFirst().filter { $0.bytes <= Plausibility.maxLineBytes })
        table.progress = progress
        guard let detected = ImportFormat.detect(Set(table.columns.keys)) else {
            throw .unknownHeader(file: file, format: format, header: table.titles)
        }
        if let format, detected != format { throw .formatMismatch(file: file, named: format, detected: detected) }
        var collector =
            switch detected {
            case .strong: try StrongImport.read(table, unit: unit, metresPerDistance: metresPerDistance, file: file)
            case .hevy: try HevyImport.read(table, unit: unit, metresPerDistance: metresPerDistance, file: file)
            case .fitnotes:
                table.columns["starttime"] != nil
                    ? try FitNotesIOSImport.read(table, unit: unit, metresPerDistance: metresPerDistance, file: file)
                    : try FitNotesImport.read(table, unit: unit, metresPerDistance: metresPerDistance, file: file)
            case .fitbod: try FitbodImport.read(table, unit: unit, metresPerDistance: metresPerDistance, file: file)
            }
        for record in tooLong {
            collector.skip(
                line: record.line,
                .init(
                    problem:
                        "the row is \(record.bytes) bytes, longer than the \(Plausibility.maxLineBytes) a row may take",
                    reason: "the row is longer than \(Plausibility.maxLineBytes) bytes"))
        }
        guard !collector.workouts.isEmpty else {
            let reasons = ImportSummary.reasons(collector.issues)
            throw .noValidRows(
                file: file, reason: reasons.first.map { "\($0.reason) (\(ImportSummary.plural($0.rows, "row")))" })
        }
        // One line id for the whole import, so `undo` right after it takes the import back.
        let lineID = StableID.id("import|" + detected.rawValue + "|" + (collector.workouts.first?.key ?? ""))
        var all: [Entry] = []
        for workout in collector.workoutsInTimeOrder {
            all += workout.entries(format: detected, lineID: lineID, library: library)
        }
        var seen = existingIDs
        let fresh = all.filter { seen.insert($0.id).inserted }
        return ImportSummary(
            format: detected, entries: fresh, workouts: fresh.count { $0.kind == "workout_start" },
            sets: fresh.count { $0.kind == "set" }, cardio: fresh.count { $0.kind == "cardio" },
            alreadyPresent: all.count - fresh.count, issues: collector.issues, warnings: collector.warnings,
            rowsRead: collector.rows)
    }
}
