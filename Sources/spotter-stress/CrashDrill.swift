import ChildProcesses
import SpotterKit

/// Kills `spotter replay` and `spotter log` with SIGKILL at seeded random moments. After every kill
/// the journal must hold only valid complete lines and every entry the process acknowledged; a torn
/// tail must be set aside into `<journal>.torn` and reported by the next run, which carries on.
struct CrashDrill {
    /// What the drill saw.
    struct Result {
        var kills = 0
        var acknowledged = 0
        var lost = 0
        var badLines = 0
        var tornTails = 0
        var tornReported = 0
        var tornUnreported = 0
        var finalRunSucceeded = false
    }

    let workspace: Workspace
    let transcriptLines: Int
    var random: SeededRandom

    private var journal: String { workspace.path("crash.jsonl") }
    private let now = "2026-04-27T20:00:00"

    mutating func run(replayKills: Int, logKills: Int) -> Result {
        var result = Result()
        let transcript = workspace.path("crash.txt")
        try? FileSystem.replaceAtomically(transcript, with: Array(StressTranscript.text(lines: transcriptLines).utf8))
        let replay = ["replay", transcript, "--json", "--now", now]
        let log = ["log", "150g", "chicken", "--json", "--now", now]
        var acknowledged = Set<String>()
        var tornPending = false
        for (arguments, kills) in [(replay, replayKills), (log, logKills)] {
            let duration = calibrate(arguments)
            var killed = 0
            var round = 0
            // Short commands often finish before the kill lands; those runs still count as checks.
            while killed < kills, round < kills * 20 {
                round += 1
                let stdout = workspace.path("crash.out")
                let stderr = workspace.path("crash.err")
                workspace.remove("crash.out")
                workspace.remove("crash.err")
                guard
                    let child = Child(
                        workspace.spotter(arguments, journal: journal), environment: workspace.environment,
                        stdin: "/dev/null", stdout: stdout, stderr: stderr)
                else { break }
                Clock.sleep(Double.random(in: 0..<duration * 1.2, using: &random))
                child.kill()
                guard let exit = child.wait() else { break }
                if exit.killed { killed += 1 }
                acknowledged.formUnion(JournalCheck.acknowledgedIDs(in: workspace.text("crash.out")))
                check(stderr: workspace.text("crash.err"), acknowledged: acknowledged, torn: &tornPending, &result)
                // A kill inside write(2) rarely tears a line on a local disk, so every third round also
                // leaves the start of an unacknowledged line, as a power cut in mid-write would.
                if !tornPending, round % 3 == 0 {
                    tearTail()
                    tornPending = true
                    result.tornTails += 1
                }
            }
            result.kills += killed
        }
        let final = Child.run(
            workspace.spotter(replay, journal: journal), environment: workspace.environment,
            stdout: workspace.path("crash-final.out"), stderr: workspace.path("crash-final.err"))
        acknowledged.formUnion(JournalCheck.acknowledgedIDs(in: workspace.text("crash-final.out")))
        check(stderr: workspace.text("crash-final.err"), acknowledged: acknowledged, torn: &tornPending, &result)
        result.finalRunSucceeded = final.exit.code == 0 && !tornPending
        result.acknowledged = acknowledged.count
        let records = workspace.text("crash.jsonl.torn").split(separator: "\n").filter { $0.hasPrefix("# ") }
        // A run killed after its warning but before its cut reports the same tail twice: only a tail
        // set aside without any report breaks the promise.
        result.tornUnreported += max(0, records.count - result.tornReported)
        return result
    }

    /// The seconds one uninterrupted run takes, so kills land across its whole life.
    private func calibrate(_ arguments: [String]) -> Double {
        let scratch = workspace.path("calibrate.jsonl")
        let (_, seconds) = Child.run(workspace.spotter(arguments, journal: scratch), environment: workspace.environment)
        workspace.remove("calibrate.jsonl")
        return max(seconds, 0.001)
    }

    private func check(stderr: String, acknowledged: Set<String>, torn: inout Bool, _ result: inout Result) {
        let journalCheck = JournalCheck(path: journal)
        let reported = stderr.contains("set aside in")
        if torn, reported {
            result.tornReported += 1
            torn = false
        }
        if torn, !journalCheck.endsWithPartialLine {
            // Cut without a word: a torn tail that vanished unreported.
            result.tornUnreported += 1
            torn = false
        }
        if journalCheck.endsWithPartialLine, !torn {
            result.tornTails += 1
            torn = true
        }
        result.badLines = max(result.badLines, journalCheck.badLines)
        result.lost = acknowledged.subtracting(journalCheck.ids).count
    }

    /// Appends the first part of a real journal line, without its newline.
    private mutating func tearTail() {
        let entry = Entry.make(
            id: "torn\(random.next() % 1_000_000)", timestamp: Timestamp(seconds: 1_777_000_000, offset: 0),
            lineID: "torn", input: "150g chicken", resolver: "mock",
            payload: .water(WaterRecord(milliliters: 250)))
        let line = EntryEncoder.line(for: entry)
        let cut = Int.random(in: 1..<line.count - 1, using: &random)
        workspace.append(Array(line[0..<cut]), to: journal)
    }
}
