import Testing

@testable import SpotterKit

@Suite struct WorkoutImportTests {
    @Test func importingTwiceAddsNothingTheSecondTime() throws {
        let store = InMemoryJournalStore()
        let first = try importing("strong-comma.csv", as: .strong, unit: .kg, existing: JournalIDs.all(in: store))
        try store.append(first.entries)
        let second = try importing("strong-comma.csv", as: .strong, unit: .kg, existing: JournalIDs.all(in: store))
        #expect(second.entries.isEmpty)
        #expect(second.alreadyPresent == first.entries.count)
        #expect(
            second.line(file: "strong.csv", dryRun: false)
                == "Imported 0 workouts, 0 sets from strong.csv (12 already present, 0 rows skipped).")
    }

    @Test func idsAreTheSameOnEveryRun() throws {
        let once = try importing("hevy-kg.csv", as: .hevy).entries.map(\.id)
        let again = try importing("hevy-kg.csv", as: .hevy).entries.map(\.id)
        #expect(once == again)
    }

    @Test func importedEntriesSayWhereTheyCameFrom() throws {
        let entry = try importing("strong-comma.csv", as: .strong, unit: .kg).entries[1]
        #expect(entry.input == "import strong: Bench Press (Barbell) 100 kg x 5")
        #expect(entry.resolver == "import-strong")
    }

    @Test func rowsBeyondTheLimitsAreSkippedWithTheirLineAndReason() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),1,1e308,8,0,0,,,
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),2,80,5,0,0,,,
            2026-04-20 10:00:00,Push,1h,Running,3,0,0,1e308,0,,,
            2026-04-20 10:00:00,Push,1h,Rowing,4,0,0,0,1e308,,,
            2026-04-20 10:00:00,Push,1h,Squat\u{1B}]0;title\u{07},5,100,5,0,0,,,
            2026-04-20 10:00:00,\(String(repeating: "x", count: 1001)),1h,Squat,6,100,5,0,0,,,

            """
        let summary = try WorkoutImport.read(
            Array(csv.utf8), file: "strong.csv", format: .strong, unit: .kg, existingIDs: [])
        #expect(summary.sets == 1)
        #expect(summary.issues.map(\.line) == [2, 4, 5, 6, 7])
        #expect(summary.issues[0].problem == "the weight 1e+308 kg is more than anyone lifts (at most 1500 kg)")
        #expect(summary.issues[1].reason == "the distance is implausible")
        #expect(summary.issues[2].reason == "the time is implausible")
        #expect(summary.issues[3].problem == "the exercise name contains control characters")
        #expect(summary.issues[4].problem == "the workout name is longer than 1000 characters")
        #expect(summary.entries.allSatisfy { Plausibility.refusal($0) == nil })
    }

    @Test func aFileWithNoValidRowsFails() {
        let bytes = Array(
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\nnever,Squat,Legs,1,1,,,\n".utf8)
        #expect(throws: ExchangeError.noValidRows(file: "f.csv", reason: "the date is not a readable date (1 row)")) {
            try WorkoutImport.read(bytes, file: "f.csv", format: .fitnotes, unit: nil, existingIDs: [])
        }
    }

    @Test func anUnknownHeaderIsRefused() {
        #expect(throws: ExchangeError.unknownHeader(file: "f.csv", format: .hevy, header: ["a", "b"])) {
            try WorkoutImport.read(Array("a,b\n1,2\n".utf8), file: "f.csv", format: .hevy, unit: nil, existingIDs: [])
        }
    }

    @Test func aRowOverTheLineLimitIsSkippedWithItsReason() throws {
        let header =
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        let huge = String(repeating: "n", count: Plausibility.maxLineBytes)
        let csv = """
            \(header)
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),1,80,5,0,0,,,
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),2,80,5,0,0,\(huge),,
            2026-04-20 10:00:00,Push,1h,Bench Press (Barbell),3,80,5,0,0,,,

            """
        let summary = try WorkoutImport.read(
            Array(csv.utf8), file: "strong.csv", format: .strong, unit: .kg, existingIDs: [])
        #expect(summary.sets == 2)
        #expect(summary.issues.map(\.line) == [3])
        #expect(summary.issues.first?.reason == "the row is longer than 1048576 bytes")
    }
}
