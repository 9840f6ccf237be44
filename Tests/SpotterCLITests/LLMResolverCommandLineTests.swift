import Foundation
import Testing

/// The LLM resolvers end to end: the built `spotter` talking to the loopback stub in each provider's shape.
@Suite struct LLMResolverCommandLineTests {
    static let secret = FakeKeys.named("cli-llm")
    static let keyVariables = ["claude": "ANTHROPIC_API_KEY", "openai": "OPENAI_API_KEY", "groq": "GROQ_API_KEY"]
    let now = ["--now", "2026-04-27T12:00:00"]

    static func basePath(_ provider: String) -> String { provider == "groq" ? "/openai/v1" : "/v1" }

    func environment(_ provider: String) -> [String: String] {
        [Self.keyVariables[provider] ?? "OPENAI_API_KEY": Self.secret]
    }

    @Test(arguments: ["claude", "openai", "groq"])
    func eachProviderResolvesAFoodTheTableDoesNotKnow(_ provider: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: provider, baseURL: stub.baseURL + Self.basePath(provider))
        let run = try cli.run(["log", "300g", "poutine"] + now, extraEnvironment: environment(provider))
        #expect(run.code == 0, "\(run.stdout) \(run.stderr)")
        let entry = try #require(try cli.journal().first)
        #expect(entry["resolver"] as? String == provider)
        #expect(entry["grams"] as? Double == 300)
        #expect(entry["status"] as? String == "ok")
        #expect((entry["kcal"] as? Double ?? 0) > 0)
        let request = try #require(stub.requests().first)
        let headers = request["headers"] as? [String: String] ?? [:]
        let body = request["body"] as? [String: Any] ?? [:]
        #expect(body["model"] as? String == "stub-model")
        switch provider {
        case "claude":
            #expect(request["path"] as? String == "/v1/messages")
            #expect(headers["x-api-key"] == Self.secret)
            #expect(headers["anthropic-version"] == "2026-10-21")
            #expect((body["tool_choice"] as? [String: Any])?["name"] as? String == "record_foods")
            let messages = body["messages"] as? [[String: Any]] ?? []
            #expect(messages.last?["content"] as? String == "300g poutine")
        default:
            #expect(request["path"] as? String == Self.basePath(provider) + "/chat/completions")
            #expect(headers["authorization"] == "Bearer " + Self.secret)
            let format = body["response_format"] as? [String: Any] ?? [:]
            #expect(format["type"] as? String == (provider == "groq" ? "json_object" : "json_schema"))
            let messages = body["messages"] as? [[String: Any]] ?? []
            #expect(messages.last?["content"] as? String == "300g poutine")
        }
        try expectNoSecretInFiles(cli)
        #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
    }

    @Test func aLearnedFoodMakesZeroRequestsTheSecondTime() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        try cli.run(["log", "300g", "poutine"] + now, extraEnvironment: environment("openai"))
        #expect(stub.requests().count == 1)
        let again = try cli.run(["log", "200g", "poutine"] + now, extraEnvironment: environment("openai"))
        #expect(again.code == 0)
        #expect(stub.requests().count == 1)
        stub.stop()
        let offline = try cli.run(["log", "100g", "poutine"] + now, extraEnvironment: environment("openai"))
        #expect(offline.code == 0, "learned foods work offline: \(offline.stdout)")
    }

    @Test func aLineWithANonWeightUnitJournalsTheSameGramsAndIsAskedOnce() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let answer =
            #"{"foods":[{"name":"zorblax roll","grams":180,"per_100g":{"kcal":150,"protein":5,"carbs":28,"fat":2,"fiber":1},"confidence":0.9}]}"#
        let stub = try StubLLMServer(directory: cli.home, script: "{\"steps\":[{\"answer\":\(answer)}]}")
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let line = "6 pieces of zorblax roll"
        try cli.run(["log", line] + now, extraEnvironment: environment("openai"))
        try cli.run(["replay", "-"] + now, stdin: line + "\n" + line + "\n", extraEnvironment: environment("openai"))
        #expect(stub.requests().count == 1)
        let grams = try cli.journal().compactMap { $0["grams"] as? Double }
        #expect(grams == [180, 180, 180])
    }

    @Test func aRateLimitIsRetriedAfterItsDelayThenSucceeds() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(
            directory: cli.home, script: #"{"steps":[{"status":429,"headers":{"retry-after":"1"}},{},{}]}"#)
        defer { stub.stop() }
        try cli.configure(provider: "claude", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "a", "poke", "bowl"] + now, extraEnvironment: environment("claude"))
        #expect(run.code == 0, "\(run.stdout)")
        #expect(stub.requests().count == 2)
    }

    @Test func anOverloadedProviderIsRetried() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: #"{"steps":[{"status":529},{}]}"#)
        defer { stub.stop() }
        try cli.configure(provider: "claude", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "kombucha"] + now, extraEnvironment: environment("claude"))
        #expect(run.code == 0, "\(run.stdout)")
        #expect(stub.requests().count == 2)
    }

    @Test func serverErrorsUntilTheDeadlineKeepTheLineForReview() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: #"{"steps":[{"status":500}]}"#)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1", timeoutSeconds: 2)
        let run = try cli.run(["log", "kombucha"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        #expect(run.stderr.contains("busy"))
        #expect(run.stdout.isEmpty)
        #expect(try cli.journal().first?["status"] as? String == "needs_review")
    }

    @Test func aRefusedKeyIsFinalAndSaysWhatToFix() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: #"{"steps":[{"status":401}]}"#)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "kombucha"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        #expect(run.stderr.contains("openai refused the API key"))
        #expect(run.stdout.isEmpty)
        #expect(stub.requests().count == 1)
        try expectNoSecretInFiles(cli)
    }

    @Test func aTimeoutKeepsTheLineForReview() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: #"{"steps":[{"delay_ms":4000}]}"#)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1", timeoutSeconds: 1)
        let run = try cli.run(["log", "falafel", "wrap"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        #expect(run.stderr.contains("could not be reached"))
        #expect(run.stdout.isEmpty)
        #expect(try cli.journal().count == 1)
    }

    @Test func aRefusedConnectionKeepsTheLineForReview() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.configure(provider: "openai", baseURL: "http://127.0.0.1:9/v1")
        let run = try cli.run(["log", "acai", "bowl"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        #expect(try cli.journal().first?["status"] as? String == "needs_review")
        #expect(try cli.journal().first?["kcal"] is NSNull)
    }

    @Test(arguments: [
        #"{"steps":[{"raw_body":"not json at all"}]}"#,
        #"{"steps":[{"answer":{"foods":[{"name":"poutine","grams":300,"per_100g":{"kcal":10000,"protein":6,"carbs":30,"fat":1,"fiber":0},"confidence":0.9}]}}]}"#,
        #"{"steps":[{"answer":{"foods":[{"name":"motor oil","grams":300,"per_100g":{"kcal":150,"protein":6,"carbs":30,"fat":0.5,"fiber":0},"confidence":0.9}]}}]}"#,
    ])
    func malformedAbsurdOrUnrelatedAnswersAreNeverWritten(_ script: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: script)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "300g", "poutine"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        let entry = try #require(try cli.journal().first)
        #expect(entry["status"] as? String == "needs_review")
        #expect(entry["kcal"] is NSNull)
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/data/spotter/learned-foods.jsonl"))
    }

    @Test func replayAsksOncePerDistinctFoodAndKeepsTranscriptOrder() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, latencyMilliseconds: 100)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let transcript =
            "300g poutine\n150g chicken\nbubble tea\n300g poutine\nkombucha\npad thai\nquinoa salad\n2 eggs and poke bowl\n"
        let run = try cli.run(["replay", "-"] + now, stdin: transcript, extraEnvironment: environment("openai"))
        #expect(run.code == 0, "\(run.stdout)")
        let texts = try cli.journal().map { $0["text"] as? String ?? "" }
        #expect(
            texts == [
                "300g poutine", "150g chicken", "bubble tea", "300g poutine", "kombucha", "pad thai", "quinoa salad",
                "2 eggs",
                "poke bowl",
            ])
        let asked = stub.requests().compactMap { request -> String? in
            let messages = (request["body"] as? [String: Any])?["messages"] as? [[String: Any]]
            // The line, before the USDA candidates that follow it.
            return (messages?.last?["content"] as? String)?.split(separator: "\n").first.map(String.init)
        }
        #expect(
            asked.sorted()
                == ["300g poutine", "bubble tea", "kombucha", "poke bowl", "quinoa salad"].sorted())
    }

    @Test func mockNeverTouchesTheNetworkEvenWhenConfiguredOtherwise() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(["log", "poutine", "--resolver", "mock"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        #expect(stub.requests().isEmpty)
    }

    @Test func doctorChecksEveryPartAndNeverPrintsTheKey() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: "groq", baseURL: stub.baseURL + "/openai/v1")
        let healthy = try cli.run(["doctor"], extraEnvironment: environment("groq"))
        #expect(healthy.code == 0, "\(healthy.stdout)")
        #expect(healthy.stdout.contains("provider"))
        #expect(!healthy.stdout.contains(Self.secret))
        try cli.configure(provider: "groq", baseURL: "https://api.groq.com/openai/v1")
        let keyless = try cli.run(["doctor"])
        #expect(keyless.code == 1)
        #expect(keyless.stdout.contains("GROQ_API_KEY"))
        #expect(try cli.run(["doctor", "--resolver", "mock"]).code == 0)
    }

    @Test func plainHTTPToARemoteHostIsRefused() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.configure(provider: "openai", baseURL: "http://api.example.com/v1")
        let run = try cli.run(["log", "poutine"] + now, extraEnvironment: environment("openai"))
        #expect(run.code == 1)
        #expect(run.stderr.contains("refusing plain http"))
        #expect(run.stdout.isEmpty)
    }

    func expectNoSecretInFiles(_ cli: CLI) throws {
        let enumerator = FileManager.default.enumerator(atPath: cli.home)
        while let file = enumerator?.nextObject() as? String {
            let path = cli.home + "/" + file
            guard !file.hasPrefix("stub-"), let data = FileManager.default.contents(atPath: path) else { continue }
            #expect(!String(decoding: data, as: UTF8.self).contains(Self.secret), "\(file) holds the key")
        }
        let shown = try cli.run(["config", "show"], extraEnvironment: [:])
        #expect(!shown.stdout.contains(Self.secret))
    }
}

/// `ask` with an LLM resolver: open questions go to the provider as a plain chat.
@Suite struct AskCommandLineTests {
    @Test(arguments: ["claude", "openai"])
    func anOpenQuestionIsAChatWithTheDigestAndIsRemembered(_ provider: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: provider, baseURL: stub.baseURL + "/v1")
        let environment = [
            LLMResolverCommandLineTests.keyVariables[provider] ?? "": LLMResolverCommandLineTests.secret,
            "SPOTTER_JOURNAL": repositoryRoot + "/Fixtures/journals/three-months.jsonl",
            "SPOTTER_NOW": "2026-04-27 08:15",
        ]
        let run = try cli.run(["ask", "should I deload?"], extraEnvironment: environment)
        #expect(run.code == 0, "\(run.stdout) \(run.stderr)")
        #expect(!run.stdout.isEmpty)
        let request = try #require(stub.requests().first)
        let body = request["body"] as? [String: Any] ?? [:]
        #expect(body["tools"] == nil && body["response_format"] == nil)
        let messages = body["messages"] as? [[String: Any]] ?? []
        #expect(messages.last?["content"] as? String == "should I deload?")
        let system = provider == "claude" ? body["system"] as? String : messages.first?["content"] as? String
        #expect(system?.contains("Bench Press: 7 sessions") == true)
        #expect(FileManager.default.fileExists(atPath: cli.home + "/data/spotter/ask-memory.jsonl"))
        // The local questions never reach the provider.
        _ = try cli.run(["ask", "heaviest", "squat"], extraEnvironment: environment)
        #expect(stub.requests().count == 1)
    }
}
