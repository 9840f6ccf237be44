import SpotterKit

/// `spotter export --format csv|jsonl [--from D --to D] [--kind K] [--output DIR] [--force] [--raw]`.
enum ExportCommand {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let format = try words.takeValue("--format")
        let filter = ExportFilter(
            from: try day(words.takeValue("--from"), "--from"), to: try day(words.takeValue("--to"), "--to"),
            kind: try words.takeValue("--kind"))
        let directory = try words.takeValue("--output") ?? "."
        let force = words.takeFlag("--force")
        let raw = words.takeFlag("--raw")
        try words.rejectUnknown("export")
        if let from = filter.from, let to = filter.to, to < from {
            throw Arguments.UsageError(message: "--from must not be after --to.")
        }
        let entries: [Entry]
        do {
            entries = try JournalExport.entries(in: try setup.openJournal(), filter: filter)
        } catch let error as ExchangeError {
            throw Arguments.UsageError(message: error.description)
        }
        switch format {
        case "jsonl":
            Output.standard.verbatim(JournalExport.jsonl(entries))
        case "csv":
            if let kind = filter.kind {
                Output.standard.verbatim(JournalExport.csv(entries, kind: kind, raw: raw))
            } else {
                try writeFiles(entries, into: directory, force: force, raw: raw)
            }
        default:
            throw Arguments.UsageError(
                message: "export needs --format csv or --format jsonl, e.g. `spotter export --format csv --kind set`.")
        }
        return 0
    }

    /// One `spotter-KIND.csv` per kind that has entries; checks every file before writing any.
    static func writeFiles(_ entries: [Entry], into directory: String, force: Bool, raw: Bool) throws {
        let kinds = JournalExport.kinds.filter { kind in entries.contains { $0.kind == kind } }
        guard !kinds.isEmpty else {
            Output.standard.line("No entries to export; no files were written.")
            return
        }
        let paths = kinds.map { (kind: $0, path: directory + "/" + JournalExport.fileName(kind: $0)) }
        if !force, let existing = paths.first(where: { FileSystem.exists($0.path) }) {
            throw Setup.Failure(
                message:
                    "\(existing.path) already exists; pass --force to overwrite it or --output DIR to write elsewhere.",
                code: 1)
        }
        do {
            try FileSystem.createDirectory(directory)
            for (kind, path) in paths {
                let csv = JournalExport.csv(entries, kind: kind, raw: raw)
                try FileSystem.replaceAtomically(path, with: Array(csv.utf8))
                let count = entries.count { $0.kind == kind }
                Output.standard.line("Wrote \(count) \(count == 1 ? "entry" : "entries") to \(path)")
            }
        } catch {
            throw Setup.Failure(
                message: "Cannot write the export files into \(directory); check that it is a writable directory.",
                code: 1)
        }
    }

    static func day(_ text: String?, _ option: String) throws -> Day? {
        guard let text else { return nil }
        guard let day = Day(iso: text) else {
            throw Arguments.UsageError(message: "\(option) \"\(text)\" is not a date; use YYYY-MM-DD.")
        }
        return day
    }
}
