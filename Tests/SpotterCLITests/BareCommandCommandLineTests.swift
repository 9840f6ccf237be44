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
