import Testing

/// A command name typed as a line (`spotter log today`, `help` in a transcript) journals nothing and says
/// what to type instead; the lines around it are logged as ever.
@Suite struct BareCommandCommandLineTests {
    @Test func logOfACommandNameFailsWithTheCommandToType() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "today"])
        #expect(run.code == 1)
        #expect(run.stderr.contains("`today` is a command: type `spotter today`. Nothing was logged."), "\(run.stderr)")
        #expect(try cli.journal().isEmpty)
    }

    @Test func theShellCommandEachNameIsToldToTypeRuns() throws {
        // `spotter log week` told the user to type `spotter week`, which the shell did not know.
        let cli = CLI()
        defer { cli.cleanUp() }
        for name in ["today", "summary", "week", "feed", "calendar", "cal", "insights", "plan", "alias"] {
            let told = try cli.run(["log", name])
            #expect(told.stderr.contains("type `spotter \(name)`"), "\(told.stderr)")
            let run = try cli.run([name])
            #expect(run.code == 0, "spotter \(name): \(run.stderr)")
        }
        let week = try cli.run(["week", "--date", "2026-04-27"])
        let summary = try cli.run(["summary", "--week", "--date", "2026-04-27"])
        #expect(week.code == 0 && week.stdout == summary.stdout)
        let help = try cli.run(["help", "cal"])
        #expect(help.stdout.contains("spotter calendar [YYYY-MM]"))
        #expect(try cli.journal().isEmpty)
    }

    @Test func aReplayedCommandNameIsAnErrorLineAndTheRestIsLogged() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["replay", "-"], stdin: "help\n150g chicken\nquit\n96 kg\n")
        #expect(run.code == 0)
        #expect(
            run.stdout.contains("Replayed 4 lines: 2 entries, 0 needing review, 2 lines with errors."), "\(run.stdout)")
        #expect(try cli.journal().map { $0["kind"] as? String } == ["food", "weight"])
    }
}
