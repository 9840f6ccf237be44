import Testing

@testable import SpotterKit

@Suite struct ExerciseLineInterceptTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test func anExerciseLineOutsideASessionStartsOneAndSaysSo() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("bench 3x5 100kg")
        #expect(kinds(outcome) == ["workout_start", "set", "set", "set"])
        #expect(outcome.messages.contains { $0.text.contains("started") })
        #expect(engine.training.workout != nil)
    }

    @Test func aBareExerciseNameStartsAWorkoutOnThatExercise() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("bench")) == ["workout_start"])
        #expect(engine.training.workout?.currentExercise?.name == "Bench Press")
    }

    @Test func setNotationWithoutAnExerciseOutsideASessionIsKeptForReview() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("60kg 3x8")
        #expect(kinds(outcome) == ["review"])
        #expect(outcome.failed)
        #expect(engine.training.workout == nil)
    }
}
