/// Insights the user dismissed and when, kept in a small file beside the journal (never in it).
public struct InsightDismissals: Sendable, Equatable {
    /// How long a dismissal lasts.
    public static let days = 7

    public private(set) var entries: [(day: Day, id: String)]

    public init(entries: [(day: Day, id: String)] = []) { self.entries = entries }

    /// Reads `YYYY-MM-DD<TAB>id` lines; lines that do not parse are ignored.
    public init(text: String) {
        entries = text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let day = Day(iso: parts[0]) else { return nil }
            return (day, String(parts[1]))
        }
    }

    /// True when `id` was dismissed fewer than seven days before `today`.
    public func hides(_ id: String, on today: Day) -> Bool {
        entries.contains { $0.id == id && (0..<Self.days).contains(today.daysSinceEpoch - $0.day.daysSinceEpoch) }
    }

    /// Adds a dismissal and drops the expired ones.
    public mutating func dismiss(_ id: String, on today: Day) {
        entries.removeAll { $0.id == id || today.daysSinceEpoch - $0.day.daysSinceEpoch >= Self.days }
        entries.append((today, id))
    }

    public var text: String { entries.map { $0.day.iso8601 + "\t" + $0.id + "\n" }.joined() }

    public static func == (lhs: InsightDismissals, rhs: InsightDismissals) -> Bool { lhs.text == rhs.text }
}
