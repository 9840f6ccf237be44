import ChildProcesses
import Dispatch
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes random hostile journals (mutations of real lines) and runs every report command on each.
///
/// In process, for speed: each command goes through `Engine.run(command:)`, the call `spotter today`,
/// `summary`, `feed`, `calendar`, `trends`, `insights` and `ask` make, and `export` through the
/// `JournalExport` calls the binary's export makes; only the printing is left out. A crash ends this
/// run (the journal that caused it is left in `reproducer`), a hang trips the alarm, and a command
/// that fails without an error sentence, says nothing, is a usage error or writes to the journal is a
/// broken promise. Each journal is also merged into an empty one: no line beyond the limits may pass.
struct HostileJournalDrill {
    /// Journals and commands run, and the promises broken.
    struct Result {
        var journals = 0
        var commands = 0
        var violations: [String] = []
        var slowestSeconds = 0.0
        var seconds = 0.0
    }

    var random: SeededRandom
    /// Where the journal under test is written before its commands run.
    let reproducer: String
    /// 2026-04-27 20:00 UTC, the last day of the base journal.
    let now = Timestamp(seconds: 1_777_320_000, offset: 0)
    private var base: [[UInt8]] = []
    private var baseIDs: [String] = []
    private var mutator: JournalMutator

    /// Every report command, as the binary's words after `spotter`.
    static let commands: [[String]] = [
        ["today"], ["today", "--json"], ["summary"], ["summary", "--json"], ["summary", "--date", "2026-04-20"],
        ["summary", "--week"], ["summary", "--week", "--json"], ["summary", "--week", "--date", "2026-04-13"], ["feed"],
        ["feed", "--json"], ["feed", "--review"], ["feed", "--from", "2026-04-01", "--to", "2026-04-30"],
        ["feed", "--kind", "set,food"], ["calendar"], ["calendar", "--json"], ["trends", "bench"],
        ["trends", "bench", "--json"], ["trends", "squat"], ["trends", "deadlift", "--ascii"], ["trends", "weight"],
        ["trends", "weight", "--json"], ["insights"], ["insights", "--json"], ["ask", "heaviest", "squat?"],
        ["ask", "best", "bench", "1rm?"], ["ask", "workouts", "this", "week?"],
        ["ask", "most", "frequent", "exercise?"],
        ["ask", "bench", "progress", "last", "30", "days?"], ["ask", "average", "protein", "last", "month?"],
        ["ask", "when", "did", "I", "last", "deadlift?", "--json"],
    ]
    /// Report commands plus the exports (JSON lines, and each kind's CSV neutralised and raw).
    static var commandCount: Int { commands.count + 1 + 2 * JournalExport.kinds.count }

    init(random: SeededRandom, reproducer: String) {
        self.random = random
        self.reproducer = reproducer
        mutator = JournalMutator(random: SeededRandom(seed: random.seedling))
        (base, baseIDs) = Self.baseLines(now: now)
        mutator.ids = baseIDs
    }

    /// Runs `journals` journals split over the machine's cores, each share with its own seed and
    /// reproducer file; the first journal holds one string of `hugeString` bytes (10 MB at full size).
    static func run(journals: Int, hugeString: Int, reproducer: String) -> Result {
        signal(SIGALRM) { _ in
            let text = "spotter-stress: one report on a hostile journal ran for over 60 s (a hang)\n"
            _ = text.withCString { write(2, $0, strlen($0)) }
            _exit(3)
        }
        let started = Clock.seconds()
        let shares = max(1, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 8, journals))
        // Each share writes only its own slot; the slots are read after every share has finished.
        nonisolated(unsafe) var results = [Result](repeating: Result(), count: shares)
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            var drill = HostileJournalDrill(
                random: SeededRandom(seed: 12 + UInt64(share)), reproducer: reproducer + (share == 0 ? "" : "-\(share)")
            )
            let count = journals / shares + (share < journals % shares ? 1 : 0)
            results[share] = drill.run(journals: count, hugeString: share == 0 ? hugeString : 0, label: share)
        }
        alarm(0)
        var total = Result()
        for result in results {
            total.journals += result.journals
            total.commands += result.commands
            total.violations += result.violations
            total.slowestSeconds = max(total.slowestSeconds, result.slowestSeconds)
        }
        total.seconds = Clock.seconds() - started
        return total
    }

    /// Runs `journals` journals on this drill's seed; `label` names its share in reproducer file names.
    private mutating func run(journals: Int, hugeString: Int, label: Int) -> Result {
        var result = Result()
        let resolver = TableFoodResolver()
        for index in 0..<journals {
            var bytes = journal()
            if index == 0, hugeString > 0 {
                bytes = mutator.withHugeString(base[0], count: hugeString) + [0x0A] + bytes
            }
            save(bytes, to: reproducer)
            let start = Clock.seconds()
            let before = result.violations.count
            check(bytes, resolver: resolver, &result)
            result.slowestSeconds = max(result.slowestSeconds, Clock.seconds() - start)
            if result.violations.count > before, before < 5 {
                let path = "/tmp/spotter-stress-hostile-\(label)-\(index).jsonl"
                save(bytes, to: path)
                result.violations[before] += " (journal in \(path))"
            }
            result.journals += 1
        }
        return result
    }

    // MARK: - Checking one journal

    private mutating func check(_ bytes: [UInt8], resolver: TableFoodResolver, _ result: inout Result) {
        let store = WatchedJournalStore(InMemoryJournalStore(bytes: bytes))
        var config = Config()
        if random.next() % 4 == 0 { config.units = .lb }
        let engine: Engine
        do {
            engine = try Engine(config: config, store: store, resolver: resolver, foods: .builtIn, now: now)
        } catch {
            return result.violations.append("the engine did not open a hostile journal: \(error)")
        }
        engine.terminalWidth = [12, 40, 80, 240][Int(random.next() % 4)]
        for command in Self.commands {
            // A hang is one command that never returns: the alarm is re-armed before each.
            alarm(60)
            let outcome = engine.run(command: command)
            result.commands += 1
            var broken = Self.brokenPromise(outcome, json: command.contains("--json"))
            if broken == nil, store.written { broken = "wrote to the journal" }
            if let broken { result.violations.append("`spotter \(command.joined(separator: " "))` \(broken)") }
        }
        do {
            let entries = try JournalExport.entries(in: store, filter: ExportFilter())
            _ = JournalExport.jsonl(entries)
            for kind in JournalExport.kinds {
                _ = JournalExport.csv(entries, kind: kind)
                _ = JournalExport.csv(entries, kind: kind, raw: true)
            }
            result.commands += 1 + 2 * JournalExport.kinds.count
        } catch {
            result.violations.append("`spotter export` failed: \(error)")
        }
        let merged = JournalMerge.plan(existingIDs: [], others: [("hostile.jsonl", bytes)])
        for line in merged.lines {
            if case .entry(let entry) = EntryDecoder.decode(String(decoding: line, as: UTF8.self)),
                let reason = Plausibility.refusal(entry)
            {
                result.violations.append("merge let through a line it should refuse (\(reason))")
                break
            }
        }
    }

    /// What is wrong with a report's outcome: a usage error, a failure without a sentence, silence (but
    /// for `--json`, whose answer may be zero JSON lines).
    static func brokenPromise(_ outcome: Outcome, json: Bool) -> String? {
        if outcome.usageError { return "was a usage error: \(outcome.messages.first?.text ?? "")" }
        if !outcome.entries.isEmpty { return "journaled entries" }
        if outcome.failed {
            let sentence = outcome.messages.contains { $0.level == .error && !$0.text.isEmpty }
            return sentence ? nil : "failed without an error sentence"
        }
        return json || outcome.messages.contains { !$0.text.isEmpty } ? nil : "said nothing"
    }

    // MARK: - Journals

    /// A window of the base journal with about a third of its lines mutated, corrections aimed at its
    /// ids, and now and then raw bytes, a torn last line or lines out of order.
    private mutating func journal() -> [UInt8] {
        let count = 20 + Int(random.next() % 60)
        let first = Int(random.next() % UInt64(base.count))
        var lines: [[UInt8]] = []
        for offset in 0..<count {
            let line = base[(first + offset) % base.count]
            switch random.next() % 12 {
            case 0, 1, 2, 3: lines.append(mutator.mutate(line))
            case 4: lines.append(mutator.correction(at: "2026-04-27T0\(random.next() % 10):00:00Z"))
            case 5 where random.next() % 8 == 0:
                lines.append((0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            default: lines.append(line)
            }
        }
        if random.next() % 10 == 0, lines.count > 2 { lines.swapAt(0, lines.count - 1) }
        var bytes = lines.flatMap { $0.filter { $0 != 0x0A } + [0x0A] }
        if random.next() % 10 == 0 { bytes.removeLast(Int(random.next() % 40) + 1) }
        return bytes
    }

    /// Real lines: two weeks of ordinary days up to `now`, with cardio, notes, corrections and a review.
    private static func baseLines(now: Timestamp) -> ([[UInt8]], [String]) {
        let store = InMemoryJournalStore()
        guard
            let engine = try? Engine(
                config: Config(), store: store, resolver: TableFoodResolver(), foods: .builtIn, now: now)
        else { return ([], []) }
        let extras = [
            "@2026-04-27 07:00", "bw 96", "run 5k 25:00", "4x400m intervals", "gym legs", "deadlift 3x5 140kg",
            "squat 5x5 120kg @8", "plank 60s", "done", "feel 4", "pain shoulder", "note grip gave out", "zorblax",
            "/edit 1 grams=200", "/delete 2", "2 l water", "@2026-04-27 19:00", "bike 1h 5m", "undo",
        ]
        let text = StressTranscript.text(lines: 300, startingOn: Day(year: 2026, month: 4, day: 13))
        for line in text.split(separator: "\n").map(String.init) + extras { _ = engine.handle(line) }
        let lines = ((try? store.readAll()) ?? []).split(separator: 0x0A).map(Array.init)
        let ids = lines.compactMap { line -> String? in
            guard case .object(let object)? = JSONParser.parse(line) else { return nil }
            return object["id"]?.string
        }
        return (lines, ids)
    }

    private func save(_ bytes: [UInt8], to path: String) {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard file >= 0 else { return }
        _ = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
    }
}

extension SeededRandom {
    /// A seed for a second generator drawn from this one.
    var seedling: UInt64 {
        var copy = self
        return copy.next() ^ 0x5DEE_CE66_D1CE_4E5B
    }
}
