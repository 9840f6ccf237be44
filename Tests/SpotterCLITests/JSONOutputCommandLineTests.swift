import Foundation
import Testing

/// Every report and listing takes `--json` and prints exactly one JSON document on stdout.
@Suite struct JSONOutputCommandLineTests {
    static let secret = FakeKeys.named("cli-json")
    static let now = ["SPOTTER_NOW": "2026-04-27 20:00", "GROQ_API_KEY": secret]

    /// A journal with foods, a workout and a body weight, a plan in use and a taught name.
    func smallJournal(_ cli: CLI) throws {
        for (line, time) in [
            ("2 eggs", "08:00"), ("100g oatmeal", "08:05"), ("weight 80kg", "07:30"), ("gym", "18:00"),
            ("squat 5x5 100kg", "18:10"), ("done", "19:00"),
        ] {
            let run = try cli.run(["log", "--now", "2026-04-27T\(time):00", "--", line])
            #expect(run.code == 0, "\(line): \(run.stderr)")
        }
        #expect(try cli.run(["plan", "import", repositoryRoot + "/Fixtures/plans/ppl.txt"]).code == 0)
        #expect(try cli.run(["plan", "use", "PPL"]).code == 0)
        #expect(try cli.run(["alias", "skulls", "skull crusher"]).code == 0)
    }

    /// Runs `spotter ARGS --json` and parses stdout as one JSON document (a second one fails the parse).
    func document(_ cli: CLI, _ arguments: [String], code: Int32 = 0) throws -> Any {
        let run = try cli.run(arguments + ["--json"], extraEnvironment: Self.now)
        #expect(run.code == code, "\(arguments): \(run.stderr)")
        #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret), "\(arguments)")
        do {
            return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        } catch {
            Issue.record("\(arguments) --json is not one JSON document: \(run.stdout)")
            throw error
        }
    }

    func object(_ cli: CLI, _ arguments: [String]) throws -> [String: Any] {
        try #require(try document(cli, arguments) as? [String: Any], "\(arguments)")
    }

    func array(_ cli: CLI, _ arguments: [String]) throws -> [[String: Any]] {
        try #require(try document(cli, arguments) as? [[String: Any]], "\(arguments)")
    }

    @Test func everyReportAndListingPrintsOneJSONDocument() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try smallJournal(cli)

        let today = try object(cli, ["today"])
        #expect(today["kcal"] as? Double == 214)
        #expect(today["weight_kg"] as? Double == 80)
        #expect((today["workouts"] as? [[String: Any]])?.first?["volume_kg"] as? Double == 2500)
        #expect(try object(cli, ["summary", "--date", "2026-04-27"])["date"] as? String == "2026-04-27")
        let week = try object(cli, ["summary", "--week"])
        #expect((week["days"] as? [Any])?.count == 7)

        let feed = try array(cli, ["feed"])
        #expect(feed.compactMap { $0["kind"] as? String }.filter { $0 == "set" }.count == 5)
        #expect(feed.contains { $0["kind"] as? String == "weight" && $0["kg"] as? Double == 80 })
        #expect(feed.contains { $0["text"] as? String == "2 eggs" })

        let calendar = try object(cli, ["calendar"])
        #expect(calendar["month"] as? String == "2026-04")
        let day = (calendar["days"] as? [[String: Any]])?.first { $0["date"] as? String == "2026-04-27" }
        #expect((day?["workouts"] as? [Any])?.count == 1)

        let trend = try object(cli, ["trends", "squat"])
        #expect(trend["exercise"] as? String == "Squat")
        #expect((trend["sessions"] as? [[String: Any]])?.first?["load_kg"] as? Double == 100)
        _ = try array(cli, ["insights"])
        let answer = try object(cli, ["ask", "heaviest squat?"])
        #expect(answer["source"] as? String == "journal")
        #expect((answer["answer"] as? String)?.contains("100 kg") == true)

        let plans = try array(cli, ["plan", "list"])
        #expect(plans.count == 1 && plans.first?["name"] as? String == "PPL" && plans.first?["active"] as? Bool == true)
        let plan = try object(cli, ["plan", "show", "PPL"])
        let days = try #require(plan["days"] as? [[String: Any]])
        #expect(days.map { $0["name"] as? String } == ["Push", "Pull", "Legs"])
        let bench = (days.first?["exercises"] as? [[String: Any]])?.first
        #expect(bench?["name"] as? String == "Bench Press" && bench?["reps_min"] as? Double == 5)

        let aliases = try array(cli, ["alias"])
        #expect(aliases.first?["alias"] as? String == "skulls")
        #expect(aliases.first?["exercise"] as? String == "Skull Crusher")

        let before = try cli.journal().count
        let imported = try object(cli, ["import", "--dry-run", repositoryRoot + "/Fixtures/imports/hevy-kg.csv"])
        #expect(imported["dry_run"] as? Bool == true && imported["format"] as? String == "hevy")
        #expect(imported["sets"] as? Double == 4 && imported["workouts"] as? Double == 1)
        #expect(try cli.journal().count == before, "a dry run writes nothing")
    }

    @Test func configAndDoctorAsJSONNeverShowTheKey() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let stub = try StubLLMServer(directory: cli.home)
        defer { stub.stop() }
        try cli.configure(provider: "groq", baseURL: stub.baseURL + "/openai/v1")
        let config = try object(cli, ["config", "show"])
        #expect(config["resolver"] as? String == "groq")
        let doctor = try object(cli, ["doctor"])
        #expect(doctor["ok"] as? Bool == true)
        let checks = try #require(doctor["checks"] as? [[String: Any]])
        #expect(checks.map { $0["name"] as? String } == ["config", "journal", "resolver", "key", "provider"])
        #expect(checks.first { $0["name"] as? String == "key" }?["detail"] as? String == "present (not shown)")
    }

    @Test func aFailingDoctorStillPrintsOneDocumentAndSaysWhyOnStderr() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["doctor", "--resolver", "groq", "--json"])
        #expect(run.code == 1)
        let doctor = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(doctor["ok"] as? Bool == false)
        #expect(run.stderr.contains("doctor found a problem with the key"))
    }
}
