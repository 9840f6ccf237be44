import ChildProcesses
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// spotter-stress: kills, concurrent writers, failing disks, hostile input and large journals thrown
// at the `spotter` binary built beside this tool; prints one table and exits 1 if any promise broke.
// `--ci` runs the small sizes; without it, the full sizes (build with -c release first).
// `--hostile-journals N` runs only the hostile-journal drill, on N journals (the first with a 10 MB
// string when N is the full size's).

let size = CommandLine.arguments.contains("--ci") ? StressSize.ci : StressSize.full

/// Runs the hostile-journal drill on `count` journals and adds its rows to `table`.
func hostileJournals(
    _ count: Int, hugeString: Int, leaving reproducer: String, into table: inout StressTable
) -> [String] {
    print("spotter-stress: \(count) hostile journals; a crash or hang leaves its journal in \(reproducer)")
    let result = HostileJournalDrill.run(journals: count, hugeString: hugeString, reproducer: reproducer)
    table.add(
        "hostile journals × report commands, crashes/hangs",
        "\(result.journals) × \(HostileJournalDrill.commandCount) (\(result.commands) runs), 0", true,
        note: "\(Format.number(result.seconds)) s, slowest journal \(Format.number(result.slowestSeconds * 1000)) ms")
    table.add(
        "hostile journal promises broken", "\(result.violations.count)", result.violations.isEmpty,
        note: result.violations.first ?? "every command answered, exit 0 or 1 with a sentence")
    return result.violations
}

if let flag = CommandLine.arguments.firstIndex(of: "--hostile-journals") {
    let count = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? StressSize.ci.hostileJournals
    var table = StressTable()
    let huge = count >= StressSize.full.hostileJournals ? StressSize.full.hugeString : StressSize.ci.hugeString
    let violations = hostileJournals(
        count, hugeString: huge, leaving: "/tmp/spotter-stress-hostile-journal.jsonl", into: &table)
    print(table.rendered())
    for violation in violations.prefix(20) { print("  " + violation) }
    exit(table.allMet ? 0 : 1)
}
let spotter = Child.executableDirectory() + "/spotter"
guard access(spotter, X_OK) == 0 else {
    print("spotter-stress: \(spotter) not found; run `swift build` first.")
    exit(1)
}
let workspace = Workspace(root: "/tmp/spotter-stress-\(getpid())", spotter: spotter)
var table = StressTable()
let started = Clock.seconds()

// Scale first: a child's peak memory (ru_maxrss) starts from this process's size at the spawn, and
// the fuzzing below grows this process.
let scaled = ScaleDrill(workspace: workspace).run(sizes: size.scaleSizes, repeats: size.scaleRepeats)
for timing in scaled.timings {
    let budget = ScaleDrill.budget(command: timing.command, entries: timing.entries)
    // Budgets are set for the release build at full size; one CI run of a debug build is not judged.
    let judged = size.scaleRepeats > 1
    table.add(
        "\(timing.command), \(timing.entries) entries",
        "\(Format.number(timing.milliseconds)) ms, \(timing.peakMegabytes) MB",
        budget.map { judged ? timing.milliseconds < $0 : nil } ?? true,
        note: budget.map { "budget < \(Format.number($0)) ms" + (judged ? "" : " (release, full size)") } ?? "")
}
if !scaled.missing.isEmpty {
    table.add("not in this build", scaled.missing.joined(separator: ", "), true, note: "skipped")
}

var crash = CrashDrill(workspace: workspace, transcriptLines: size.transcriptLines, random: SeededRandom(seed: 6))
let crashed = crash.run(replayKills: size.replayKills, logKills: size.logKills)
table.add(
    "kills survived (replay and log, SIGKILL)", "\(crashed.kills)",
    crashed.kills >= size.replayKills + size.logKills && crashed.finalRunSucceeded)
table.add("acknowledged entries lost", "\(crashed.lost) of \(crashed.acknowledged)", crashed.lost == 0)
table.add("invalid complete journal lines", "\(crashed.badLines)", crashed.badLines == 0)
table.add(
    "torn tails set aside and reported", "\(crashed.tornReported) of \(crashed.tornTails)",
    crashed.tornUnreported == 0 && crashed.tornReported == crashed.tornTails)
table.add("workout killed mid-session resumes", "", WorkoutCrashDrill(workspace: workspace).run())

for writers in [2, 4] {
    let result = ConcurrencyDrill(workspace: workspace).run(writers: writers, logsEach: size.logsPerWriter)
    table.add(
        "\(writers) writers + REPL: entries expected/found", "\(result.expected)/\(result.found)",
        result.ok, note: result.undoTookOwnLine ? "REPL undo took its own line" : "REPL undo took another's line")
}

for failure in WriteFailureDrill(workspace: workspace).run() {
    table.add(failure.name, "exit \(failure.exitCode)", failure.ok, note: failure.message)
}

var fuzz = FuzzDrill(inputs: HostileInputs(random: SeededRandom(seed: 42)))
let fuzzed = fuzz.run(total: size.fuzzInputs)
table.add(
    "fuzz inputs (grammar/journal/LLM answer), crashes",
    "\(fuzzed.total) (\(fuzzed.grammarInputs)/\(fuzzed.journalInputs)/\(fuzzed.answerInputs)), 0", true)
table.add(
    "fuzz promises broken", "\(fuzzed.violations.count)", fuzzed.violations.isEmpty,
    note: fuzzed.violations.first ?? "slowest input \(Format.number(fuzzed.slowestSeconds * 1000)) ms")

let hostile = hostileJournals(
    size.hostileJournals, hugeString: size.hugeString, leaving: workspace.path("hostile-journal.jsonl"), into: &table)

print(table.rendered())
print("spotter-stress: \(Format.number(Clock.seconds() - started)) s")
for violation in (fuzzed.violations + hostile).prefix(20) { print("  " + violation) }
_ = Child.run(["/bin/rm", "-rf", workspace.root])
exit(table.allMet ? 0 : 1)
