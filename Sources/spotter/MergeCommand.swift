import SpotterKit

/// `spotter merge OTHER.jsonl... [--dry-run] [--show-refused] [--yes]`: union by id of other journals into
/// this one; lines beyond the limits every door keeps are refused and counted, and listed on request.
/// A merge whose corrections delete or edit this journal's own entries says so and must be confirmed;
/// `merge --revert FILE` (or `undo merge`) takes a merge back by appending corrections.
enum MergeCommand {
    static let usage = "Usage: spotter merge OTHER.jsonl... [--dry-run] [--show-refused] [--yes] | merge --revert FILE."

    static func run(_ words: [String], setup: Setup, read: (String) -> String? = Output.ask) throws -> Int32 {
        var words = words
        let dryRun = words.takeFlag("--dry-run")
        let showRefused = words.takeFlag("--show-refused")
        let confirmed = words.takeFlag("--yes")
        let reverting = words.takeFlag("--revert")
        let files = words.operands
        if reverting {
            guard files.count == 1 else { throw Arguments.UsageError(message: usage) }
            return try revert(files[0], setup: setup)
        }
        guard !files.isEmpty else {
            throw Arguments.UsageError(message: "merge needs the journals to merge, e.g. `spotter merge phone.jsonl`.")
        }
        var others: [(file: String, bytes: [UInt8])] = []
        for file in files {
            guard let bytes = FileSystem.read(file) else {
                throw Setup.Failure(
                    message: "Cannot read \(file): \(FileSystem.lastError()); check the path. Nothing was merged.",
                    code: 1)
            }
            others.append((file, bytes))
        }
        let store = try setup.openJournal()
        let kept = try JournalIDs.lines(in: store)
        let progress = ProgressLine.start(
            "Merging", unit: "lines", total: others.reduce(0) { $0 + Replay.lineCount($1.bytes) },
            quiet: setup.arguments.quiet)
        let plan = JournalMerge.plan(
            existingIDs: Set(kept.keys).union(try JournalIDs.all(in: store)), others: others,
            existingLine: { kept[$0] },
            progress: { progress?.update($0) })
        progress?.finish()
        for problem in plan.problems { Output.error.line(problem.description) }
        for conflict in plan.conflicts { Output.error.line(conflict.description) }
        if showRefused { for refusal in plan.refused { Output.standard.line(refusal.description) } }
        if plan.lines.isEmpty && plan.alreadyPresent == 0 && plan.refused.isEmpty && !plan.problems.isEmpty {
            throw Setup.Failure(
                message: "\(files.joined(separator: ", ")) had no journal lines to merge; nothing was written.",
                code: 1)
        }
        let sources = files.joined(separator: ", ")
        if let effect = plan.localEffect(), !dryRun, !confirmed {
            let question = "Merging \(sources) would \(effect)."
            guard Output.isTerminal(0) else {
                throw Setup.Failure(
                    message: question + " Nothing was merged; run it again with --yes to merge anyway "
                        + "(--dry-run shows the rest).", code: 1)
            }
            guard let answer = read(question + " Merge anyway? [y/N] "), answer.lowercased().hasPrefix("y") else {
                Output.standard.line("Nothing was merged.")
                return 0
            }
        }
        if !dryRun, !plan.lines.isEmpty {
            try store.append(lines: plan.lines)
            let receipt = MergeReceipt(
                id: IDGenerator().nextID(), files: files.map(FileSystem.absolutePath), timestamp: setup.now ?? .now(),
                appended: plan.ids,
                localDeletions: plan.localDeletions.sorted())
            try MergeReceipt.record(receipt, beside: setup.paths.journalFile)
        }
        Output.standard.line(summary(plan, sources: sources, dryRun: dryRun, showRefused: showRefused))
        return 0
    }

    /// "Merged 3 new entries from a.jsonl (1 already present, ...)", with what it does to local entries.
    static func summary(_ plan: JournalMerge.Plan, sources: String, dryRun: Bool, showRefused: Bool) -> String {
        let count = plan.lines.count
        let refused = plan.refused.count
        let effect = plan.localEffect(done: !dryRun).map { dryRun ? "; it would \($0)" : "; it \($0)" } ?? ""
        return (dryRun ? "Would merge " : "Merged ") + "\(Format.count(count, "new entry")) from "
            + sources + " (\(plan.alreadyPresent) already present, "
            + (plan.conflicts.isEmpty ? "" : "\(plan.conflicts.count) in conflict (the journal's kept), ")
            + (refused == 0
                ? ""
                : "\(Format.count(refused, "line")) refused"
                    + (showRefused ? ", " : " (--show-refused lists them), "))
            + "\(Format.count(plan.problems.count, "line")) skipped)\(effect)."
    }

    /// Takes back the latest merge of `file` (any file when nil): its lines are deleted and the journal's
    /// own entries its deletions removed are written again.
    static func revert(_ file: String?, setup: Setup) throws -> Int32 {
        let receipts = MergeReceipt.open(beside: setup.paths.journalFile)
        let wanted = file.map(FileSystem.absolutePath)
        guard let receipt = receipts.last(where: { wanted == nil || $0.files.contains(wanted ?? "") }) else {
            let what = file.map { "merge of \($0)" } ?? "merge"
            throw Setup.Failure(
                message: "There is no \(what) to take back in this journal's record of merges "
                    + "(\(MergeReceipt.file(beside: setup.paths.journalFile))).", code: 1)
        }
        let store = try setup.openJournal()
        let entries = try JournalReader.read(store).entries
        let now = setup.now ?? .now()
        let corrections = receipt.corrections(to: entries, at: now, ids: IDGenerator())
        try store.append(corrections)
        try MergeReceipt.recordRevert(receipt.id, at: now, beside: setup.paths.journalFile)
        let deleted = corrections.reduce(0) { total, entry in
            if case .deletion(let deletion) = entry.payload { return total + deletion.targets.count }
            return total
        }
        let restored = corrections.filter { !$0.payload.isCorrection }.count
        Output.standard.line(
            "Took back the merge of \(receipt.files.joined(separator: ", ")) (\(receipt.timestamp.day)): "
                + "\(Format.count(deleted, "merged line")) deleted, \(Format.count(restored, "local entry")) restored.")
        return 0
    }
}
