/// Where an export keeps its weights and in which unit: named in the column title (`Weight (kg)`,
/// `weight_lbs`, Strong 2016's bare `kg`), given per row in a unit column, or not at all (then the user says).
/// A unit the file states always wins over the one the user passes.
struct WeightColumns {
    /// Columns with the unit every row of them is in.
    let fixed: [(column: Int, unit: WeightUnit)]
    let plain: Int?
    let unitColumn: Int?
    /// The unit for weights the file gives none for: the user's.
    let fallback: WeightUnit?

    init(
        _ table: ImportTable, plain: [String], kg: [String], lb: [String], unitColumn unitTitle: String?,
        unit: WeightUnit?, file: String
    ) throws(ExchangeError) {
        var fixed: [(column: Int, unit: WeightUnit)] = []
        if let column = kg.lazy.compactMap({ table.columns[$0] }).first { fixed.append((column, .kg)) }
        if let column = lb.lazy.compactMap({ table.columns[$0] }).first { fixed.append((column, .lb)) }
        self.fixed = fixed
        self.plain = fixed.isEmpty ? plain.lazy.compactMap { table.columns[$0] }.first : nil
        unitColumn = unitTitle.flatMap { table.columns[$0] }
        fallback = unit
        if self.plain != nil, unitColumn == nil, unit == nil { throw .unitNeeded(file: file) }
    }

    /// True when the file says which unit its weights are in.
    var fileStatesUnit: Bool { !fixed.isEmpty || unitColumn != nil }

    /// The row's load in the unit that applies to it, nil when the row has none.
    func load(_ record: CSVRecord, _ table: ImportTable) throws(ImportTable.RowProblem) -> Load? {
        for (column, unit) in fixed {
            if let value = try table.number(record, column, "weight") { return Load(value: value, unit: unit) }
        }
        guard let value = try table.number(record, plain, "weight") else { return nil }
        let word = FieldText.lowercased(table.text(record, unitColumn))
        if word.isEmpty {
            guard let fallback else {
                if value == 0 { return nil }
                throw .init(
                    problem: "the weight \(table.text(record, plain)) has no unit; pass --unit kg or --unit lb",
                    reason: "the weight has no unit")
            }
            return Load(value: value, unit: fallback)
        }
        guard let unit = WeightUnit(word: word.filter { $0 != "." }) else {
            throw .init(
                problem: "the weight unit \"\(word)\" is not kg or lbs", reason: "the weight unit is not kg or lbs")
        }
        return Load(value: value, unit: unit)
    }
}
