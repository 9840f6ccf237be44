import Foundation
import Testing

/// An unknown option is a usage error before anything runs; `--` ends the options; `-h` and `--help`
/// show each command's usage.
@Suite struct OptionsCommandLineTests {
    let now = ["--now", "2026-04-27T08:15:00"]

    static let subcommands = [
        "repl", "log", "replay", "today", "summary", "feed", "calendar", "trends", "insights", "ask", "explain",
        "undo", "delete", "edit", "plan", "alias", "copy", "config", "export", "import", "merge", "doctor",
    ]

    @Test func anUnknownOptionIsAUsageErrorThatJournalsNothing() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "--no-such-option", "2", "eggs"] + now)
        #expect(run.code == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("log does not take --no-such-option"))
        #expect(run.stderr.contains("\nUsage: spotter log [--] TEXT...\n"))
        #expect(!FileManager.default.fileExists(atPath: cli.journalPath))
    }

    @Test(arguments: [["log", "-x", "2", "eggs"], ["log", "2", "eggs", "--decaf"], ["log", "2", "eggs", "-ish"]])
    func aDashAndALetterAnywhereBeforeDoubleDashIsAnOption(arguments: [String]) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(arguments + now)
        #expect(run.code == 2)
        #expect(run.stderr.contains("put -- before text that starts with a dash"))
        #expect(try cli.journal().isEmpty)
    }

    @Test(arguments: subcommands)
    func everySubcommandRefusesAnUnknownOptionWithItsUsageLine(name: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run([name, "--no-such-option"] + now)
        #expect(run.code == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\(name) does not take --no-such-option"))
        #expect(run.stderr.contains("\nUsage: spotter \(name)"))
        #expect(!FileManager.default.fileExists(atPath: cli.journalPath))
    }

    @Test func anUnknownOptionBeforeAnyCommandIsAUsageError() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["--no-such-option", "log", "2", "eggs"])
        #expect(run.code == 2)
        #expect(run.stderr.contains("--no-such-option is not an option of spotter"))
        #expect(run.stderr.contains("Usage: spotter [OPTIONS] [COMMAND] [ARGS...]"))
    }

    @Test func doubleDashSendsTheRestToTheGrammar() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log"] + now + ["--", "-5", "eggs"])
        #expect(run.code == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\"-5 eggs\" needs review"))
        #expect(try cli.journal().map { $0["input"] as? String } == ["-5 eggs"])
    }

    @Test func afterDoubleDashEvenOptionNamesAreText() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["log"] + now + ["--", "--json", "coffee"])
        #expect(try cli.journal().first?["input"] as? String == "--json coffee")
        let explained = try cli.run(["explain"] + now + ["--", "--svg", "oats"])
        #expect(explained.code == 0)
        #expect(explained.stdout.hasPrefix("\"--svg oats\""))
        let merged = try cli.run(["merge", "--dry-run", "--", "--other.jsonl"] + now)
        #expect(merged.code == 1)
        #expect(merged.stderr.contains("Cannot read --other.jsonl"))
    }

    @Test func aNegativeNumberIsTextNotAnOption() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "-5", "eggs"] + now)
        #expect(run.code == 1)
        #expect(try cli.journal().first?["input"] as? String == "-5 eggs")
    }

    @Test(arguments: subcommands)
    func helpOnEverySubcommandPrintsItsUsageToStdout(name: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for flag in ["-h", "--help"] {
            let run = try cli.run([name, flag])
            #expect(run.code == 0)
            #expect(run.stdout.hasPrefix("spotter \(name)"), "\(name) \(flag): \(run.stdout)")
            #expect(run.stderr.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: cli.journalPath))
    }

    @Test func valuesOfKnownOptionsMayStartWithADash() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["feed", "--kind", "-x"] + now)
        #expect(run.code == 2)
        #expect(run.stderr.contains("--kind -x is not a kind"))
    }
}
