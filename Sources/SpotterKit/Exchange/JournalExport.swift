/// Export of the effective journal (corrections applied) as JSON lines, one CSV per kind, or one CSV
/// of several kinds with a `kind` column.
public enum JournalExport {
    /// The kinds an export can contain, in the order their files are written and their columns joined.
    public static let kinds = [
        "food", "water", "weight", "workout_start", "set", "workout_end", "session_note", "cardio", "cardio_start",
        "review",
    ]

    /// The effective entries of the store that pass the filter, oldest first.
    public static func entries(in store: JournalStore, filter: ExportFilter) throws -> [Entry] {
        if let kind = filter.kinds.first(where: { !kinds.contains($0) }) { throw ExchangeError.unknownKind(kind) }
        return JournalFold.effective(try JournalReader.read(store).entries).filter(filter.includes)
    }

    /// One journal line per entry, written by the journal's own encoder.
    public static func jsonl(_ entries: [Entry]) -> String {
        var bytes: [UInt8] = []
        var timestamps = TimestampText()
        for entry in entries { EntryEncoder.append(entry, to: &bytes, timestamps: &timestamps) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The CSV of one kind: its header, then a row per entry of that kind; `raw` leaves formula-like
    /// cells as they are instead of neutralising them with a leading `'`.
    public static func csv(_ entries: [Entry], kind: String, raw: Bool = false) -> String {
        var writer = CSVWriter(neutralisesFormulas: !raw)
        writer.row(ExportColumns.header(for: kind))
        for entry in entries where entry.kind == kind { writer.row(ExportColumns.row(for: entry)) }
        return writer.text
    }

    /// One CSV of several kinds: `id,date,time,timestamp,kind`, then every column of those kinds
    /// (each name once, in the order of `kinds`), then `input`; a row leaves other kinds' columns empty.
    public static func csv(_ entries: [Entry], kinds selected: [String], raw: Bool = false) -> String {
        let columns = ExportColumns.header(forKinds: selected)
        let kindColumn = columns.firstIndex(of: "kind") ?? 0
        // Where each of a kind's own columns sits in the joined table, worked out once per kind.
        var positions: [String: [Int]] = [:]
        for kind in selected {
            positions[kind] = ExportColumns.header(for: kind).map { columns.firstIndex(of: $0) ?? kindColumn }
        }
        var writer = CSVWriter(neutralisesFormulas: !raw)
        writer.row(columns)
        for entry in entries {
            guard let places = positions[entry.kind] else { continue }
            var fields = [String](repeating: "", count: columns.count)
            for (place, value) in zip(places, ExportColumns.row(for: entry)) { fields[place] = value }
            fields[kindColumn] = entry.kind
            writer.row(fields)
        }
        return writer.text
    }

    /// `spotter-set.csv`.
    public static func fileName(kind: String) -> String { "spotter-\(kind).csv" }
}
