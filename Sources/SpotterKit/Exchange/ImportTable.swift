/// A CSV export split into records, with its columns found by title and fields read leniently.
struct ImportTable {
    let records: [CSVRecord]
    /// Lower-cased, trimmed column title → position.
    let columns: [String: Int]
    let headerLine: Int

    /// A row's field that cannot be read; the import skips the row and reports it.
    struct RowProblem: Error {
        var problem: String
    }

    init(records: [CSVRecord]) {
        let header = records.first
        var columns: [String: Int] = [:]
        for (index, title) in (header?.fields ?? []).enumerated() {
            let key = FieldText.trimmed(title).lowercased()
            if columns[key] == nil { columns[key] = index }
        }
        self.columns = columns
        self.records = Array(records.dropFirst())
        headerLine = header?.line ?? 1
    }

    /// The first of the titles the header has.
    func column(_ titles: String...) -> Int? {
        titles.lazy.compactMap { columns[$0] }.first
    }

    /// The trimmed field, empty when the row is short or has no such column.
    func text(_ record: CSVRecord, _ column: Int?) -> String {
        guard let column, column < record.fields.count else { return "" }
        return FieldText.trimmed(record.fields[column])
    }

    /// The field as a number (`72.5` or `72,5`), nil when empty.
    func number(_ record: CSVRecord, _ column: Int?, _ name: String) throws(RowProblem) -> Double? {
        let field = text(record, column)
        guard !field.isEmpty else { return nil }
        let normalised = field.contains(".") ? field : String(field.map { $0 == "," ? "." : $0 })
        guard let value = Double(normalised), value.isFinite, value >= 0 else {
            throw RowProblem(problem: "the \(name) value \"\(field)\" is not a number")
        }
        return value
    }

    /// The field as a whole count, nil when empty.
    func count(_ record: CSVRecord, _ column: Int?, _ name: String) throws(RowProblem) -> Int? {
        guard let value = try number(record, column, name) else { return nil }
        guard value == value.rounded(), value < 100_000 else {
            throw RowProblem(problem: "the \(name) value \"\(text(record, column))\" is not a whole number")
        }
        return Int(value)
    }
}
