import ChildProcesses
import Foundation
import Testing

/// `spotter-bench` says what it takes, and refuses a word it does not know before measuring anything: a
/// mistyped flag ran the whole benchmark (minutes) as if it were not there.
@Suite struct BenchArgumentsCommandLineTests {
    static let binary = Child.builtProgram("spotter-bench")

    func bench(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(
            [Self.binary] + arguments, stdin: nil, environment: ["PATH": "/usr/bin:/bin"],
            directory: NSTemporaryDirectory())
    }

    @Test func helpPrintsTheUsageAndTheSections() throws {
        let run = try bench(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: spotter-bench [--quick] [--only SECTION,...]\n"))
        #expect(run.stdout.contains("start, replay, reports, llm"))
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--quik"], "unknown argument `--quik`; `spotter-bench --help` lists what it takes."),
        (["--only", "start,replays"], "there is no section `replays`; the sections are start, replay, reports, llm."),
        (["--only"], "--only needs sections, e.g. `--only start,replay`."),
        (["nutribench", "meals.csv", "--show", "some"], "--show needs a number of meals or `all`."),
        (["nutribench"], "nutribench needs a CSV file, e.g. `nutribench dev_metric.csv`."),
    ])
    func aWordItDoesNotTakeIsOneSentenceAndExitTwoBeforeAnythingRuns(arguments: [String], sentence: String) throws {
        let run = try bench(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "spotter-bench: \(sentence)\n")
    }
}
