import Foundation
import Testing

@Suite struct ReportCommandLineTests {
    /// The fixture journal with the clock the morning after it ends; nothing of the user's is touched.
    func cli() -> (CLI, [String: String]) {
        let cli = CLI()
        let environment = [
            "SPOTTER_JOURNAL": repositoryRoot + "/Fixtures/journals/three-months.jsonl",
            "SPOTTER_CONFIG": cli.home + "/config.json", "SPOTTER_NOW": "2026-04-27 08:15", "COLUMNS": "80",
        ]
        return (cli, environment)
    }

    @Test func calendarDrawsTheMonthWithALegend() throws {
        let (cli, environment) = cli()
        defer { cli.cleanUp() }
        let run = try cli.run(["calendar", "2026-04"], extraEnvironment: environment)
        #expect(run.code == 0)
        #expect(run.stdout.contains(" 20U • 21L • 22  • 23U • 24L • 25 ~• 26  •"))
        #expect(run.stdout.contains("Legend: L Lower · U Upper · ~ cardio · • food logged"))
        let json = try cli.run(["calendar", "--json"], extraEnvironment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["days"] as? [Any])?.count == 30)
    }

    @Test func trendsDrawTextAndWriteAValidSVG() throws {
        let (cli, environment) = cli()
        defer { cli.cleanUp() }
        let svg = cli.home + "/bench.svg"
        let run = try cli.run(["trends", "bench", "--ascii", "--svg", svg], extraEnvironment: environment)
        #expect(run.code == 0)
        #expect(run.stdout.contains("93.3 kg -> 125.4 kg (+34.4%)"))
        #expect(run.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n"))
        let weight = try cli.run(["trends", "weight", "--json"], extraEnvironment: environment)
        #expect(weight.stdout.contains(#""avg_7d_kg":"#))
    }

    @Test func anUnknownExerciseIsOneSentenceAndExitOne() throws {
        let (cli, environment) = cli()
        defer { cli.cleanUp() }
        let run = try cli.run(["trends", "zercher", "lunges"], extraEnvironment: environment)
        #expect(run.code == 1)
        // One sentence, wrapped at the 80 columns COLUMNS sets, every line within them.
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(run.stderr.filter { $0 == "." }.count == 1)
        #expect(run.stderr.replacingOccurrences(of: "\n", with: " ").contains("\"zercher lunges\" is not an exercise"))
        let empty = try cli.run(["trends", "pull-up"], extraEnvironment: environment)
        #expect(empty.code == 1)
    }

    @Test func insightsAreDismissedForAWeekInAFileBesideTheJournal() throws {
        let (cli, environment) = cli()
        defer { cli.cleanUp() }
        let first = try cli.run(["insights"], extraEnvironment: environment)
        #expect(first.stdout.hasPrefix("1. Pain in your shoulder"))
        let dismissed = try cli.run(["insights", "dismiss", "1"], extraEnvironment: environment)
        #expect(dismissed.stdout == "Dismissed pain:shoulder until 2026-05-04.\n")
        #expect(FileManager.default.fileExists(atPath: cli.home + "/data/spotter/insights-dismissed.tsv"))
        let after = try cli.run(["insights", "--json"], extraEnvironment: environment)
        #expect(!after.stdout.contains("pain:shoulder"))
        let week = try cli.run(
            ["insights", "--json"], extraEnvironment: environment.merging(["SPOTTER_NOW": "2026-05-04 08:00"]) { $1 })
        // Seven days later the pain notes have left the 14-day window anyway; the file is what is checked.
        #expect(week.code == 0)
    }

    @Test func askAnswersLocallyAndTheMockListsTheRest() throws {
        let (cli, environment) = cli()
        defer { cli.cleanUp() }
        let run = try cli.run(["ask", "heaviest", "squat?"], extraEnvironment: environment)
        #expect(run.stdout == "Your heaviest Squat set: 5 × 155 kg @7 on 2026-04-21.\n")
        let open = try cli.run(["ask", "should I deload?"], extraEnvironment: environment)
        #expect(open.code == 1)
        #expect(open.stderr.contains("workouts this week?"))
    }

    @Test func theWeekSummaryAndFeedKindsWorkFromTheShell() throws {
        let (cli, environment) = cli()
        defer { cli.cleanUp() }
        let week = try cli.run(["summary", "--week", "--date", "2026-04-22", "--json"], extraEnvironment: environment)
        #expect(week.stdout.hasPrefix(#"{"week_start":"2026-04-20""#))
        let feed = try cli.run(["feed", "--date", "2026-04-25", "--kind", "cardio"], extraEnvironment: environment)
        #expect(feed.stdout.contains("run 5 km in 25:00"))
        #expect(!feed.stdout.contains("water"))
    }
}
