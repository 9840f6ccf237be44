import Foundation
import Testing

/// The first hour: the first REPL start at a terminal asks units and targets once and stores them;
/// without a terminal it names the defaults instead.
@Suite struct FirstStartCommandLineTests {
    @Test func theFirstStartAtATerminalAsksOnceAndStoresTheAnswers() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        // `script` gives the REPL a pseudo-terminal, as a user's shell would.
        let command = "'\(CLI.binary)' --now 2026-04-27T12:00:00"
        let first = try ChildProcess.run(
            ["/usr/bin/script", "-qec", command, "/dev/null"], stdin: "lb\n2500\n\n96 kg\n/quit\n",
            environment: cli.environment, directory: cli.home)
        #expect(first.stdout.contains("Loads and body weight in kg or lb? [kg]"), "\(first.stdout)")
        let config = try String(contentsOfFile: cli.home + "/config/spotter/config.json", encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(config.utf8)) as? [String: Any]
        #expect(json?["units"] as? String == "lb")
        #expect((json?["targets"] as? [String: Any])?["kcal"] as? Double == 2500)
        #expect((json?["targets"] as? [String: Any])?["protein"] as? Double == 160)
        #expect(try cli.journal().first?["kind"] as? String == "weight")
        let second = try ChildProcess.run(
            ["/usr/bin/script", "-qec", command, "/dev/null"], stdin: "/quit\n", environment: cli.environment,
            directory: cli.home)
        #expect(!second.stdout.contains("kg or lb?"), "asked once only")
    }

    @Test func withoutATerminalTheFirstStartNamesTheDefaults() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["repl"], stdin: "")
        #expect(run.stdout.contains("Using the defaults: loads in kg, 2,200 kcal and 160 g protein a day"))
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/config/spotter/config.json"))
    }
}
