/// Where an export keeps distances, converted to metres: the unit from the column title, a unit column
/// per row, or the user's (`--distance-unit`, kilometres by default). A distance never takes the weights'
/// unit: `--unit lb` says nothing about miles.
struct DistanceColumns {
    let column: Int?
    let metresPerUnit: Double
    let unitColumn: Int?

    /// What a distance without a stated unit is read as.
    static let defaultMetres = 1000.0

    init(_ table: ImportTable, titles: [String], unitColumn unitTitle: String?, fallback: Double = defaultMetres) {
        let found = titles.lazy.compactMap { title in table.columns[title].map { (title, $0) } }.first
        column = found?.1
        unitColumn = unitTitle.flatMap { table.columns[$0] }
        let title = found?.0 ?? ""
        metresPerUnit =
            if title.contains("km") {
                1000
            } else if title.contains("mile") || title.hasSuffix("(mi)") {
                1609.344
            } else if title.contains("(m)") || title.contains("meter") || title.contains("metre") {
                1
            } else {
                fallback
            }
    }

    /// The row's distance in metres, nil when it has none.
    func meters(_ record: CSVRecord, _ table: ImportTable) throws(ImportTable.RowProblem) -> Double? {
        guard let value = try table.number(record, column, "distance") else { return nil }
        // Strong writes `mi.` and `km.` with a period in some versions.
        let word = FieldText.lowercased(table.text(record, unitColumn)).filter { $0 != "." }
        guard !word.isEmpty else { return value * metresPerUnit }
        guard let metres = TrainingLexicon.metres(per: word) else {
            throw .init(
                problem: "the distance unit \"\(word)\" is not km, m or mi", reason: "the distance unit is unknown")
        }
        return value * metres
    }
}
