/// Where an export keeps distances, converted to metres: the unit from the column title, a unit column,
/// or a fallback (files without units use the same system as their weights).
struct DistanceColumns {
    let column: Int?
    let metresPerUnit: Double
    let unitColumn: Int?

    init(_ table: ImportTable, titles: [String], unitColumn unitTitle: String?, fallback: Double) {
        let found = titles.lazy.compactMap { title in table.columns[title].map { (title, $0) } }.first
        column = found?.1
        unitColumn = unitTitle.flatMap { table.columns[$0] }
        let title = found?.0 ?? ""
        metresPerUnit =
            if title.contains("km") {
                1000
            } else if title.contains("mile") {
                1609.344
            } else if title.contains("(m)") || title.contains("meter") {
                1
            } else {
                fallback
            }
    }

    /// The row's distance in metres, nil when it has none.
    func meters(_ record: CSVRecord, _ table: ImportTable) throws(ImportTable.RowProblem) -> Double? {
        guard let value = try table.number(record, column, "distance") else { return nil }
        let word = FieldText.lowercased(table.text(record, unitColumn))
        guard !word.isEmpty else { return value * metresPerUnit }
        guard let metres = TrainingLexicon.metresPerUnit[word] else {
            throw .init(problem: "the distance unit \"\(word)\" is not km, m or mi")
        }
        return value * metres
    }
}
