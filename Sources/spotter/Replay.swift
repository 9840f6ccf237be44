import SpotterKit

/// `spotter replay FILE... | -`: feeds transcripts through the grammar as one batch.
enum Replay {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let dryRun = words.takeFlag("--dry-run")
        let strict = words.takeFlag("--strict")
        let allowFiles = words.takeFlag("--allow-files") || setup.arguments.allowFiles
        let json = setup.arguments.json
        // Under --strict a line kept for review fails the run, so its reason goes where failures go.
        let reviews: Printer.Reviews = strict ? .failures : .output
        let sources = words.operands.isEmpty ? ["-"] : words.operands
        var texts: [(name: String, bytes: [UInt8])] = []
        for source in sources {
            guard let bytes = source == "-" ? StandardInput.readAll() : FileSystem.read(source) else {
                throw Setup.Failure(
                    message: "Cannot read the transcript \(source): \(FileSystem.lastError()).", code: 1)
            }
            texts.append((source == "-" ? "standard input" : source, bytes))
        }
        // Nil for a dry run, which writes nothing and so has nothing to sync.
        let background = dryRun ? nil : BackgroundJournalStore(file: try setup.openJournal(batchBytes: 1))
        let store: JournalStore =
            background ?? InMemoryJournalStore(bytes: FileSystem.read(setup.paths.journalFile) ?? [])
        let engine = try setup.engine(store: store, remembersFoods: !dryRun)
        engine.allowsFileCommands = allowFiles
        // An LLM resolver answers the distinct unknown foods of the whole batch concurrently first;
        // the lines are then journaled in transcript order from those answers.
        if engine.resolver.asksRemotely {
            var asking: ProgressLine?
            engine.prefetchFoods(texts.flatMap { TranscriptLines.strings($0.bytes) }) { done, total in
                // Every answer is a network call: worth a progress line however few there are.
                asking =
                    asking
                    ?? ProgressLine.start(
                        "Asking \(setup.resolverName)", unit: "foods", total: total, quiet: setup.arguments.quiet,
                        threshold: 1)
                asking?.update(done)
            }
            asking?.finish()
        }
        var tally = Tally()
        var syncs = ReplaySyncSchedule(heldRoom: Output.heldBytes)
        var held = HeldOutput()
        let progress = ProgressLine.start(
            "Replaying", unit: "lines", total: texts.reduce(0) { $0 + lineCount($1.bytes) },
            quiet: setup.arguments.quiet)
        defer { progress?.finish() }
        // Acknowledge only what is written: output waits while journal lines are still buffered. A dry run
        // writes nothing, so nothing of its output waits: it goes out as the buffer fills.
        Output.standard.holdsOutput = background != nil
        defer { Output.standard.holdsOutput = false }
        outer: for (_, bytes) in texts {
            for line in TranscriptLines(bytes) {
                tally.lines += 1
                progress?.update(tally.lines)
                // The first byte is asked first: `hasPrefix` compares characters, on every line.
                if line.isEmpty
                    || (bytes[line.lowerBound] == UInt8(ascii: "#")
                        && String(decoding: bytes[line], as: UTF8.self).hasPrefix("#"))
                {
                    continue
                }
                // Given as bytes: a line the engine saw lately is found without a String made of it.
                let outcome = bytes.withUnsafeBufferPointer {
                    engine.handle(utf8: UnsafeBufferPointer(rebasing: $0[line]))
                }
                if outcome.journalFailed {
                    // Lines still held were never written: they must not be acknowledged.
                    Output.standard.discard()
                    Printer.print(outcome, style: setup.style, reviews: reviews)
                    return 1
                }
                tally.count(outcome)
                if json {
                    for entry in outcome.entries { Output.standard.verbatimLine(EntryEncoder.json(for: entry)) }
                    for message in outcome.messages
                    where message.level == .error || (strict && message.level == .review) {
                        Output.error.line(message.text)
                    }
                } else {
                    Printer.print(outcome, style: setup.style, reviews: reviews)
                }
                // A dry run holds nothing (above): its output, written at each line, was a system call a line
                // (93,000 in a 100k-line dry run, a tenth of its time).
                if let background {
                    held.release(background)
                    // A crash mid-replay loses at most `linesPerSync` lines' entries, whatever the lines say;
                    // and what is said waits for a sync. Synced on the writer thread while the grammar goes on.
                    if syncs.isDue(afterLine: tally.lines, unsyncedBytes: held.unmarkedBytes) {
                        held.mark(sync: background.syncInBackground())
                    }
                    if !background.hasPendingWrites {
                        Output.standard.flush()
                        held.clear()
                    } else if Output.standard.pendingBytes > Output.heldBytes {
                        // The writer fell behind the held room: waited for, rather than more held.
                        guard flushed(store) else { return 1 }
                        Output.standard.flush()
                        held.clear()
                    }
                }
                if outcome.quit { break outer }
            }
        }
        guard flushed(store) else { return 1 }
        // Everything is written and the process exits next: the engine (its memos, history and the store's
        // last written batches) is left to the exit rather than freed object by object, which was 1.6% of a
        // 100k-line replay's instructions.
        _ = Unmanaged.passRetained(engine)
        progress?.finish()
        let closing = tally.closingLine(dryRun: dryRun)
        if json { Output.error.line(closing) } else { Output.standard.line(closing) }
        guard strict, tally.needsReview > 0 || tally.errors > 0 else { return 0 }
        Printer.error(tally.strictFailure(of: texts.map(\.name), dryRun: dryRun))
        return 1
    }

    /// The lines `TranscriptLines` reads from `bytes`: one per newline, and a last one without.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == 0x0A { count += 1 }
        return count + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
    }

    /// Writes everything held; on failure drops the held acknowledgements and says why.
    private static func flushed(_ store: JournalStore) -> Bool {
        do {
            try store.flush()
            return true
        } catch {
            Output.standard.discard()
            Printer.error("\(error)")
            return false
        }
    }

    /// Counts for the closing line.
    struct Tally {
        var lines = 0
        var entries = 0
        var needsReview = 0
        var errors = 0

        mutating func count(_ outcome: Outcome) {
            entries += outcome.entries.count - outcome.correctionCount
            needsReview += outcome.needsReviewCount
            // By index: `contains(where:)` on the messages copied each one, a retain and a release of its text.
            if outcome.messages.indices.contains(where: { outcome.messages[$0].level == .error }) { errors += 1 }
        }

        func closingLine(dryRun: Bool) -> String {
            var text =
                "Replayed \(lines) " + (lines == 1 ? "line" : "lines") + ": \(entries) "
                + (entries == 1 ? "entry" : "entries") + (dryRun ? " (dry run, nothing written)" : "")
            text += ", \(needsReview) needing review"
            if errors > 0 { text += ", \(errors) " + (errors == 1 ? "line" : "lines") + " with errors" }
            return text + "."
        }

        /// Why `--strict` exits 1, naming the transcripts and the command that lists what to fix.
        func strictFailure(of names: [String], dryRun: Bool) -> String {
            var problems: [String] = []
            if needsReview > 0 {
                problems.append("\(needsReview) " + (needsReview == 1 ? "entry needs" : "entries need") + " review")
            }
            if errors > 0 { problems.append("\(errors) " + (errors == 1 ? "line" : "lines") + " failed") }
            let fix = dryRun ? "correct the lines named above" : "`spotter feed --review` lists what to fix"
            return "replay --strict failed for \(names.joined(separator: ", ")): "
                + problems.joined(separator: " and ") + "; \(fix)."
        }
    }
}
