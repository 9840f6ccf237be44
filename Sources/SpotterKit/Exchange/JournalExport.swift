/// Export of the effective journal (corrections applied) as JSON lines or as one CSV per kind.
public enum JournalExport {
    /// The kinds an export can contain, in the order their files are written.
    public static let kinds = [
        "food", "water", "weight", "workout_start", "set", "workout_end", "session_note", "cardio", "cardio_start",
        "review",
    ]

    /// The effective entries of the store that pass the filter, oldest first.
    public static func entries(in store: JournalStore, filter: ExportFilter) throws -> [Entry] {
        if let kind = filter.kind, !kinds.contains(kind) { throw ExchangeError.unknownKind(kind) }
        return JournalFold.effective(try JournalReader.read(store).entries).filter(filter.includes)
    }

    /// One journal line per entry, written by the journal's own encoder.
    public static func jsonl(_ entries: [Entry]) -> String {
        var bytes: [UInt8] = []
        for entry in entries { EntryEncoder.append(entry, to: &bytes) }
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

    /// `spotter-set.csv`.
    public static func fileName(kind: String) -> String { "spotter-\(kind).csv" }
}
