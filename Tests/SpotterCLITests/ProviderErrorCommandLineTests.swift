import Foundation
import Testing

/// Providers' documented errors end to end: the built `spotter` against the stub's copies of them
/// (`replay` prints its transcript, review lines included, on stdout).
@Suite struct ProviderErrorCommandLineTests {
    let now = ["--now", "2026-04-27T12:00:00"]

    func run(_ provider: String, script: String, lines: [String]) throws -> (CLI.Run, [[String: Any]], Int) {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: script)
        defer { stub.stop() }
        // One call at a time, so the script's steps meet the lines in order.
        try cli.configure(
            provider: provider, baseURL: stub.baseURL + LLMResolverCommandLineTests.basePath(provider),
            maxConcurrency: 1)
        let run = try cli.run(
            ["replay", "-"] + now, stdin: lines.joined(separator: "\n") + "\n",
            extraEnvironment: LLMResolverCommandLineTests().environment(provider))
        return (run, try cli.journal(), stub.requests().count)
    }

    @Test func anthropicBillingIsAskedOnceAndNamesTheFix() throws {
        let (run, journal, requests) = try run(
            "claude", script: #"{"steps":[{"status":402}]}"#, lines: ["kombucha", "300g poutine"])
        #expect(requests == 1)
        let said = run.stdout + run.stderr
        #expect(said.contains("Fix: Add credit") && said.contains("--resolver mock"), "\(said)")
        #expect(journal.filter { $0["status"] as? String == "needs_review" }.count == 2)
    }

    @Test func groqInvalidJSONIsReportedWithoutTheModelsAttempt() throws {
        let (run, journal, requests) = try run(
            "groq", script: #"{"steps":[{"status":400,"error_code":"json_validate_failed"},{}]}"#,
            lines: ["kombucha", "300g poutine"])
        #expect(requests == 2, "an unusable answer does not stop the next line")
        #expect(run.stdout.contains("did not validate"), "\(run.stdout)")
        let text = String(describing: journal) + run.stderr + run.stdout
        #expect(!text.contains("ignore previous instructions"))
        #expect(journal.first?["status"] as? String == "needs_review")
    }

    @Test func groqFlexCapacityIsRetried() throws {
        let (run, journal, requests) = try run("groq", script: #"{"steps":[{"status":498},{}]}"#, lines: ["kombucha"])
        #expect(requests == 2)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(journal.first?["status"] as? String != "needs_review")
    }

    @Test(arguments: ["claude", "openai"])
    func aRefusalSaysTheModelDeclined(_ provider: String) throws {
        let (run, journal, _) = try run(provider, script: #"{"steps":[{"refusal":true}]}"#, lines: ["kombucha"])
        #expect(run.stdout.contains("declined"), "\(run.stdout)")
        #expect(journal.first?["status"] as? String == "needs_review")
    }
}
