import Foundation
import Testing

/// `spotter completions bash` is run in bash: it registers itself and completes subcommands, options,
/// exercise names with the user's aliases, and plan names.
@Suite struct CompletionsCommandLineTests {
    @Test func theBashScriptCompletesCommandsOptionsExercisesAndPlans() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["alias", "skulls", "skull crusher"]).code == 0)
        #expect(try cli.run(["plan", "import", repositoryRoot + "/Fixtures/plans/ppl.txt"]).code == 0)
        let script = try cli.run(["completions", "bash"])
        #expect(script.code == 0)
        try script.stdout.write(toFile: cli.home + "/spotter.bash", atomically: true, encoding: .utf8)
        let bin = cli.home + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/spotter", withDestinationPath: CLI.binary)
        let probe = """
            source '\(cli.home)/spotter.bash'
            complete -p spotter
            comp() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _spotter; echo "$*=${COMPREPLY[*]}"; }
            comp spotter tre
            comp spotter merge --re
            comp spotter trends skul
            comp spotter plan use ""
            comp spotter --resolver ""
            compgen -W "$(spotter completions --words commands)" -- exp
            """
        var environment = cli.environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        let run = try ChildProcess.run(
            ["/bin/bash", "-c", probe], stdin: nil, environment: environment, directory: cli.home)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "complete -F _spotter spotter", "\(run.stderr)")
        #expect(lines.contains("spotter tre=trends"))
        #expect(lines.contains("spotter merge --re=--resolver --revert"))
        #expect(lines.contains(#"spotter trends skul=skull\ crusher skullcrusher skulls"#))
        #expect(lines.contains("spotter plan use =PPL"))
        #expect(lines.contains("spotter --resolver =mock claude openai groq"))
        #expect(lines.suffix(2) == ["explain", "export"])
    }

    @Test func zshAndFishScriptsNameEveryCommandAndAnUnknownShellIsAUsageError() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for shell in ["zsh", "fish"] {
            let run = try cli.run(["completions", shell])
            #expect(run.code == 0)
            for command in ["log", "trends", "merge", "completions"] { #expect(run.stdout.contains(command)) }
        }
        let unknown = try cli.run(["completions", "tcsh"])
        #expect(unknown.code == 2)
        #expect(unknown.stderr.contains("spotter completions bash|zsh|fish"))
    }
}
