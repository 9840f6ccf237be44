import SpotterKit

/// `spotter merge OTHER.jsonl... [--dry-run] [--show-refused]`: union by id of other journals into this one;
/// lines beyond the limits every door keeps are refused and counted, and listed on request.
enum MergeCommand {
    static func run(_ words: [String], setup: Setup) throws -> Int32 {
        var words = words
        let dryRun = words.takeFlag("--dry-run")
        let showRefused = words.takeFlag("--show-refused")
        let files = words.operands
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
        let plan = JournalMerge.plan(existingIDs: Set(kept.keys).union(try JournalIDs.all(in: store)), others: others) {
            kept[$0]
        }
        for problem in plan.problems { Output.error.line(problem.description) }
        for conflict in plan.conflicts { Output.error.line(conflict.description) }
        if showRefused { for refusal in plan.refused { Output.standard.line(refusal.description) } }
        if plan.lines.isEmpty && plan.alreadyPresent == 0 && plan.refused.isEmpty && !plan.problems.isEmpty {
            throw Setup.Failure(
                message: "\(files.joined(separator: ", ")) had no journal lines to merge; nothing was written.",
                code: 1)
        }
        if !dryRun, !plan.lines.isEmpty { try store.append(lines: plan.lines) }
        let count = plan.lines.count
        Output.standard.line(
            (dryRun ? "Would merge " : "Merged ") + "\(count) new \(count == 1 ? "entry" : "entries") from "
                + files.joined(separator: ", ") + " (\(plan.alreadyPresent) already present, "
                + (plan.conflicts.isEmpty
                    ? "" : "\(plan.conflicts.count) in conflict (the journal's kept), ")
                + (plan.refused.isEmpty
                    ? ""
                    : "\(plan.refused.count) \(plan.refused.count == 1 ? "line" : "lines") refused"
                        + (showRefused ? ", " : " (--show-refused lists them), "))
                + "\(plan.problems.count) \(plan.problems.count == 1 ? "line" : "lines") skipped).")
        return 0
    }
}
