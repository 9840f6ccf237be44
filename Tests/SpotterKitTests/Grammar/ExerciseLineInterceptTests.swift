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

    @Test func aCuratedFoodWithoutADigitReadsAtMostAsABareNameSoItStaysFood() throws {
        // Food is decided before the line is read as sets; that is only sound while no such name reads as
        // more than a bare exercise name (which stays food anyway).
        let library = ExerciseLibrary.builtIn
        let table = FoodTable.builtIn
        for row in table.rows {
            for text in [row.name] + row.aliases where !text.utf8.contains(where: { (0x30...0x39).contains($0) }) {
                guard table.match(text) != nil, let line = SetParser.parse(text, defaultUnit: .kg, library: library)
                else { continue }
                #expect(line.action == .selectExercise, "\(text) reads as \(line.action)")
            }
        }
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("greek yogurt")) == ["food"])
        #expect(engine.training.workout == nil)
    }

    @Test func setNotationWithoutAnExerciseOutsideASessionIsKeptForReview() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("60kg 3x8")
        #expect(kinds(outcome) == ["review"])
        #expect(outcome.failed)
        #expect(engine.training.workout == nil)
    }
}
