import Testing

@testable import SpotterKit

@Suite struct FitNotesImportTests {
    @Test func eachDayIsOneWorkoutAtNoon() throws {
        let summary = try importing("fitnotes-kg.csv", as: .fitnotes)
        #expect(summary.workouts == 1)
        #expect(summary.entries.first?.timestamp.clockTime == "12:00")
        #expect(setRecords(summary).map(\.exerciseID) == ["bench-press", "bench-press", "squat"])
        #expect(summary.cardio == 1)
    }

    @Test func repeatedRowsOfOneExerciseGetTheirOwnIds() throws {
        let summary = try importing("fitnotes-kg.csv", as: .fitnotes)
        #expect(Set(summary.entries.map(\.id)).count == summary.entries.count)
    }

    @Test func poundColumnAndBodyweightRows() throws {
        let sets = setRecords(try importing("fitnotes-lbs.csv", as: .fitnotes))
        #expect(sets.map(\.load) == [Load(value: 315, unit: .lb), nil])
        #expect(sets.map(\.exerciseID) == ["deadlift", "pull-up"])
    }

    @Test func aBareWeightColumnNeedsAUnit() throws {
        #expect(throws: ExchangeError.unitNeeded(file: "fitnotes-no-unit.csv")) {
            try importing("fitnotes-no-unit.csv", as: .fitnotes)
        }
        #expect(setRecords(try importing("fitnotes-no-unit.csv", as: .fitnotes, unit: .kg)).count == 1)
    }
}
