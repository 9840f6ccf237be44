import Foundation
import Testing

/// What `spotter import` says about the rows it could not take, the units it chose and the rows it keeps.
@Suite struct ImportReportCommandLineTests {
    let now = ["--now", "2026-11-01T08:15:00"]
    let strongHeader =
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    func write(_ cli: CLI, _ name: String, _ lines: [String]) throws -> String {
        let path = cli.home + "/" + name
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func strongRow(_ date: String, _ exercise: String, _ order: String, _ weight: String, _ reps: String) -> String {
        "\(date),Full Body,1h 2min,\(exercise),\(order),\(weight),\(reps),0,0,,,"
    }

    @Test func theFirstTwentySkippedRowsAreListedThenCountedByReasonInADryRunTooAndMostlySkippedExitsOne() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        var lines = [strongHeader]
        for index in 0..<25 {
            lines.append(strongRow("2207-01-0\(index % 9 + 1) 10:00:00", "Squat (Barbell)", "1", "100", "5"))
        }
        for index in 0..<5 {
            lines.append(strongRow("2025-01-01 10:00:00", "Squat (Barbell)", "\(index + 1)", "100", "5000"))
        }
        lines.append(strongRow("2025-01-01 10:00:00", "Squat (Barbell)", "9", "100", "5"))
        let path = try write(cli, "mostly-bad.csv", lines)
        let run = try cli.run(["import", "strong", path, "--unit", "kg", "--dry-run"] + now)
        #expect(run.code == 1)
        let listed = run.stderr.split(separator: "\n").filter { $0.contains("; the row was skipped.") }
        #expect(listed.count == 20)
        #expect(
            listed.first?.contains("line 2: the date \"2207-01-01 10:00:00\" is outside the years 1900–2100") == true)
        #expect(run.stderr.contains("30 rows skipped in \(path), by reason:"))
        #expect(run.stderr.contains("25 × the date is outside 1900–2100"))
        #expect(run.stderr.contains("5 × the reps are implausible"))
        #expect(
            run.stderr.contains("Most rows of \(path) were skipped (30 of 31), most often because the date is outside"))
        #expect(run.stdout.contains("Would import 1 workout, 1 set"))
        #expect(!FileManager.default.fileExists(atPath: cli.journalPath))
    }

    @Test func aFileWithNoImportableRowNamesTheCommonestReason() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let path = try write(
            cli, "none.csv",
            [
                strongHeader, strongRow("soon", "Squat (Barbell)", "1", "100", "5"),
                strongRow("", "Squat", "2", "1", "1"),
            ])
        let run = try cli.run(["import", path, "--unit", "kg"] + now)
        #expect(run.code == 1)
        #expect(
            run.stderr.contains(
                "has no rows that could be imported, most often because the date is not a readable date"))
        #expect(try cli.journal().isEmpty)
    }

    @Test func anUnreadableOptionalFieldCostsTheFieldNotTheSet() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let path = try write(
            cli, "odd.csv",
            [
                strongHeader,
                "2025-01-01 10:00:00,Full Body,about an hour,Squat (Barbell),1,100,5,far,long,,,hard",
                "2025-01-01 10:00:00,Full Body,about an hour,Squat (Barbell),SUPERSET,100,5,0,0,,,",
            ])
        let run = try cli.run(["import", path, "--unit", "kg"] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Imported 1 workout, 2 sets"))
        #expect(
            run.stderr.contains(
                "line 2: the duration \"about an hour\" is not like 1h 5min; the rest of the row was imported."))
        #expect(run.stderr.contains("line 2: the RPE \"hard\" is not a number"))
        #expect(run.stderr.contains("line 3: the set order \"SUPERSET\" is not a number, W, D or F"))
    }

    @Test func absurdLoadsAreSkippedNeverJournaled() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let path = try write(
            cli, "absurd.csv",
            [
                strongHeader, strongRow("2025-01-01 10:00:00", "Squat (Barbell)", "1", "100", "5"),
                strongRow("2025-01-01 10:00:00", "Squat (Barbell)", "2", "10000", "5"),
            ])
        let run = try cli.run(["import", path, "--unit", "kg"] + now)
        #expect(run.stderr.contains("line 3: the weight 10000 kg is more than anyone lifts (at most 1500 kg)"))
        #expect(try cli.journal().filter { $0["kind"] as? String == "set" }.count == 1)
    }

    @Test func aUnitInTheFileWinsOverTheFlagAndDistancesNeverTakeTheWeightUnit() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let fitnotes = try write(
            cli, "fitnotes.csv",
            [
                "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time",
                "2025-05-06,Deadlift,Back,50.0,kgs,5,,,",
            ])
        #expect(try cli.run(["import", fitnotes, "--unit", "lb"] + now).code == 0)
        let strong = try write(
            cli, "strong.csv", [strongHeader, "2025-01-02 10:00:00,Cardio,30min,Running,1,0,0,0.5,180,,,"])
        #expect(try cli.run(["import", strong, "--unit", "lb"] + now).code == 0)
        let journal = try cli.journal()
        let set = try #require(journal.first { $0["kind"] as? String == "set" })
        #expect(set["unit"] as? String == "kg")
        #expect((set["weight"] as? Double ?? Double(set["weight"] as? Int ?? 0)) == 50)
        let run = try #require(journal.first { $0["kind"] as? String == "cardio" })
        #expect((run["distance_m"] as? Double ?? Double(run["distance_m"] as? Int ?? 0)) == 500)
    }

    @Test func theAppIsFoundFromTheHeaderWhenNotNamed() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["import", repositoryRoot + "/Fixtures/imports/fitbod.csv"] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Imported 2 workouts"))
    }
}

@Suite struct ImportDistanceUnitCommandLineTests {
    @Test func aDistanceWithoutAUnitIsKilometresUnlessTheUserSaysMiles() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let path = cli.home + "/run.csv"
        try [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
            "2025-01-02 10:00:00,Cardio,30min,Running,1,0,0,2,900,,,",
        ].joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let now = ["--now", "2026-11-01T08:15:00"]
        #expect(try cli.run(["import", path, "--unit", "kg", "--distance-unit", "mi", "--dry-run"] + now).code == 0)
        #expect(try cli.run(["import", path, "--unit", "kg", "--distance-unit", "furlong"] + now).code == 2)
        #expect(try cli.run(["import", path, "--unit", "kg", "--distance-unit", "mi"] + now).code == 0)
        let run = try #require(try cli.journal().first { $0["kind"] as? String == "cardio" })
        let metres = run["distance_m"] as? Double ?? Double(run["distance_m"] as? Int ?? 0)
        #expect(abs(metres - 3218.688) < 0.01)
    }
}
