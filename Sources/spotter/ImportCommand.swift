import SpotterKit

/// `spotter import [strong|hevy|fitnotes|fitbod] FILE [--unit kg|lb] [--distance-unit km|mi] [--dry-run]`;
/// with `--json` the closing summary is one JSON object (the skipped rows are still listed on stderr).
enum ImportCommand {
    /// Skipped rows and left-out fields listed one by one before the rest are only counted.
    static let shownIssues = 20

    static let usage = "import takes a FILE, optionally after the app that wrote it (strong, hevy, fitnotes or fitbod)."

    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let unitText = try words.takeValue("--unit")
        let distanceText = try words.takeValue("--distance-unit")
        let dryRun = words.takeFlag("--dry-run")
        words = words.operands
        let format: ImportFormat?
        let file: String
        switch words.count {
        case 1: (format, file) = (nil, words[0])
        case 2:
            guard let named = ImportFormat(rawValue: words[0].lowercased()) else {
                throw Arguments.UsageError(message: usage)
            }
            (format, file) = (named, words[1])
        default: throw Arguments.UsageError(message: usage)
        }
        var unit: WeightUnit?
        if let unitText {
            guard let given = WeightUnit(rawValue: unitText.lowercased()) ?? unitWord(unitText) else {
                throw Arguments.UsageError(message: "--unit \"\(unitText)\" is not kg or lb.")
            }
            unit = given
        }
        var metres = 1000.0
        if let distanceText {
            // The same words a cardio line takes (`km`, `mi`, `miles`, `m`).
            guard
                let given = ["km": 1000.0, "mi": 1609.344, "mile": 1609.344, "miles": 1609.344, "m": 1][
                    distanceText.lowercased()]
            else {
                throw Arguments.UsageError(message: "--distance-unit \"\(distanceText)\" is not km, mi or m.")
            }
            metres = given
        }
        guard let bytes = FileSystem.read(file) else {
            throw Setup.Failure(message: "Cannot read \(file): \(FileSystem.lastError()); check the path.", code: 1)
        }
        // A dry run only reads: it neither creates a journal nor cuts a torn tail.
        let journalExists = FileSystem.exists(setup.paths.journalFile)
        let store = dryRun && !journalExists ? nil : try setup.openJournal()
        let existing = try store.map { try JournalIDs.all(in: $0) } ?? []
        let summary: ImportSummary
        let progress = ProgressLine.start(
            "Importing", unit: "rows", total: Replay.lineCount(bytes) - 1, quiet: setup.arguments.quiet)
        defer { progress?.finish() }
        do {
            do {
                summary = try WorkoutImport.read(
                    bytes, file: file, format: format, unit: unit, metresPerDistance: metres, existingIDs: existing,
                    progress: { progress?.update($0) })
            } catch .unitNeeded where Output.isTerminal(0) {
                progress?.finish()
                summary = try WorkoutImport.read(
                    bytes, file: file, format: format, unit: try askUnit(file), metresPerDistance: metres,
                    existingIDs: existing, progress: { progress?.update($0) })
            }
            progress?.finish()
        } catch {
            switch error {
            case .unitNeeded, .formatMismatch: throw Setup.Failure(message: error.description, code: 2)
            default: throw Setup.Failure(message: error.description, code: 1)
            }
        }
        report(summary.issues, of: file, what: "rows skipped")
        report(summary.warnings, of: file, what: "rows imported without a field")
        if !dryRun, !summary.entries.isEmpty, let store { try store.append(summary.entries) }
        if setup.arguments.json {
            Output.standard.verbatimLine(json(summary, file: file, dryRun: dryRun).jsonText)
        } else {
            Output.standard.line(summary.line(file: file, dryRun: dryRun))
        }
        guard summary.mostlySkipped else { return 0 }
        let reason = summary.reasons.first.map { ", most often because \($0.reason)" } ?? ""
        Output.error.line(
            "Most rows of \(file) were skipped (\(summary.issues.count) of \(summary.issues.count + summary.rowsRead))"
                + "\(reason); check that it is the app's own export, unedited.")
        return 1
    }

    /// `{"file":..,"format":"strong","dry_run":true,"workouts":3,"sets":42,...}`: the closing line's figures.
    static func json(_ summary: ImportSummary, file: String, dryRun: Bool) -> JSONValue {
        let reasons = summary.reasons.map {
            JSONValue.object(["reason": .string($0.reason), "rows": .number(Double($0.rows))])
        }
        let object: JSONObject = [
            "file": .string(file), "format": .string(summary.format.rawValue), "dry_run": .bool(dryRun),
            "workouts": .number(Double(summary.workouts)), "sets": .number(Double(summary.sets)),
            "cardio": .number(Double(summary.cardio)), "entries": .number(Double(summary.entries.count)),
            "already_present": .number(Double(summary.alreadyPresent)), "rows_read": .number(Double(summary.rowsRead)),
            "rows_skipped": .number(Double(summary.issues.count)),
            "rows_without_a_field": .number(Double(summary.warnings.count)), "skip_reasons": .array(reasons),
        ]
        return .object(object)
    }

    /// The first issues with their lines, then how many rows each reason cost.
    static func report(_ issues: [ImportIssue], of file: String, what: String) {
        for issue in issues.prefix(shownIssues) { Output.error.line("\(file) \(issue)") }
        guard issues.count > shownIssues else { return }
        Output.error.line("\(issues.count) \(what) in \(file), by reason:")
        for (reason, rows) in ImportSummary.reasons(issues) {
            Output.error.line("  \(rows) × \(reason)")
        }
    }

    static func unitWord(_ word: String) -> WeightUnit? {
        switch word.trimmingSpaces().lowercased() {
        case "lbs", "pound", "pounds": .lb
        case "kgs", "kilo", "kilos", "kilograms": .kg
        default: nil
        }
    }

    /// Asks on the terminal until the answer is a unit.
    static func askUnit(_ file: String) throws(ExchangeError) -> WeightUnit {
        while true {
            Output.standard.text("\(file) does not say which unit its weights are in. kg or lb? ")
            Output.standard.flush()
            guard let answer = readLine() else { throw .unitNeeded(file: file) }
            let word = answer.trimmingSpaces().lowercased()
            if let unit = WeightUnit(rawValue: word) ?? unitWord(word) { return unit }
        }
    }
}
