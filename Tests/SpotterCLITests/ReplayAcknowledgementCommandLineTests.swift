import Foundation
import Testing

/// A long replay writes its output as the journal lines it acknowledges are synced: whole, once, in order.
@Suite struct ReplayAcknowledgementCommandLineTests {
    @Test func aReplayPastTheHeldOutputAcknowledgesEveryEntryOnceInOrder() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        // About 6.7 MB of `--json` output: the journal is synced in the background each time 2 MB waits, and
        // what each sync covers is written while the lines after it wait for the next.
        let transcript = (1...20000).map { "\($0 % 300 + 1)g chicken" }.joined(separator: "\n")
        let run = try cli.run(["replay", "--json", try cli.file("long.txt", transcript)])
        #expect(run.code == 0, "\(run.stderr)")
        let journal = try String(contentsOfFile: cli.journalPath, encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 20000)
        // Each entry's line as journaled, printed once and in the journal's order.
        #expect(run.stdout == journal)
        #expect(run.stderr == "Replayed 20000 lines: 20000 entries, 0 needing review.\n")
    }

    @Test func aDryRunSaysWhatTheReplayWouldLineForLineAndWritesNothing() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        // Past Output's 64 KB buffer several times, with workouts and their wrap-ups between the meals: a dry run
        // holds nothing, so its output goes out as the buffer fills, and none of it may be lost or reordered.
        var lines: [String] = []
        for day in 0..<600 {
            let date = String(format: "%04d-%02d-%02d", 2024 + day / 336, day / 28 % 12 + 1, day % 28 + 1)
            lines += [
                "@\(date) 07:00", "\(day % 300 + 1)g chicken", "2 cups of water", "gym",
                "bench 3x5 \(60 + day % 5 * 2)kg", "same", "done",
            ]
        }
        let transcript = try cli.file("days.txt", lines.joined(separator: "\n"))
        let dry = try cli.run(["replay", "--dry-run", transcript])
        #expect(dry.code == 0, "\(dry.stderr)")
        #expect(try cli.journal().isEmpty)
        let real = try cli.run(["replay", transcript])
        #expect(real.code == 0, "\(real.stderr)")
        let said = dry.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let written = real.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(dry.stdout.utf8.count > 4 * 65_536)
        // The closing lines differ by the dry run's note (each is followed by the output's last newline); every
        // line before them is the same.
        #expect(said.dropLast().last?.contains("(dry run, nothing written)") == true)
        #expect(written.dropLast().last?.hasPrefix("Replayed 4200 lines: ") == true)
        #expect(Array(said.dropLast(2)) == Array(written.dropLast(2)))
    }
}
