extension SetParser {
    /// The RPE of a line that gives only that, for the last set: `rpe 8`, `RPE 8.5`, `@8`, `last set rpe 9`.
    static func ratingOfLastSet(_ scan: SetScan) -> Double? {
        // Most set lines have more items, and are passed over on the count.
        var items = scan.items[...]
        guard (2...3).contains(items.count) else { return nil }
        let saysLastSet = items.first == .sets
        if saysLastSet { items = items.dropFirst() }
        guard items.count == 2, items.first == .rpe || items.first == .at && !saysLastSet,
            case .number(let rpe, _, nil)? = items.last,
            Plausibility.rpeRange.contains(rpe)
        else { return nil }
        switch scan.nameRuns.map({ $0.map { $0.lowercased() } }) {
        case []: return saysLastSet ? nil : rpe
        case [["last"]], [["that"]]: return saysLastSet ? rpe : nil
        default: return nil
        }
    }
}

extension SetParser {
    /// Whether an unknown name starts the way a correction of a set already logged does (`oops that was 4 reps on the
    /// last set`, `actually 102.5`): such a line is no new exercise's sets (it was a custom exercise "Oops That Was").
    static func startsAsCorrection(_ nameRuns: [[String]]) -> Bool {
        guard let word = nameRuns.first?.first?.lowercased() else { return false }
        return correctionWords.contains(word)
    }

    /// Words a correction starts with. (A list: asked of set lines with an unknown name only.)
    private static let correctionWords: [String] = [
        "oops", "actually", "sorry", "correction", "wait", "no", "nope", "typo", "meant", "mistake",
    ]
}
