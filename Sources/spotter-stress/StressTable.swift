/// The closing table: one row per promise, with what was measured and whether it held.
struct StressTable {
    private var rows: [(what: String, measured: String, met: Bool, note: String)] = []

    var allMet: Bool { rows.allSatisfy(\.met) }

    mutating func add(_ what: String, _ measured: String, _ met: Bool, note: String = "") {
        rows.append((what, measured, met, note))
    }

    func rendered() -> String {
        var lines = ["| check | measured | held | note |", "| --- | --- | --- | --- |"]
        for row in rows {
            let note = row.note.replacingPipes()
            lines.append("| \(row.what) | \(row.measured) | \(row.met ? "yes" : "NO") | \(note) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingPipes() -> String { String(map { $0 == "|" ? "/" : $0 }) }
}
