import Foundation
import Testing

/// A journal someone else wrote (merged, hand-edited) with absurd figures: every report answers,
/// none crashes, and the absurd figures are shown as `?` and named instead of summed.
@Suite struct HostileJournalCommandLineTests {
    static let lines = [
        #"{"v":1,"id":"a000000000000001","ts":"2026-04-27T07:00:00Z","kind":"weight","line":"a000000000000001","input":"90 kg","weight":1e308,"unit":"kg","kg":1e308}"#,
        #"{"v":1,"id":"a000000000000002","ts":"2026-04-27T08:00:00Z","kind":"food","line":"a000000000000002","input":"evil toast","text":"evil toast","name":"toast","grams":100,"kcal":1e308,"protein":-5,"carbs":1.7,"fat":15.9,"fiber":0,"status":"ok","confidence":1,"source":"merged"}"#,
        #"{"v":1,"id":"a000000000000003","ts":"2026-04-27T08:00:00Z","kind":"food","line":"a000000000000003","input":"3 eggs","text":"3 eggs","name":"egg","grams":150,"kcal":233,"protein":18.9,"carbs":1.7,"fat":15.9,"fiber":0,"status":"ok","confidence":1,"source":"fixture"}"#,
        #"{"v":1,"id":"a000000000000004","ts":"2026-04-27T09:00:00Z","kind":"water","line":"a000000000000004","input":"2 l water","ml":1e308}"#,
        #"{"v":1,"id":"a000000000000006","ts":"2026-04-27T06:00:00Z","kind":"workout_start","line":"a000000000000006","input":"gym upper","name":"upper"}"#,
        #"{"v":1,"id":"a000000000000007","ts":"2026-04-27T06:10:00Z","kind":"set","line":"a000000000000007","input":"bench 8x1e308","session":"a000000000000006","exercise":"Bench Press","exercise_id":"bench-press","reps":8,"weight":1e308,"unit":"kg","kg":1e308,"rpe":7}"#,
        #"{"v":1,"id":"a000000000000008","ts":"2026-04-27T06:12:00Z","kind":"set","line":"a000000000000008","input":"bench 5x80","session":"a000000000000006","exercise":"Bench Press","exercise_id":"bench-press","reps":5,"weight":80,"unit":"kg","kg":80,"rpe":7}"#,
        #"{"v":1,"id":"a00000000000000d","ts":"2026-04-27T07:00:00Z","kind":"workout_end","line":"a00000000000000d","input":"done","session":"a000000000000006","duration_s":1e308,"sets":2,"volume_kg":1e308}"#,
        #"{"v":1,"id":"a00000000000000e","ts":"2026-04-27T10:00:00Z","kind":"cardio","line":"a00000000000000e","input":"run","modality":"run","distance_m":1e308,"duration_s":-1e308}"#,
    ]

    func cli() throws -> (CLI, [String: String]) {
        let cli = CLI()
        let journal = cli.home + "/hostile.jsonl"
        try (Self.lines.joined(separator: "\n") + "\n").write(toFile: journal, atomically: true, encoding: .utf8)
        let environment = [
            "SPOTTER_JOURNAL": journal, "SPOTTER_CONFIG": cli.home + "/config.json",
            "SPOTTER_NOW": "2026-04-27 20:00", "COLUMNS": "80",
        ]
        return (cli, environment)
    }

    @Test func everyReportAnswersWithoutCrashing() throws {
        let (cli, environment) = try cli()
        defer { cli.cleanUp() }
        let commands = [
            ["today"], ["summary", "--date", "2026-04-27"], ["summary", "--date", "2026-04-27", "--json"],
            ["summary", "--week"], ["summary", "--week", "--json"], ["feed"], ["feed", "--review"], ["feed", "--json"],
            ["calendar"], ["calendar", "--json"], ["trends", "bench"], ["trends", "bench", "--json"],
            ["trends", "weight"], ["insights"], ["ask", "heaviest", "bench?"], ["ask", "best", "bench", "1rm?"],
            ["export", "--format", "jsonl"], ["export", "--format", "csv", "--output", cli.home + "/csv"],
        ]
        for command in commands {
            let run = try cli.run(command, extraEnvironment: environment)
            #expect(run.code == 0 || run.code == 1, "\(command) exited \(run.code)")
            #expect(!(run.stdout + run.stderr).isEmpty, "\(command) said nothing")
            if run.code == 1 { #expect(run.stderr.split(separator: "\n").count == 1, "\(command)") }
        }
    }

    @Test func theDaySumsOnlyPlausibleFiguresAndNamesTheRest() throws {
        let (cli, environment) = try cli()
        defer { cli.cleanUp() }
        let run = try cli.run(["summary", "--date", "2026-04-27"], extraEnvironment: environment)
        #expect(run.code == 0)
        #expect(run.stdout.contains("233 / 2,200 kcal"))
        #expect(run.stdout.contains("#6 evil toast"))
        #expect(run.stdout.contains("bench 8x1e308"))
        #expect(!run.stdout.contains("e+308"))
        let json = try cli.run(["summary", "--date", "2026-04-27", "--json"], extraEnvironment: environment)
        #expect(json.stdout.contains(#""kcal":233,"protein":18.9"#))
        #expect(json.stdout.contains(#""text":"evil toast""#))
    }

    @Test func theFeedShowsAQuestionMarkAndTheReviewSaysWhy() throws {
        let (cli, environment) = try cli()
        defer { cli.cleanUp() }
        let feed = try cli.run(["feed"], extraEnvironment: environment)
        let toast = feed.stdout.split(separator: "\n").first { $0.contains("evil toast") } ?? ""
        #expect(toast.contains("? needs review"))
        let review = try cli.run(["feed", "--review"], extraEnvironment: environment)
        #expect(review.stdout.contains("The kcal 1e+308 is implausible"))
        #expect(review.stdout.contains("The load 1e+308 is implausible"))
    }

    @Test func trendsLeaveTheAbsurdSetOut() throws {
        let (cli, environment) = try cli()
        defer { cli.cleanUp() }
        let run = try cli.run(["trends", "bench"], extraEnvironment: environment)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Best 93.3 kg on 2026-04-27 from 5 × 80 kg"))
        let weight = try cli.run(["trends", "weight"], extraEnvironment: environment)
        #expect(weight.code == 1)
        #expect(weight.stderr.contains("No body-weight readings yet"))
    }
}
