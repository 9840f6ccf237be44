/// Imports another app's CSV export: checks the header against the named app, reads the rows into
/// workouts and keeps only the entries the journal does not already hold.
public enum WorkoutImport {
    /// The summary of importing `bytes` (the file `file`) as `format`; nothing is written here.
    ///
    /// Throws when the file cannot be read as that app's export, needs a unit it was not given, or has
    /// no valid rows; bad rows alone are reported in the summary.
    public static func read(
        _ bytes: [UInt8], file: String, format: ImportFormat, unit: WeightUnit?, existingIDs: Set<String>,
        library: ExerciseLibrary = .builtIn
    ) throws(ExchangeError) -> ImportSummary {
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(bytes, separator: ImportFormat.separator(of: bytes))
        } catch {
            throw .unreadableCSV(file: file, problem: error.description)
        }
        let table = ImportTable(records: records)
        guard let detected = ImportFormat.detect(Set(table.columns.keys)) else {
            throw .unknownHeader(file: file, format: format)
        }
        guard detected == format else { throw .formatMismatch(file: file, named: format, detected: detected) }
        let collector =
            switch format {
            case .strong: try StrongImport.read(table, unit: unit, file: file)
            case .hevy: try HevyImport.read(table, unit: unit, file: file)
            case .fitnotes: try FitNotesImport.read(table, unit: unit, file: file)
            }
        guard !collector.workouts.isEmpty else { throw .noValidRows(file: file) }
        // One line id for the whole import, so `undo` right after it takes the import back.
        let lineID = StableID.id("import|" + format.rawValue + "|" + (collector.workouts.first?.key ?? ""))
        var all: [Entry] = []
        for workout in collector.workoutsInTimeOrder {
            all += workout.entries(format: format, lineID: lineID, library: library)
        }
        var seen = existingIDs
        let fresh = all.filter { seen.insert($0.id).inserted }
        return ImportSummary(
            format: format, entries: fresh, workouts: fresh.count { $0.kind == "workout_start" },
            sets: fresh.count { $0.kind == "set" }, cardio: fresh.count { $0.kind == "cardio" },
            alreadyPresent: all.count - fresh.count, issues: collector.issues)
    }
}
