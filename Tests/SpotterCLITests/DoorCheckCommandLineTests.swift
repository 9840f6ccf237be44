import Foundation
import Testing

/// The four findings of issue 12 through the built binary: data from outside is checked at the door
/// (import, merge), so no report dies on it, no terminal obeys it and no spreadsheet runs it.
@Suite struct DoorCheckCommandLineTests {
    static let environment = ["SPOTTER_NOW": "2026-04-27 20:00", "COLUMNS": "80"]

    /// Finding 1: a Strong row with `Weight` = `1e308` was imported as `8 × 1e+308 kg`, and `trends bench`
    /// then died with SIGILL. A distance of 1e308 trapped the import itself.
    @Test func anImportRowWithAbsurdFiguresIsSkippedAndTrendsAnswer() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let csv = try cli.file(
            "strong.csv",
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),1,1e308,8,0,0,,,
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),2,80,5,0,0,,,
            2026-04-20 10:00:00,Push,1h,Running,3,0,0,1e308,0,,,

            """)
        let run = try cli.run(["import", "strong", csv, "--unit", "kg"], extraEnvironment: Self.environment)
        #expect(run.code == 0 || run.code == 1)
        #expect(run.stderr.contains("line 2: the weight 1e+308 kg is more than anyone lifts (at most 1500 kg)"))
        #expect(run.stderr.contains("line 4: the distance"))
        #expect(run.stdout.contains("Imported 1 workout, 1 set"))
        #expect(try !String(contentsOfFile: cli.journalPath, encoding: .utf8).contains("e+308"))
        let trends = try cli.run(["trends", "bench"], extraEnvironment: Self.environment)
        #expect(trends.code == 0)
        #expect(trends.stdout.contains("from 5 × 80 kg"))
    }

    /// Finding 2: `merge` accepted a food line with `"kcal":1e308,"protein":-5` as `ok`, and the day's
    /// summary died or reported it. Now the line is refused, counted, and listed on request.
    @Test func mergeRefusesALineBeyondTheLimitsAndListsItOnRequest() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let other = try cli.file(
            "other.jsonl",
            [
                #"{"v":1,"id":"b000000000000001","ts":"2026-04-27T08:00:00Z","kind":"food","line":"b000000000000001","input":"evil toast","text":"evil toast","name":"toast","grams":100,"kcal":1e308,"protein":-5,"carbs":1.7,"fat":15.9,"status":"ok","source":"merged"}"#,
                #"{"v":1,"id":"b000000000000002","ts":"2026-04-27T08:00:00Z","kind":"food","line":"b000000000000002","input":"3 eggs","text":"3 eggs","name":"egg","grams":150,"kcal":233,"protein":18.9,"carbs":1.7,"fat":15.9,"status":"ok","source":"merged"}"#,
                #"{"v":1,"id":"b000000000000003","ts":"2026-04-27T09:00:00Z","kind":"water","line":"b000000000000003","input":"water","ml":"lots"}"#,
            ].joined(separator: "\n") + "\n")
        let merge = try cli.run(["merge", other], extraEnvironment: Self.environment)
        #expect(merge.code == 0)
        #expect(
            merge.stdout.contains(
                "Merged 1 new entry from \(other) (0 already present, 2 lines refused (--show-refused lists them), "))
        let listed = try cli.run(["merge", other, "--show-refused"], extraEnvironment: Self.environment)
        #expect(listed.stdout.contains("\(other) line 1: The kcal 1e+308 is implausible; it was refused."))
        #expect(listed.stdout.contains("\(other) line 3: The ml is not a number; it was refused."))
        #expect(listed.stdout.contains("(1 already present, 2 lines refused, 0 lines skipped)"))
        let summary = try cli.run(["summary", "--date", "2026-04-27"], extraEnvironment: Self.environment)
        #expect(summary.code == 0)
        #expect(summary.stdout.contains("233 / 2,200 kcal"))
        let json = try cli.run(["summary", "--date", "2026-04-27", "--json"], extraEnvironment: Self.environment)
        #expect(json.stdout.contains(#""kcal":233,"protein":18.9"#))
        #expect(!json.stdout.contains("e+308") && !json.stdout.contains("evil toast"))
    }

    /// Finding 3: names and inputs holding terminal control sequences came in through import and merge
    /// and were printed raw. Now they are kept out at the door (stored ones are shown escaped; see
    /// `SafeOutputCommandLineTests`).
    @Test func controlSequencesInAFileAreKeptOutAtTheDoor() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let title = "\u{1B}]0;pwned\u{07}"
        let csv = try cli.file(
            "strong.csv",
            """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-04-20 10:00:00,Push,1h,Squat \(title),1,100,5,0,0,,,
            2026-04-20 10:00:00,Legs\u{1B}[2J,1h,Squat,2,100,5,0,0,,,
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),3,80,5,0,0,,,

            """)
        let run = try cli.run(["import", "strong", csv, "--unit", "kg"], extraEnvironment: Self.environment)
        #expect(run.stderr.contains("line 2: the exercise name contains control characters; the row was skipped."))
        #expect(run.stderr.contains("line 3: the workout name contains control characters; the row was skipped."))
        let other = try cli.file(
            "other.jsonl",
            #"{"v":1,"id":"b000000000000009","ts":"2026-04-27T08:00:00Z","kind":"water","line":"b000000000000009","input":"water \u001b]52;c;ZXZpbA==\u0007","ml":250}"#
                + "\n")
        let merge = try cli.run(["merge", other, "--show-refused"], extraEnvironment: Self.environment)
        #expect(merge.stdout.contains("line 1: The input contains control characters; it was refused."))
        let journal = try String(contentsOfFile: cli.journalPath, encoding: .utf8)
        #expect(!journal.contains("pwned") && !journal.contains("ZXZpbA") && !journal.contains("\\u001b"))
        let feed = try cli.run(["feed", "--date", "2026-04-20"], extraEnvironment: Self.environment)
        #expect(!feed.stdout.unicodeScalars.contains("\u{1B}"))
    }

    /// Finding 4: `export --format csv` wrote `=HYPERLINK("http://x")` as it is. A typed line holding a
    /// formula is journaled as text and exported neutralised.
    @Test func aTypedFormulaIsExportedNeutralised() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let log = try cli.run(["log", #"=HYPERLINK("http://x")"#], extraEnvironment: Self.environment)
        #expect(log.code == 0 || log.code == 1)
        let csv = try cli.run(["export", "--format", "csv", "--kind", "food"], extraEnvironment: Self.environment)
        #expect(csv.stdout.contains(#"'=HYPERLINK(""http://x"")"#))
        #expect(!csv.stdout.contains(#",=HYPERLINK"#))
    }

    /// Edits keep the limits too: a change beyond them is refused and nothing is written.
    @Test func anEditBeyondTheLimitsIsRefused() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        _ = try cli.run(["log", "toast"], extraEnvironment: Self.environment)
        let lines = try cli.journal().count
        let edit = try cli.run(["edit", "1", "kcal=1e308"], extraEnvironment: Self.environment)
        #expect(edit.code == 1)
        #expect(edit.stderr.contains("The kcal 1e+308 is implausible; nothing was changed."))
        #expect(try cli.journal().count == lines)
    }
}
