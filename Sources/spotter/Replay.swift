import SpotterKit

/// `spotter replay FILE... | -`: feeds transcripts through the grammar as one batch.
enum Replay {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let dryRun = words.takeFlag("--dry-run")
        let strict = words.takeFlag("--strict")
        let json = setup.arguments.json
        if let option = words.first(where: { $0.hasPrefix("--") }) {
            throw Arguments.UsageError(message: "replay does not take \(option); see `spotter help replay`.")
        }
        let sources = words.isEmpty ? ["-"] : words
        var texts: [(name: String, bytes: [UInt8])] = []
        for source in sources {
            guard let bytes = source == "-" ? StandardInput.readAll() : FileSystem.read(source) else {
                throw Setup.Failure(message: "Cannot read the transcript \(source): \(FileSystem.lastError()).", code: 1)
            }
            texts.append((source == "-" ? "standard input" : source, bytes))
        }
        let store: JournalStore
        if dryRun {
            store = InMemoryJournalStore(bytes: FileSystem.read(setup.paths.journalFile) ?? [])
        } else {
            store = try setup.openJournal(batchBytes: 1 << 20)
        }
        let engine = try setup.engine(store: store)
        var tally = Tally()
        outer: for (_, bytes) in texts {
            for line in TranscriptLines(bytes) {
                tally.lines += 1
                if line.isEmpty || line.hasPrefix("#") { continue }
                let outcome = engine.handle(line)
                tally.count(outcome)
                if json {
                    for entry in outcome.entries { Output.standard.line(EntryEncoder.json(for: entry)) }
                    for message in outcome.messages where message.level == .error { Output.error.line(message.text) }
                } else {
                    Printer.print(outcome, style: setup.style)
                }
                // Acknowledge only what is written: hold output while journal lines are buffered.
                if !store.hasPendingWrites { Output.standard.flush() }
                if outcome.quit { break outer }
            }
        }
        do {
            try store.flush()
        } catch {
            Output.error.line("spotter: \(error)")
            return 1
        }
        let closing = tally.closingLine(dryRun: dryRun)
        if json { Output.error.line(closing) } else { Output.standard.line(closing) }
        if tally.failedWrites > 0 { return 1 }
        return strict && (tally.needsReview > 0 || tally.errors > 0) ? 1 : 0
    }

    /// Counts for the closing line.
    struct Tally {
        var lines = 0
        var entries = 0
        var needsReview = 0
        var errors = 0
        var failedWrites = 0

        mutating func count(_ outcome: Outcome) {
            for entry in outcome.entries {
                if !entry.payload.isCorrection { entries += 1 }
                if entry.payload.needsReview { needsReview += 1 }
            }
            if outcome.messages.contains(where: { $0.level == .error }) {
                errors += 1
                if outcome.messages.contains(where: { $0.text.hasPrefix("Could not write") }) { failedWrites += 1 }
            }
        }

        func closingLine(dryRun: Bool) -> String {
            var text = "Replayed \(lines) " + (lines == 1 ? "line" : "lines") + ": \(entries) "
                + (entries == 1 ? "entry" : "entries") + (dryRun ? " (dry run, nothing written)" : "")
            text += ", \(needsReview) needing review"
            if errors > 0 { text += ", \(errors) " + (errors == 1 ? "line" : "lines") + " with errors" }
            return text + "."
        }
    }
}
