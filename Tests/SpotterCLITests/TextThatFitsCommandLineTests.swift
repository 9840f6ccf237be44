import Foundation
import Testing

/// Issue 15, item 9: help for an unknown topic is a usage error, `help config` names every key, and
/// `@07:30` in the REPL says what it did and dates only the next line.
@Suite struct TextThatFitsCommandLineTests {
    @Test func helpOnNonsenseIsAUsageErrorAndHelpConfigListsEveryKey() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let nonsense = try cli.run(["help", "nonsense"])
        #expect(nonsense.code == 2)
        #expect(nonsense.stderr.contains("There is no help on \"nonsense\""))
        let config = try cli.run(["help", "config"]).stdout
        for key in [
            "resolver", "units", "timeout_seconds", "max_concurrency", "days_per_week", "rep_range", "plan",
            "plate_increment", "e1rm_formula", "week_start", "targets.kcal", "water_ml", "providers.NAME.model",
            "api_key_env",
        ] {
            #expect(config.contains(key), "help config names \(key)")
            // Each key it names is one `config set` accepts.
        }
        #expect(try cli.run(["config", "set", "week_start", "sunday"]).code == 0)
        #expect(try cli.run(["config", "set", "e1rm_formula", "brzycki"]).code == 0)
    }

    @Test func anAtLineInTheREPLDatesTheNextLineOnlyAndSaysSo() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["repl", "--now", "2026-04-27T12:00:00"], stdin: "@07:30\n2 eggs\n1 banana\n")
        #expect(run.stdout.contains("The next line is logged at 07:30; the lines after it follow the clock."))
        let times = try cli.journal().compactMap { $0["ts"] as? String }
        #expect(times == ["2026-04-27T07:30:00Z", "2026-04-27T12:00:00Z"])
    }

    @Test func sentencesWrapAtTheGivenWidthOnWords() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "150g", "chicken"], extraEnvironment: ["COLUMNS": "40"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.joined(separator: " ").hasPrefix("150g chicken → chicken breast"))
        let piped = try cli.run(["log", "150g", "chicken"])
        #expect(piped.stdout.split(separator: "\n").count == 1, "no COLUMNS and no terminal: whole lines")
    }
}
