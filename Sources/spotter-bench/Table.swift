/// The benchmark's output: one row per figure with its ratio to the floor or peer of the same run.
struct Table {
    struct Row {
        var measure: String
        var result: String
        var against: String
        var ratio: Double?
        /// The goal's text and bound: a positive bound is a ceiling, a negative one a floor (its magnitude).
        var goal: (text: String, bound: Double)?
    }

    private var rows: [Row] = []
    private var notes: [String] = []

    mutating func add(
        _ measure: String, _ result: String, _ against: String, _ ratio: Double?, goal: (String, Double)?
    ) {
        rows.append(Row(measure: measure, result: result, against: against, ratio: ratio, goal: goal))
    }

    mutating func note(_ text: String) { notes.append(text) }

    func print() {
        Swift.print("| measure | result | against | ratio | goal |")
        Swift.print("| --- | --- | --- | --- | --- |")
        for row in rows {
            // Three decimals below 0.1x, so a report a hundred times faster than the peer does not read 0.00x,
            // and near the goal's bound, so a ratio just past it does not read as the bound (`1.00x: MISSED`).
            let nearBound = row.goal.map { abs(abs($0.bound) - (row.ratio ?? 0)) < 0.005 } ?? false
            let ratio = row.ratio.map { fixed($0, $0 < 0.1 || nearBound ? 3 : 2) + "x" } ?? ""
            var goal = ""
            if let (text, bound) = row.goal, let value = row.ratio {
                let met = bound < 0 ? value >= -bound : value <= bound
                goal = "\(text): " + (met ? "met" : "MISSED")
            }
            Swift.print("| \(row.measure) | \(row.result) | \(row.against) | \(ratio) | \(goal) |")
        }
        for note in notes { Swift.print("- \(note)") }
    }
}

/// `value` with `digits` decimals (no Foundation formatting in the harness either).
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    var fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
    while fraction.count < digits { fraction = "0" + fraction }
    return (value < 0 && scaled > 0 ? "-" : "") + "\(whole)" + (digits > 0 ? "." + fraction : "")
}
