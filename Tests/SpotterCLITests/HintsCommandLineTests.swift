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
        #expect(lines.filter { !$0.contains(" · journal ") }.allSatisfy { $0.count <= 80 })
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

extension HintsCommandLineTests {
    @Test func severalEntriesAreDeletedByTheNumbersAsShown() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for line in ["2 eggs", "96 kg", "500 ml water", "1 banana"] { try cli.run(["log", line] + now) }
        let run = try cli.run(["delete", "2", "3"] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Deleted weight \"96 kg\""))
        #expect(run.stdout.contains("Deleted water \"500 ml water\""))
        let feed = try cli.run(["feed"] + now).stdout
        #expect(feed.contains("2 eggs") && feed.contains("1 banana") && !feed.contains("96 kg"))
        #expect(try cli.journal().filter { $0["kind"] as? String == "delete" }.count == 1)
    }

    @Test func undoAfterARestartSaysWhatItCanUndoAndAnEditThatCannotSettleSaysWhy() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["log", "zzqx"] + now)
        let undo = try cli.run(["repl"] + now, stdin: "/undo\n")
        #expect(undo.stderr.contains("`/undo` takes back this session's lines only"))
        #expect(undo.stderr.contains("`/delete N` removes one"))
        let edit = try cli.run(["edit", "1", "grams=150"] + now)
        #expect(edit.stdout.contains("zzqx · needs review"))
        #expect(edit.stderr.contains("It still needs review: a weight alone gives no figures"))
    }
}
