import ChildProcesses
import SpotterKit

/// Several shell loops of `spotter log` append to one journal while a REPL holds it open and logs
/// lines of its own, then undoes its last one. Each writer logs its own portion size, so every
/// entry can be traced to its writer.
struct ConcurrencyDrill {
    /// Expected and found entries, and whether the REPL's undo stayed within its own lines.
    struct Result {
        var writers = 0
        var expected = 0
        var found = 0
        var badLines = 0
        var undoTookOwnLine = false
        /// Every writer's entries are all there under its own portion size.
        var eachWriterComplete = false
        var ok: Bool { expected == found && badLines == 0 && undoTookOwnLine && eachWriterComplete }
    }

    let workspace: Workspace

    func run(writers: Int, logsEach: Int) -> Result {
        let journal = workspace.path("concurrent-\(writers).jsonl")
        let now = "2026-04-27T12:00:00"
        var result = Result()
        result.writers = writers
        guard
            let repl = Child(
                workspace.spotter(["repl", "--now", now], journal: journal), environment: workspace.environment,
                stdin: nil, stdout: "/dev/null", stderr: "/dev/null")
        else { return result }
        let loops = (0..<writers).compactMap { writer -> Child? in
            let command = workspace.spotter(["log", "\(101 + writer)g", "chicken", "--now", now], journal: journal)
            let script =
                "i=0; while [ $i -lt \(logsEach) ]; do \(command.joined(separator: " ")) >/dev/null || exit 1; i=$((i+1)); done"
            return Child(
                ["/bin/sh", "-c", script], environment: workspace.environment, stdin: "/dev/null",
                stdout: "/dev/null", stderr: workspace.path("concurrent.err"))
        }
        var replLines = 0
        var running = loops
        while !running.isEmpty {
            repl.send("99g chicken")
            replLines += 1
            Clock.sleep(0.02)
            running.removeAll { $0.wait(blocking: false) != nil }
        }
        // By now the last line in the journal is a writer's; the REPL's undo must still take its own.
        repl.send("/undo")
        repl.closeInput()
        _ = repl.wait()
        let check = JournalCheck(path: journal)
        result.badLines = check.badLines + (check.endsWithPartialLine ? 1 : 0)
        result.expected = writers * logsEach + replLines
        var grams: [String: Double] = [:]
        var deleted: [String] = []
        for entry in check.entries {
            switch entry.payload {
            case .food(let food): grams[entry.id] = food.grams ?? 0
            case .deletion(let deletion): deleted += deletion.targets
            default: continue
            }
        }
        result.found = grams.count
        result.undoTookOwnLine = deleted.count == 1 && deleted.allSatisfy { grams[$0] == 99 }
        result.eachWriterComplete = (0..<writers).allSatisfy { writer in
            grams.values.filter { $0 == Double(101 + writer) }.count == logsEach
        }
        return result
    }
}
