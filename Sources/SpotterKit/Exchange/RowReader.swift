/// Reads a row's optional fields (duration, RPE, seconds, distance) so that one Spotter cannot read costs
/// the field, with a warning, and never the set.
struct RowReader {
    let table: ImportTable
    let record: CSVRecord
    private var warnings: [String] = []

    init(table: ImportTable, record: CSVRecord) {
        self.table = table
        self.record = record
    }

    /// Notes a field left out.
    mutating func warn(_ problem: String) { warnings.append(problem) }

    /// The field's value; when it cannot be read, nil and a warning if the row is a set anyway, else the
    /// problem (a row whose only figure is unreadable has nothing left to import).
    mutating func optional(
        hasSet: Bool, _ read: () throws(ImportTable.RowProblem) -> Double?
    ) throws(ImportTable.RowProblem) -> Double? {
        do {
            return try read()
        } catch {
            guard hasSet else { throw error }
            warn(error.problem)
            return nil
        }
    }

    /// The RPE from 1 to 10, or nil with a warning.
    mutating func rpe(_ column: Int?) -> Double? {
        let text = table.text(record, column)
        guard !text.isEmpty else { return nil }
        guard let value = ImportTable.decimal(text) else {
            warn("the RPE \"\(text)\" is not a number")
            return nil
        }
        let checked = ImportedRow.rpe(value)
        if let problem = checked.problem { warn(problem) }
        return checked.value
    }

    /// The workout's length in seconds, 0 with a warning when it cannot be read.
    mutating func duration(_ column: Int?) -> Double {
        let text = table.text(record, column)
        guard !text.isEmpty else { return 0 }
        guard let seconds = ImportTime.duration(text), seconds <= Plausibility.maxSeconds else {
            warn("the duration \"\(text)\" is not like 1h 5min")
            return 0
        }
        return seconds
    }

    /// Hands the warnings to the collector.
    func flush(into collector: inout ImportCollector) {
        for warning in warnings { collector.warn(line: record.line, warning) }
    }
}
