import Testing

@testable import SpotterKit

/// Two exercises' sets on one line are each exercise's sets; 7ae0ea5 made one custom exercise of them.
@Suite struct SupersetLineTests {
    private func parts(_ line: String) -> [SetLine]? {
        SupersetLine.parts(line, defaultUnit: .kg, library: .builtIn)
    }

    private func sets(_ count: Int, of reps: Int, at kilograms: Double) -> SetAction {
        .sets(Array(repeating: ParsedSet(reps: reps, load: Load(value: kilograms, unit: .kg)), count: count))
    }

    @Test(arguments: [
        "superset: curls 3x12 15kg and pushdowns 3x12 25kg", "ss curls 3x12 15kg + pushdowns 3x12 25kg",
        "curls 3x12 15kg; pushdowns 3x12 25kg", "Superset curls 3x12 15kg and pushdowns 3x12 25kg",
        // 225bd70 logged the sets of both to the second exercise, the first's name as their note.
        "superset curls 3x12 15kg / pushdowns 3x12 25kg",
    ])
    func eachExerciseOfASupersetHasItsOwnSets(line: String) {
        #expect(
            parts(line) == [
                SetLine(exerciseText: "curls", action: sets(3, of: 12, at: 15)),
                SetLine(exerciseText: "pushdowns", action: sets(3, of: 12, at: 25)),
            ])
    }

    @Test func aLineWithAPartThatIsNoExercisesSetsIsNoSuperset() {
        #expect(parts("bench 3x5 100kg and felt good") == nil)
        #expect(parts("chicken and rice") == nil)
        #expect(parts("dips bw+20 3x8") == nil)
        #expect(parts("bench 100 5/5/5") == nil)
        #expect(parts("bench 3x5 100kg") == nil)
        #expect(SupersetLine.mayJoin("bench 3x5 100kg") == false)
        #expect(SupersetLine.mayJoin("curls 3x12 and pushdowns") && SupersetLine.mayJoin("a;b"))
    }

    @Test func aWorkoutLogsEachExercisesSetsUnderItsOwnName() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym")
        _ = engine.handle("superset: curls 3x12 15kg and pushdowns 3x12 25kg")
        let sets = store.entries.compactMap { entry in
            if case .workoutSet(let set) = entry.payload { set } else { nil }
        }
        #expect(
            sets.map(\.exercise) == Array(repeating: "Dumbbell Curl", count: 3)
                + Array(repeating: "Tricep Pushdown", count: 3))
        #expect(sets.map { $0.load?.value } == [15, 15, 15, 25, 25, 25])
    }

    @Test func aSupersetLineIsReadOnceAndRemembered() throws {
        // Asked by every set line of a replay, the reading is kept in the parse memo as the set line's is.
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym")
        let line = "curls 3x12 15kg and pushdowns 3x12 25kg"
        _ = engine.handle(line)
        #expect(engine.memo.reading(for: line).supersetAsked)
        #expect(engine.memo.reading(for: line).superset?.count == 2)
        _ = engine.handle(line)
        let sets = store.entries.filter { if case .workoutSet = $0.payload { true } else { false } }
        #expect(sets.count == 12)
    }
}
