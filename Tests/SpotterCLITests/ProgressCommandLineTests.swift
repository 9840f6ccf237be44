import Foundation
import Testing

/// Long work shows a progress line on stderr at a terminal (run under `script`, a pseudo-terminal),
/// erased at the end; nothing without a terminal or with `--quiet`.
@Suite struct ProgressCommandLineTests {
    static let erase = "\r\u{1B}[K"

    /// A transcript of `count` lines: a clock line, then water and food in turn.
    func transcript(_ cli: CLI, lines count: Int) throws -> String {
        var lines = ["@2026-04-01 08:00"]
        for index in 1..<count { lines.append(index % 2 == 0 ? "water 250ml" : "\(50 + index % 100)g oatmeal") }
        let path = cli.home + "/transcript-\(count).txt"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `spotter ARGS` with stdin, stdout and stderr on one pseudo-terminal; returns what it showed.
    func underTerminal(_ cli: CLI, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let command = ([CLI.binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try ChildProcess.run(
            ["/usr/bin/script", "-q", "-c", command, "/dev/null"], stdin: "",
            environment: cli.environment.merging(environment) { _, new in new }, directory: cli.home)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        return result.stdout
    }

    /// The lines as the terminal leaves them: each progress drawing starts with `\r` and erase-line,
    /// so what stays on a line is what follows its last erase.
    func screen(_ output: String) -> [String] {
        output.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n").map {
            $0.components(separatedBy: Self.erase).last ?? $0
        }
    }

    @Test func aLongReplayAtATerminalShowsProgressAndLeavesNoTraceOfIt() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let output = try underTerminal(cli, ["replay", try transcript(cli, lines: 5_000)])
        #expect(output.contains(Self.erase + "Replaying 1/5000 lines"))
        let shown = screen(output).filter { !$0.isEmpty }
        #expect(!shown.contains { $0.contains("Replaying") }, "a progress line was left on the screen")
        #expect(shown.last == "Replayed 5000 lines: 4999 entries, 0 needing review.")
        #expect(try cli.journal().count == 4_999)
    }

    @Test func withoutATerminalStderrHasNoProgress() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["replay", try transcript(cli, lines: 5_000)])
        #expect(run.code == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(!run.stdout.contains("Replaying"))
    }

    @Test func quietOrAShortReplayShowsNoProgressEvenAtATerminal() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let long = try transcript(cli, lines: 5_000)
        let quiet = try underTerminal(cli, ["replay", "--quiet", "--dry-run", long])
        #expect(!quiet.contains("Replaying") && !quiet.contains(Self.erase))
        #expect(quiet.contains("Replayed 5000 lines"))
        let short = try underTerminal(cli, ["replay", "--dry-run", try transcript(cli, lines: 500)])
        #expect(!short.contains("Replaying") && short.contains("Replayed 500 lines"))
    }

    @Test func aLongMergeAndImportAtATerminalShowProgressAndLeaveNoTrace() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["replay", try transcript(cli, lines: 3_000)]).code == 0)
        let merged = try underTerminal(cli, ["merge", "--journal", cli.home + "/other.jsonl", cli.journalPath])
        #expect(merged.contains(Self.erase + "Merging 1/2999 lines"))
        #expect(!screen(merged).contains { $0.contains("Merging") })
        #expect(screen(merged).contains { $0.hasPrefix("Merged 2999 new entries") })

        var rows = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for index in 0..<2_500 {
            let day = 1 + index / 100
            rows.append(
                "2023-01-\(day < 10 ? "0" : "")\(day) 10:30:00,Push,1h,Bench Press (Barbell),\(index % 100 + 1),100,5,0,0,,,"
            )
        }
        let csv = cli.home + "/strong.csv"
        try (rows.joined(separator: "\n") + "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = try underTerminal(cli, ["import", "--unit", "kg", csv])
        #expect(imported.contains(Self.erase + "Importing 1/2500 rows"))
        #expect(!screen(imported).contains { $0.contains("Importing") })
        #expect(screen(imported).contains { $0.hasPrefix("Imported 25 workouts, 2500 sets") })
        let quiet = try underTerminal(cli, ["import", "--quiet", "--dry-run", "--unit", "kg", csv])
        #expect(!quiet.contains("Importing") && quiet.contains("Would import 0 workouts"))
    }

    @Test func theLLMPrefetchAtATerminalCountsTheFoodsAsked() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, latencyMilliseconds: 50)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let transcript = cli.home + "/foods.txt"
        try "300g poutine\nbubble tea\nkombucha\npad thai\nquinoa salad\n".write(
            toFile: transcript, atomically: true, encoding: .utf8)
        let output = try underTerminal(
            cli, ["replay", "--now", "2026-04-27T12:00:00", transcript], environment: ["OPENAI_API_KEY": "sk-test"])
        #expect(output.contains(Self.erase + "Asking openai 0/4 foods"), "pad thai is in the table: four are asked")
        #expect(!screen(output).contains { $0.contains("Asking") })
        #expect(screen(output).contains("Replayed 5 lines: 5 entries, 0 needing review."))
        let quiet = try underTerminal(
            cli, ["replay", "--quiet", "--dry-run", "--now", "2026-04-27T12:00:00", transcript],
            environment: ["OPENAI_API_KEY": "sk-test"])
        #expect(!quiet.contains("Asking"))
    }
}
