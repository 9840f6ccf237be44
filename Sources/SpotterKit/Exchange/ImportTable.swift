/// A CSV export split into records, with its columns found by title or meaning and fields read leniently.
struct ImportTable {
    private(set) var records: [CSVRecord]
    /// Lower-cased, trimmed column title → position, plus the English title each one means.
    let columns: [String: Int]
    let headerLine: Int
    /// How many fields the header has.
    let width: Int
    /// The header's titles as written, for messages.
    let titles: [String]
    /// Told how many rows are read so far (the import's progress line).
    var progress: (Int) -> Void = { _ in }

    /// A row's field that cannot be read: the row is skipped and reported under `reason`.
    struct RowProblem: Error {
        var problem: String
        /// The kind of problem, the same for every row it hits (`the date is not readable`).
        var reason: String
    }

    init(records: [CSVRecord]) {
        let header = records.first
        var columns: [String: Int] = [:]
        let titles = header?.fields ?? []
        for (index, title) in titles.enumerated() {
            let key = FieldText.trimmed(title).lowercased()
            if columns[key] == nil { columns[key] = index }
        }
        for (index, title) in titles.enumerated() {
            let meaning = ImportHeader.meaning(title)
            if columns[meaning] == nil { columns[meaning] = index }
        }
        self.columns = columns
        self.records = Array(records.dropFirst())
        headerLine = header?.line ?? 1
        width = titles.count
        self.titles = titles.map { FieldText.trimmed($0) }
    }

    /// The first of the titles the header has.
    func column(_ titles: String...) -> Int? {
        titles.lazy.compactMap { columns[$0] }.first
    }

    /// Gives the extra fields of a too-long row back to the free-text column they were cut from: FitNotes
    /// writes `Overhead Press (Each Side, Dumbbells)` without quotes, one comma too many.
    mutating func mend(freeText column: Int?, separator: String) {
        guard let column, column < width else { return }
        records = records.map { record in
            let extra = record.fields.count - width
            guard extra > 0 else { return record }
            var fields = record.fields
            let joined = fields[column...(column + extra)].joined(separator: separator)
            fields.replaceSubrange(column...(column + extra), with: [joined])
            return CSVRecord(fields: fields, line: record.line)
        }
    }

    /// The trimmed field, empty when the row is short or has no such column.
    func text(_ record: CSVRecord, _ column: Int?) -> String {
        guard let column, column < record.fields.count else { return "" }
        return FieldText.trimmed(record.fields[column])
    }

    /// The field as a number (`72.5`, `72,5`, `1,234.5`), nil when empty.
    func number(_ record: CSVRecord, _ column: Int?, _ name: String) throws(RowProblem) -> Double? {
        let field = text(record, column)
        guard !field.isEmpty else { return nil }
        guard let value = Self.decimal(field) else {
            throw RowProblem(
                problem: "the \(name) value \"\(field)\" is not a number", reason: "the \(name) is not a number")
        }
        guard value >= 0 else {
            throw RowProblem(
                problem: "the \(name) value \(field) is below zero", reason: "the \(name) is below zero")
        }
        return value
    }

    /// `72.5`, `72,5` (a decimal comma) or `1,234.5`; nil for anything else.
    static func decimal(_ field: String) -> Double? {
        let normalised: String
        if field.contains(".") {
            normalised = field.filter { $0 != "," }
        } else {
            normalised = String(field.map { $0 == "," ? "." : $0 })
        }
        guard let value = Double(normalised), value.isFinite else { return nil }
        return value
    }

    /// The field as a whole count, nil when empty (`8.0` is 8).
    func count(_ record: CSVRecord, _ column: Int?, _ name: String) throws(RowProblem) -> Int? {
        guard let value = try number(record, column, name) else { return nil }
        guard value == value.rounded() else {
            throw RowProblem(
                problem: "the \(name) value \"\(text(record, column))\" is not a whole number",
                reason: "the \(name) value is not a whole number")
        }
        guard value <= Plausibility.maxReps else {
            throw RowProblem(
                problem: "\(text(record, column)) \(name) is more than anyone does in one set (at most "
                    + "\(Int(Plausibility.maxReps)))", reason: "the \(name) are implausible")
        }
        return Int(value)
    }
}
