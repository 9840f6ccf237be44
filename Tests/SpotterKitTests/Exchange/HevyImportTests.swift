import Testing

@testable import SpotterKit

@Suite struct HevyImportTests {
    @Test func setTypesBecomeFlagsAndTheWorkoutKeepsItsEndTime() throws {
        let summary = try importing("hevy-kg.csv", as: .hevy)
        let sets = setRecords(summary)
        #expect(sets.map(\.flags) == [[.warmup], [], [.toFailure], [.dropSet]])
        #expect(sets.map(\.exerciseID) == ["bench-press", "bench-press", "bench-press", "dumbbell-bench-press"])
        #expect(summary.entries.last?.timestamp.iso8601.hasPrefix("2023-01-15T11:35:00") == true)
        #expect(summary.cardio == 1)
    }

    @Test func poundAndMileColumnsConvert() throws {
        let summary = try importing("hevy-lbs.csv", as: .hevy)
        #expect(setRecords(summary).first?.load == Load(value: 225, unit: .lb))
        #expect(setRecords(summary).first?.load?.kilograms == 225 * 0.45359237)
        let distances = summary.entries.compactMap { entry -> Double? in
            if case .cardio(let cardio) = entry.payload { return cardio.distanceMeters }
            return nil
        }
        #expect(distances == [2 * 1609.344])
    }
}
