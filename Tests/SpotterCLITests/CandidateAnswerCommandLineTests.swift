import Foundation
import Testing

/// Candidate-grounded LLM answers end to end: the request offers USDA foods, a chosen id journals
/// USDA's figures, an id not offered is refused, and a meal sentence is asked once, whole.
@Suite struct CandidateAnswerCommandLineTests {
    let now = ["--now", "2026-04-27T12:00:00"]
    let environment = ["OPENAI_API_KEY": LLMResolverCommandLineTests.secret]

    /// The USDA candidates `explain` shows for a phrase, as ids.
    func candidateIDs(_ cli: CLI, _ phrase: String) throws -> [String] {
        let run = try cli.run(["explain", phrase, "--json"])
        let data = Data(run.stdout.utf8)
        let explained = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return (explained.first?["candidates"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
    }

    func food(id: String, grams: Double = 500) -> String {
        #"{"steps":[{"answer":{"foods":[{"name":"bubble tea","grams":\#(grams),"usda_id":"\#(id)","per_100g":null,"confidence":0.9}]}}]}"#
    }

    @Test func aChosenCandidateJournalsUSDAsFiguresUnderItsId() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let offered = try #require(try candidateIDs(cli, "a bubble tea").last)
        let stub = try StubLLMServer(directory: cli.home, script: food(id: offered))
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "a", "bubble", "tea"] + now, extraEnvironment: environment)
        #expect(run.code == 0, "\(run.stdout) \(run.stderr)")
        let entry = try #require(try cli.journal().first)
        #expect(entry["source"] as? String == offered)
        #expect(entry["grams"] as? Double == 500)
        let messages = (stub.requests().first?["body"] as? [String: Any])?["messages"] as? [[String: Any]]
        let asked = messages?.last?["content"] as? String ?? ""
        #expect(asked.hasPrefix("a bubble tea\n\nUSDA candidates"))
        #expect(asked.contains(offered))
    }

    @Test func anIdThatWasNotOfferedKeepsTheLineForReview() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: food(id: "usda-sr28:01001"))
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "a", "bubble", "tea"] + now, extraEnvironment: environment)
        #expect(run.code == 1)
        #expect(run.stderr.contains("needs review"))
        let entry = try #require(try cli.journal().first)
        #expect((entry["reason"] as? String)?.contains("not among the USDA candidates offered") == true)
        #expect(entry["status"] as? String == "needs_review")
        #expect(entry["kcal"] is NSNull)
    }

    @Test func aMealSentenceIsAskedOnceWholeWithWhatIsSettledNamed() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let sentence = "For lunch I had 150g chicken breast, a bubble tea and a kombucha"
        let run = try cli.run(["log", sentence] + now, extraEnvironment: environment)
        #expect(run.code == 0, "\(run.stdout) \(run.stderr)")
        #expect(stub.requests().count == 1)
        let messages = (stub.requests().first?["body"] as? [String: Any])?["messages"] as? [[String: Any]]
        let asked = messages?.last?["content"] as? String ?? ""
        #expect(asked.hasPrefix(sentence))
        #expect(asked.contains("Already logged from this line (do not list them again): 150g chicken breast"))
        let texts = try cli.journal().map { $0["text"] as? String ?? "" }
        // The offline reader knows no `kombucha`; the model, reading the whole sentence, does. Its
        // foods are journaled under their own names when they do not pair one to one with the parts.
        #expect(texts == ["150g chicken breast", "bubble tea", "kombucha"])
    }
}
