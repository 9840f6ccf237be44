/// Turns the records of a food table CSV into rows, checking every field so a user's file fails
/// with the line to fix rather than with wrong numbers later.
///
/// It runs at every start of the CLI, so fields are scanned as bytes rather than split as strings.
enum FoodTableReader {
    /// Rows of the CSV in `bytes` with the line each starts on, or the first problem with its
    /// line number. Aliases shared by two rows are caught when the table indexes them.
    static func rows(_ bytes: [UInt8]) throws(FoodTableError) -> (rows: [FoodRow], lines: [Int]) {
        let records = try CSVReader.records(bytes)
        guard let header = records.first else {
            throw FoodTableError(
                line: 1, message: "the file is empty; it needs a header line starting with `name,aliases`")
        }
        let columns = try Columns(header)
        var rows: [FoodRow] = []
        var lines: [Int] = []
        rows.reserveCapacity(records.count - 1)
        lines.reserveCapacity(records.count - 1)
        for record in records.dropFirst() {
            rows.append(try columns.row(record))
            lines.append(record.line)
        }
        return (rows, lines)
    }

    /// Where each column sits in the header; extra columns are ignored.
    private struct Columns {
        let count: Int
        let name: Int, aliases: Int, kcal: Int, protein: Int, carbs: Int, fat: Int
        let fiber: Int?, portions: Int?, ndb: Int?, source: Int?

        init(_ header: CSVRecord) throws(FoodTableError) {
            // The built-in table's header, read for each row a start decodes: its columns are known without the
            // lookup by title below (a fifth of decoding `150g chicken`'s row).
            if header.fields == Self.titles {
                count = Self.titles.count
                (name, aliases, kcal, protein, carbs, fat) = (0, 1, 2, 3, 4, 5)
                (fiber, portions, ndb, source) = (6, 7, 8, 9)
                return
            }
            var positions: [String: Int] = [:]
            for (index, title) in header.fields.enumerated() {
                positions[FieldText.trimmed(title).lowercased()] = index
            }
            func required(_ title: String) throws(FoodTableError) -> Int {
                guard let index = positions[title] else {
                    throw FoodTableError(
                        line: header.line,
                        message: "the header has no `\(title)` column; the columns are "
                            + Self.titles.joined(separator: ",")
                    )
                }
                return index
            }
            count = header.fields.count
            name = try required("name")
            aliases = try required("aliases")
            kcal = try required("kcal_per_100g")
            protein = try required("protein_g")
            carbs = try required("carbs_g")
            fat = try required("fat_g")
            fiber = positions["fiber_g"]
            portions = positions["portions"]
            ndb = positions["ndb_no"]
            source = positions["source_dataset"]
        }

        /// The columns in the order the built-in table has them.
        static let titles = [
            "name", "aliases", "kcal_per_100g", "protein_g", "carbs_g", "fat_g", "fiber_g", "portions", "ndb_no",
            "source_dataset",
        ]

        func row(_ record: CSVRecord) throws(FoodTableError) -> FoodRow {
            let fields = record.fields
            let line = record.line
            guard fields.count == count else {
                throw FoodTableError(line: line, message: "it has \(fields.count) fields but the header has \(count)")
            }
            let name = FieldText.trimmed(fields[name])
            guard !name.isEmpty else { throw FoodTableError(line: line, message: "the food has no name") }
            var aliases = FieldText.pieces(fields[aliases]).map { $0.text }
            if aliases.isEmpty { aliases = [FieldText.lowercased(name)] }
            let fiberText = fiber.map { FieldText.trimmed(fields[$0]) } ?? ""
            var fiberValue: Double?
            if !fiberText.isEmpty {
                fiberValue = try number(fiberText, "fiber_g", limit: Plausibility.maxMacroPer100Grams, line: line)
            }
            return try FoodRow(
                name: name,
                aliases: aliases,
                kcal: number(
                    fields[kcal], "kcal_per_100g", limit: Plausibility.maxKcalPer100Grams * Plausibility.tolerance,
                    line: line),
                protein: number(fields[protein], "protein_g", limit: Plausibility.maxMacroPer100Grams, line: line),
                carbs: number(fields[carbs], "carbs_g", limit: Plausibility.maxMacroPer100Grams, line: line),
                fat: number(fields[fat], "fat_g", limit: Plausibility.maxMacroPer100Grams, line: line),
                fiber: fiberValue,
                portions: Self.portions(portions.map { fields[$0] } ?? "", line: line),
                ndb: ndb.map { FieldText.trimmed(fields[$0]) } ?? "",
                source: source.map { FieldText.trimmed(fields[$0]) } ?? "")
        }

        private func number(_ text: String, _ column: String, limit: Double, line: Int) throws(FoodTableError) -> Double
        {
            guard let value = FieldText.number(text), value >= 0, value <= limit else {
                throw FoodTableError(
                    line: line, message: "\(column) \"\(text)\" is not a number from 0 to \(Int(limit)) per 100 g")
            }
            return value
        }

        private static func portions(_ text: String, line: Int) throws(FoodTableError) -> [String: Double] {
            var portions: [String: Double] = [:]
            for piece in FieldText.pieces(text) {
                guard let (key, grams) = piece.portion, grams > 0, grams <= Plausibility.maxGrams else {
                    throw FoodTableError(
                        line: line,
                        message: "portion \"\(piece.text)\" should be unit=grams with grams above 0, e.g. cup=158")
                }
                portions[key] = grams
            }
            return portions
        }
    }
}
