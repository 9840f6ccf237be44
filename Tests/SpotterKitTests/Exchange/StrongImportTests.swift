import Testing

@testable import SpotterKit

@Suite struct StrongImportTests {
    @Test func strongNamesMapOntoTheBuiltInLibrary() throws {
        let sets = setRecords(try importing("strong-comma.csv", as: .strong, unit: .kg))
        #expect(
            sets.map(\.exerciseID) == [
                "bench-press", "bench-press", "overhead-press", "pull-up", "squat", "deadlift", "barbell-row",
            ])
        #expect(sets.allSatisfy { !$0.custom })
    }

    @Test func aDumbbellVariantIsNotTheBarbellLift() {
        let library = ExerciseLibrary.builtIn
        #expect(ImportedExercise.match("Bench Press (Dumbbell)", in: library).exercise.id == "dumbbell-bench-press")
        #expect(ImportedExercise.match("Bicep Curl (Barbell)", in: library).exercise.id == "barbell-curl")
        let unknown = ImportedExercise.match("Zercher Squat (Barbell)", in: library)
        #expect(unknown.custom)
    }

    @Test func eachWorkoutIsStartSetsAndEndWithItsTotals() throws {
        let summary = try importing("strong-comma.csv", as: .strong, unit: .kg)
        #expect(summary.workouts == 2)
        #expect(summary.sets == 7)
        #expect(summary.cardio == 1)
        #expect(summary.entries.first?.kind == "workout_start")
        guard case .workoutEnd(let end) = summary.entries[5].payload else {
            Issue.record("expected the first workout's end")
            return
        }
        #expect(end.durationSeconds == 3900)
        #expect(end.sets == 4)
        #expect(end.volumeKilograms == 100 * 5 * 2 + 60 * 8)
        #expect(summary.entries[5].timestamp.iso8601.hasPrefix("2023-01-15T11:35:00"))
    }

    @Test func distanceAndTimeWithoutRepsIsCardio() throws {
        let summary = try importing("strong-comma.csv", as: .strong, unit: .kg)
        let cardio = summary.entries.compactMap { entry -> CardioRecord? in
            if case .cardio(let record) = entry.payload { return record }
            return nil
        }
        #expect(
            cardio == [
                CardioRecord(
                    modality: .run, distanceMeters: 5000, durationSeconds: 1500, context: "Running (Treadmill)")
            ])
    }

    @Test func aFileWithoutUnitsNeedsOne() {
        #expect(throws: ExchangeError.unitNeeded(file: "strong-comma.csv")) {
            try importing("strong-comma.csv", as: .strong)
        }
    }

    @Test func poundsConvertToKilograms() throws {
        let sets = setRecords(try importing("strong-comma.csv", as: .strong, unit: .lb))
        #expect(sets[0].load == Load(value: 100, unit: .lb))
        #expect(sets[0].load?.kilograms == 45.359237)
    }

    @Test func semicolonFileWithKilogramColumnBOMCRLFDecimalCommasAndFlags() throws {
        let summary = try importing("strong-semicolon-kg.csv", as: .strong)
        let sets = setRecords(summary)
        #expect(sets.map(\.load?.value) == [40, 72.5, 72.5, 50])
        #expect(sets.map(\.flags) == [[.warmup], [], [], [.dropSet]])
        #expect(sets.map(\.reps) == [10, 8, 7, 12])
        #expect(summary.issues.isEmpty)
    }

    @Test func aWeightUnitColumnSetsEachRowsUnit() throws {
        let summary = try importing("strong-semicolon-unit.csv", as: .strong)
        let sets = setRecords(summary)
        #expect(sets.map(\.load) == [Load(value: 225, unit: .lb), Load(value: 102.5, unit: .kg)])
        #expect(sets[1].rpe == 8.5)
        #expect(summary.cardio == 1)
    }

    @Test func badRowsAreReportedWithTheirLineAndTheRestImported() throws {
        let summary = try importing("strong-bad-rows.csv", as: .strong, unit: .kg)
        #expect(summary.sets == 2)
        #expect(summary.issues.map(\.line) == [3, 4])
        #expect(
            summary.issues[1].description == "line 4: the reps value \"five\" is not a number; the row was skipped.")
    }

    @Test func aHeaderFromAnotherAppIsNamed() {
        #expect(throws: ExchangeError.formatMismatch(file: "hevy-kg.csv", named: .strong, detected: .hevy)) {
            try importing("hevy-kg.csv", as: .strong)
        }
    }

    @Test func strongDurationsAndHevyDatesParse() {
        #expect(ImportTime.duration("1h 5m") == 3900)
        #expect(ImportTime.duration("45m") == 2700)
        #expect(ImportTime.duration("soon") == nil)
        #expect(
            (try? ImportTime.moment("15 Jan 2023, 10:30", "date"))?.iso8601.hasPrefix("2023-01-15T10:30:00") == true)
        #expect(ImportTime.clock("0:25:30") == 1530)
    }
}
