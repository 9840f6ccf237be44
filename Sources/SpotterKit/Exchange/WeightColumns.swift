/// Where an export keeps its weights and in which unit: named in the column title, given per row in a
/// unit column, or not at all (then the user says).
struct WeightColumns {
    let column: Int?
    /// The unit of every row, when the header or the user fixes it.
    let fixedUnit: WeightUnit?
    let unitColumn: Int?

    init(
        _ table: ImportTable, plain: String, kg: [String], lb: [String], unitColumn unitTitle: String?,
        unit: WeightUnit?, file: String
    ) throws(ExchangeError) {
        if let column = kg.lazy.compactMap({ table.columns[$0] }).first {
            (self.column, fixedUnit, unitColumn) = (column, .kg, nil)
        } else if let column = lb.lazy.compactMap({ table.columns[$0] }).first {
            (self.column, fixedUnit, unitColumn) = (column, .lb, nil)
        } else if let unitTitle, let unitColumn = table.columns[unitTitle] {
            (column, fixedUnit, self.unitColumn) = (table.columns[plain], nil, unitColumn)
        } else if let column = table.columns[plain] {
            guard let unit else { throw .unitNeeded(file: file) }
            (self.column, fixedUnit, unitColumn) = (column, unit, nil)
        } else {
            (column, fixedUnit, unitColumn) = (nil, unit ?? .kg, nil)
        }
    }

    /// The row's load in the unit that applies to it, nil when the row has none.
    func load(_ record: CSVRecord, _ table: ImportTable) throws(ImportTable.RowProblem) -> Load? {
        guard let value = try table.number(record, column, "weight") else { return nil }
        if let fixedUnit { return Load(value: value, unit: fixedUnit) }
        let word = FieldText.lowercased(table.text(record, unitColumn))
        guard let unit = TrainingLexicon.weightUnits[word] else {
            throw .init(problem: "the weight unit \"\(word)\" is not kg or lbs")
        }
        return Load(value: value, unit: unit)
    }
}
