import SpotterKit

/// `spotter export [--format csv|jsonl] [--from D --to D] [--kind K[,K]] [--output DIR] [--force] [--raw]`:
/// one document on stdout (CSV by default), or with `--output` one CSV file per kind.
enum ExportCommand {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let format = try words.takeValue("--format") ?? "csv"
        let kinds = try words.takeValue("--kind").map { text in
            text.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        }
        let filter = ExportFilter(
            from: try day(words.takeValue("--from"), "--from"), to: try day(words.takeValue("--to"), "--to"),
            kinds: kinds ?? [])
        let directory = try words.takeValue("--output")
        let force = words.takeFlag("--force")
        let raw = words.takeFlag("--raw")
        try words.rejectUnknown("export")
        if let from = filter.from, let to = filter.to, to < from {
            throw Arguments.UsageError(message: "--from must not be after --to.")
        }
        guard format == "csv" || format == "jsonl" else {
            throw Arguments.UsageError(message: "--format \"\(format)\" is not csv or jsonl.")
        }
        if format == "jsonl", let directory {
            throw Arguments.UsageError(
                message:
                    "--output \(directory) writes CSV files; jsonl goes to stdout, e.g. `spotter export --format jsonl > journal.jsonl`."
            )
        }
        let entries: [Entry]
        do {
            entries = try JournalExport.entries(in: try setup.openJournal(), filter: filter)
        } catch let error as ExchangeError {
            throw Arguments.UsageError(message: error.description)
        }
        let selected = filter.selectedKinds
        if format == "jsonl" {
            Output.standard.verbatim(JournalExport.jsonl(entries))
        } else if let directory {
            try writeFiles(entries, kinds: selected, into: directory, force: force, raw: raw)
        } else if selected.count == 1 {
            Output.standard.verbatim(JournalExport.csv(entries, kind: selected[0], raw: raw))
        } else {
            Output.standard.verbatim(JournalExport.csv(entries, kinds: selected, raw: raw))
        }
        return 0
    }

    /// One `spotter-KIND.csv` per kind that has entries; checks every file before writing any.
    static func writeFiles(
        _ entries: [Entry], kinds selected: [String], into directory: String, force: Bool, raw: Bool
    )
        throws
    {
        let kinds = selected.filter { kind in entries.contains { $0.kind == kind } }
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
