/// The closing table: one row per promise, with what was measured and whether it held.
struct StressTable {
    /// `met` is nil for a figure measured but not judged (a budget set for the full size and a release
    /// build, shown at CI size for information only).
    private var rows: [(what: String, measured: String, met: Bool?, note: String)] = []

    var allMet: Bool { rows.allSatisfy { $0.met != false } }

    mutating func add(_ what: String, _ measured: String, _ met: Bool?, note: String = "") {
        rows.append((what, measured, met, note))
    }

    func rendered() -> String {
        var lines = ["| check | measured | held | note |", "| --- | --- | --- | --- |"]
        for row in rows {
            let note = row.note.replacingPipes()
            let held = row.met.map { $0 ? "yes" : "NO" } ?? "not judged"
            lines.append("| \(row.what) | \(row.measured) | \(held) | \(note) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingPipes() -> String { String(map { $0 == "|" ? "/" : $0 }) }
}
