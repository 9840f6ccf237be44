import Foundation
import Testing

/// A command that exits non-zero says why on stderr; what was journaled and data stay on stdout.
@Suite struct StreamsCommandLineTests {
    let now = ["--now", "2026-04-27T08:15:00"]

    @Test func aFoodNeedingReviewSaysWhyOnStderrOnly() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "zzqx", "stuff"] + now)
        #expect(run.code == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\"zzqx stuff\" needs review"))
        #expect(run.stderr.contains("spotter edit"))
        // One line for the reason, one for the fix, each within 80 columns.
        #expect(run.stderr.split(separator: "\n").map(\.count).allSatisfy { $0 <= 80 })
        #expect(run.stderr.split(separator: "\n").count == 2)
        #expect(try cli.journal().first?["status"] as? String == "needs_review")
    }

    @Test func whatWasJournaledStaysOnStdoutBesideTheFailure() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "2", "eggs", "and", "zzqx"] + now)
        #expect(run.code == 1)
        #expect(run.stdout.hasPrefix("2 eggs → "))
        #expect(!run.stdout.contains("zzqx"))
        #expect(run.stderr.contains("\"zzqx\" needs review"))
        #expect(!run.stderr.contains("2 eggs"))
        #expect(try cli.journal().count == 2)
    }

    @Test func aLineKeptForReviewWithJSONPrintsTheEntryOnStdoutAndTheReasonOnStderr() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "--json", "zzqx"] + now)
        #expect(run.code == 1)
        let entry = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(entry?["status"] as? String == "needs_review")
        #expect(run.stderr.contains("\"zzqx\" needs review"))
    }

    @Test func aStrictReplaySaysWhyOnStderrAndNamesTheTranscript() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let transcript = cli.home + "/day.txt"
        try "2 eggs\nzzqx stuff\n".write(toFile: transcript, atomically: true, encoding: .utf8)
        let run = try cli.run(["replay", "--strict", transcript] + now)
        #expect(run.code == 1)
        #expect(run.stdout.contains("2 eggs → "))
        #expect(run.stdout.contains("Replayed 2 lines: 2 entries, 1 needing review."))
        #expect(!run.stdout.contains("zzqx"))
        #expect(run.stderr.contains("\"zzqx stuff\" needs review"))
        #expect(run.stderr.contains("replay --strict failed for \(transcript): 1 entry needs review"))
        #expect(run.stderr.contains("spotter feed --review"))
    }

    @Test func aBatchReplayThatSucceedsKeepsReviewsWithItsOutput() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["replay", "-"] + now, stdin: "2 eggs\nzzqx stuff\n")
        #expect(run.code == 0)
        #expect(run.stdout.contains("\"zzqx stuff\" needs review"))
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [
        (["trends", "nonsenseexercise"], "nonsenseexercise"),
        (["plan", "show", "nope"], "nope"),
        (["plan", "import", "/nonexistent/plan.txt"], "/nonexistent/plan.txt"),
        (["calendar", "2026-13"], "2026-13"),
        (["summary", "--date", "notadate"], "notadate"),
        (["feed", "--kind", "bogus"], "bogus"),
        (["insights", "dismiss", "99"], "99"),
        (["ask", "what is love"], "--resolver"),
        (["delete", "zzzz9999"], "zzzz9999"),
        (["export", "--format", "xml"], "--format"),
        (["import", "/nonexistent/strong.csv"], "/nonexistent/strong.csv"),
        (["merge", "/nonexistent/other.jsonl"], "/nonexistent/other.jsonl"),
        (["replay", "/nonexistent/day.txt"], "/nonexistent/day.txt"),
        (["undo"], "nothing to undo"),
    ])
    func aFailingCommandSaysWhyOnStderrAndNothingOnStdout(arguments: [String], named: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(arguments + now)
        #expect(run.code != 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(named))
    }

    @Test func aFailingDoctorKeepsItsReportOnStdoutAndSaysWhyOnStderr() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["doctor", "--resolver", "groq"])
        #expect(run.code == 1)
        #expect(run.stdout.contains("FAIL key"))
        #expect(run.stderr.contains("doctor found a problem with the key"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}
