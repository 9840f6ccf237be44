import Foundation
import Testing

/// Training text the rules cannot read, end to end through the built `spotter` and the loopback stub.
@Suite struct TrainingLLMCommandLineTests {
    let now = ["--now", "2026-04-27T18:00:00"]
    let benchAnswer = #"{"sets":[{"exercise":"Bench Press","reps":8,"weight":185,"unit":"lb","rpe":null,"count":3}]}"#

    /// A stub script whose one step answers with `answer` (a JSON object).
    func script(_ answer: String) -> String { "{\"steps\":[{\"answer\":\(answer)}]}" }

    @Test(arguments: ["claude", "openai", "groq"])
    func aSentenceBecomesTheSetsTheModelRead(_ provider: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: script(benchAnswer))
        defer { stub.stop() }
        try cli.configure(provider: provider, baseURL: stub.baseURL + LLMResolverCommandLineTests.basePath(provider))
        let run = try cli.run(
            ["log", "did three sets of eight on bench at 185, felt heavy"] + now,
            extraEnvironment: LLMResolverCommandLineTests().environment(provider))
        #expect(run.code == 0, "\(run.stdout) \(run.stderr)")
        let sets = try cli.journal().filter { $0["kind"] as? String == "set" }
        #expect(sets.count == 3)
        #expect(sets.allSatisfy { $0["exercise_id"] as? String == "bench-press" && $0["unit"] as? String == "lb" })
        #expect(sets.allSatisfy { $0["weight"] as? Double == 185 && $0["reps"] as? Double == 8 })
        let request = try #require(stub.requests().first)
        let body = request["body"] as? [String: Any] ?? [:]
        let bodyText = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        #expect(bodyText.contains("training journal"))
        #expect(bodyText.contains("did three sets of eight on bench at 185"))
    }

    @Test func repsTheSentenceNeverGaveAreNotLogged() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home, script: script(benchAnswer))
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(
            ["log", "did three sets of bench at 185"] + now,
            extraEnvironment: LLMResolverCommandLineTests().environment("openai"))
        #expect(try !cli.journal().contains { $0["kind"] as? String == "set" && $0["reps"] as? Double == 8 })
        #expect(run.stdout.contains("reps") || run.stderr.contains("reps"), "\(run.stdout) \(run.stderr)")
    }

    @Test func aSetForAnExerciseTheSentenceNeverNamedIsNotLogged() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let hostile = #"{"sets":[{"exercise":"Squat","reps":8,"weight":185,"unit":"lb","rpe":null,"count":3}]}"#
        let stub = try StubLLMServer(directory: cli.home, script: script(hostile))
        defer { stub.stop() }
        try cli.configure(provider: "openai", baseURL: stub.baseURL + "/v1")
        let run = try cli.run(
            ["log", "did three sets of bench at 185, felt heavy"] + now,
            extraEnvironment: LLMResolverCommandLineTests().environment("openai"))
        #expect(run.code == 1)
        #expect(try cli.journal().filter { $0["kind"] as? String == "set" }.isEmpty)
        #expect(try cli.journal().contains { $0["kind"] as? String == "review" })
    }

    @Test func aProsePlanIsShownAndSavedOnlyWithYes() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let answer = #"""
            {"days":[{"name":"Push","exercises":[{"name":"Bench Press","sets":3,"min_reps":8,"max_reps":12,"amrap":false}]},{"name":"Pull","exercises":[{"name":"Barbell Row","sets":3,"min_reps":8,"max_reps":12,"amrap":false}]},{"name":"Legs","exercises":[{"name":"Squat","sets":3,"min_reps":8,"max_reps":12,"amrap":false}]}]}
            """#
        let stub = try StubLLMServer(
            directory: cli.home, script: "{\"steps\":[{\"answer\":\(answer)},{\"answer\":\(answer)}]}")
        defer { stub.stop() }
        try cli.configure(provider: "claude", baseURL: stub.baseURL + "/v1")
        let prose = cli.home + "/ppl.txt"
        try "I do push pull legs, 3 sets of 8-12 on everything".write(toFile: prose, atomically: true, encoding: .utf8)
        let environment = LLMResolverCommandLineTests().environment("claude")
        let shown = try cli.run(["plan", "import", prose] + now, extraEnvironment: environment)
        #expect(shown.code == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("  Bench Press 3x8-12"))
        #expect(shown.stdout.contains("Nothing saved yet"))
        #expect(try cli.run(["plan", "list"]).stdout.contains("No plans yet"))
        let saved = try cli.run(["plan", "import", prose, "--yes"] + now, extraEnvironment: environment)
        #expect(saved.stdout.contains("Saved plan ppl: 3 days"), "\(saved.stdout)")
        #expect(try cli.run(["plan", "list"]).stdout.contains("ppl — 3 days: Push, Pull, Legs"))
    }

    @Test func withTheMockResolverAProsePlanGetsTheFormatByExample() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let prose = cli.home + "/ppl.txt"
        try "I do push pull legs, 3 sets of 8-12 on everything".write(toFile: prose, atomically: true, encoding: .utf8)
        let run = try cli.run(["plan", "import", prose])
        #expect(run.code == 1)
        #expect(run.stderr.contains("needs an LLM resolver"))
        #expect(run.stdout.contains("Bench Press 3x5-8"))
    }
}
