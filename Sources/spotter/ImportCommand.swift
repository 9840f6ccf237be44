import SpotterKit

/// `spotter import strong|hevy|fitnotes FILE [--unit kg|lb] [--dry-run]`.
enum ImportCommand {
    /// Bad rows listed one by one before the rest are only counted.
    static let shownIssues = 20

    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let unitText = try words.takeValue("--unit")
        let dryRun = words.takeFlag("--dry-run")
        guard words.count == 2, let format = ImportFormat(rawValue: words[0].lowercased()) else {
            throw Arguments.UsageError(
                message: "Usage: spotter import strong|hevy|fitnotes FILE [--unit kg|lb] [--dry-run].")
        }
        var unit: WeightUnit?
        if let unitText {
            guard let given = WeightUnit(rawValue: unitText.lowercased()) else {
                throw Arguments.UsageError(message: "--unit \"\(unitText)\" is not kg or lb.")
            }
            unit = given
        }
        let file = words[1]
        guard let bytes = FileSystem.read(file) else {
            throw Setup.Failure(message: "Cannot read \(file): \(FileSystem.lastError()); check the path.", code: 1)
        }
        let store = try setup.openJournal()
        let existing = try JournalIDs.all(in: store)
        let summary: ImportSummary
        do {
            do {
                summary = try WorkoutImport.read(
                    bytes, file: file, format: format, unit: unit, existingIDs: existing)
            } catch .unitNeeded where Output.isTerminal(0) {
                summary = try WorkoutImport.read(
                    bytes, file: file, format: format, unit: try askUnit(file), existingIDs: existing)
            }
        } catch {
            switch error {
            case .unitNeeded, .formatMismatch: throw Setup.Failure(message: error.description, code: 2)
            default: throw Setup.Failure(message: error.description, code: 1)
            }
        }
        for issue in summary.issues.prefix(shownIssues) { Output.error.line("\(file) \(issue)") }
        if summary.issues.count > shownIssues {
            Output.error.line("… and \(summary.issues.count - shownIssues) more rows of \(file) were skipped.")
        }
        if !dryRun, !summary.entries.isEmpty { try store.append(summary.entries) }
        Output.standard.line(summary.line(file: file, dryRun: dryRun))
        return 0
    }

    /// Asks on the terminal until the answer is a unit.
    static func askUnit(_ file: String) throws(ExchangeError) -> WeightUnit {
        while true {
            Output.standard.text("\(file) does not say which unit its weights are in. kg or lb? ")
            Output.standard.flush()
            guard let answer = readLine() else { throw .unitNeeded(file: file) }
            let word = answer.trimmingSpaces().lowercased()
            if let unit = WeightUnit(rawValue: word) ?? (word == "lbs" ? .lb : word == "kgs" ? .kg : nil) {
                return unit
            }
        }
    }
}
