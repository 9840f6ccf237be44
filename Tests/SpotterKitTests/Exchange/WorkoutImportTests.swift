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
}
