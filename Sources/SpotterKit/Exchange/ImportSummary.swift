/// What an import found: the new entries to append in one write, what was already there, and the bad rows.
public struct ImportSummary: Sendable {
    public var format: ImportFormat
    /// Entries not yet in the journal, oldest workout first.
    public var entries: [Entry]
    public var workouts: Int
    public var sets: Int
    public var cardio: Int
    /// Entries of the file the journal already holds (an earlier import of the same rows).
    public var alreadyPresent: Int
    public var issues: [ImportIssue]

    /// `Imported 3 workouts, 42 sets from strong.csv (0 already present, 1 row skipped).`
    public func line(file: String, dryRun: Bool) -> String {
        var counts = [Self.plural(workouts, "workout"), Self.plural(sets, "set")]
        if cardio > 0 { counts.append(Self.plural(cardio, "cardio entry", "cardio entries")) }
        return (dryRun ? "Would import " : "Imported ") + counts.joined(separator: ", ") + " from \(file) "
            + "(\(alreadyPresent) already present, \(Self.plural(issues.count, "row")) skipped)."
    }

    static func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count) " + (count == 1 ? one : many ?? one + "s")
    }
}
