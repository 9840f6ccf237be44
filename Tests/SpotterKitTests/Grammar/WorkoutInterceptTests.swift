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

    @Test func aDayNamedByTheBodyOrTwoMusclesStartsAWorkoutOfThatName() throws {
        // 225bd70 kept `upper body` for review as a food, logged `back and biceps` as fat back and beef round, `push` as
        // a popsicle and `legs` as chicken legs.
        for line in ["upper body", "back and biceps", "full body day", "push", "legs"] {
            let (engine, _) = try makeEngine()
            let outcome = engine.handle(line)
            guard case .workoutStart(let record)? = outcome.entries.first?.payload else {
                Issue.record("\(line): expected a workout start")
                continue
            }
            #expect(record.name == line.replacingOccurrences(of: " day", with: ""))
            #expect(engine.training.workout != nil)
        }
    }
}
