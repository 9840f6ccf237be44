import Testing

@testable import SpotterKit

@Suite struct WorkoutInterceptTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test func aWorkoutStartsLogsSetsAndEndsWithItsTotals() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("gym")) == ["workout_start"])
        let sets = engine.handle("bench 3x5 100kg")
        #expect(kinds(sets) == ["set", "set", "set"])
        engine.frozenNow = Timestamp(seconds: mondayMorning.seconds + 3600, offset: 0)
        let end = engine.handle("done")
        guard case .workoutEnd(let record)? = end.entries.first?.payload else {
            Issue.record("expected a workout end")
            return
        }
        #expect(record.sets == 3)
        #expect(record.volumeKilograms == 1500)
        #expect(record.durationSeconds == 3600)
        #expect(engine.training.workout == nil)
    }
}
