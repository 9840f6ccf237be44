/// What an import found: the new entries to append in one write, what was already there, the skipped rows
/// and the fields left out of imported rows.
public struct ImportSummary: Sendable {
    public var format: ImportFormat
    /// Entries not yet in the journal, oldest workout first.
    public var entries: [Entry]
    public var workouts: Int
    public var sets: Int
    public var cardio: Int
    /// Entries of the file the journal already holds (an earlier import of the same rows).
    public var alreadyPresent: Int
    /// Rows skipped, each with its line and reason.
    public var issues: [ImportIssue]
    /// Rows imported without a field that could not be read.
    public var warnings: [ImportIssue] = []
    /// Rows read as sets or bouts.
    public var rowsRead = 0

    /// True when more rows were skipped than imported: the file is probably not what Spotter thinks it is.
    public var mostlySkipped: Bool { issues.count > rowsRead }

    /// The reasons rows were skipped, most common first, with how many rows each cost.
    public var reasons: [(reason: String, rows: Int)] { Self.reasons(issues) }

    /// The reasons of `issues`, most common first, with how many rows each cost.
    public static func reasons(_ issues: [ImportIssue]) -> [(reason: String, rows: Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for issue in issues {
            if counts[issue.reason] == nil { order.append(issue.reason) }
            counts[issue.reason, default: 0] += 1
        }
        return order.map { ($0, counts[$0] ?? 0) }.enumerated().sorted { lhs, rhs in
            lhs.element.1 != rhs.element.1 ? lhs.element.1 > rhs.element.1 : lhs.offset < rhs.offset
        }.map(\.element)
    }

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
