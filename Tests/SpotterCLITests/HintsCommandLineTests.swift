import Foundation
import Testing

/// Hints speak the user's own syntax: REPL commands with feed numbers in the REPL, shell commands from
/// the shell; a needs-review message is one line of reason and one of fix, each within 80 columns.
@Suite struct HintsCommandLineTests {
    let now = ["--now", "2026-04-27T12:00:00"]

    @Test func theREPLHintIsAREPLCommandWithTheFeedNumberThatWorks() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["repl"] + now, stdin: "2 eggs\nzzqx porridge\n")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let fix = try #require(lines.first { $0.hasPrefix("Fix: ") })
        #expect(fix == #"Fix: /edit 2 text="…", or grams=… kcal=… protein=… carbs=… fat=…"#)
        #expect(lines.contains { $0.hasPrefix(#""zzqx porridge" needs review: not in the food table"#) })
        // The banner names the journal's path, as long as it is; the answers fit 80 columns.
        #expect(lines.dropFirst().allSatisfy { $0.count <= 80 })
        // The hint's number is the one `/edit` takes.
        let edited = try cli.run(["repl"] + now, stdin: "/edit 2 text=\"200g oatmeal\"\n")
        #expect(edited.stdout.contains("oatmeal"), "\(edited.stdout)\(edited.stderr)")
        #expect(try cli.run(["feed", "--review"] + now).stdout.contains("Nothing needs review"))
    }

    @Test func fromTheShellHintsAndUsageAreShellCommands() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "zzqx", "porridge"] + now)
        let id = try #require(try cli.journal().first?["id"] as? String)
        #expect(run.stderr.contains("Fix: spotter edit \(id.prefix(8)) text=\"…\""))
        let review = try cli.run(["feed", "--review"] + now).stdout
        #expect(review.contains("Fix: spotter edit 1 text=\"…\""))
        #expect(!review.contains("chicken"))
        let usage = try cli.run(["trends"] + now)
        #expect(usage.stderr.contains("Usage: spotter trends EXERCISE|weight"))
        #expect(!usage.stderr.contains("/trends"))
    }
}
