import Testing

@testable import SpotterKit

/// `rpe 8`, `@8` or `last set rpe 9` after a set: the last set is edited to that RPE (b6acdbb kept each for review,
/// asking for reps; `@8` was refused as a clock line, and `last set rpe 9` made a custom exercise "Last" current).
@Suite struct SetLoggingRatingTests {
    func lastSetRPE(_ engine: Engine) -> Double? { engine.training.workout?.sets.last?.rpe }

    @Test(arguments: ["rpe 8", "RPE 8", "@8", "last set rpe 8", "that set rpe 8"])
    func anRPEAloneEditsTheLastSet(line: String) throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym")
        let logged = engine.handle("bench 3x5 100kg").entries
        let outcome = engine.handle(line)
        #expect(!outcome.failed)
        #expect(outcome.messages.map(\.text) == ["Edited \(logged[2].id.prefix(8)): Bench Press · 5 × 100 kg @8"])
        guard case .edit(let edit)? = store.entries.last?.payload else {
            Issue.record("no edit journaled")
            return
        }
        #expect(edit.target == logged[2].id)
        #expect(edit.changes == ["rpe": .number(8)])
        #expect(lastSetRPE(engine) == 8)
        #expect(engine.training.workout?.sets.map(\.rpe) == [nil, nil, 8])
        // The session goes on with its exercise.
        #expect(engine.handle("5 reps").entries.count == 1)
        #expect(engine.training.workout?.currentExercise?.name == "Bench Press")
    }

    @Test func aHalfPointRPEIsKeptAndAnotherReplacesIt() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("bench 100kg 5")
        _ = engine.handle("rpe 8.5")
        #expect(lastSetRPE(engine) == 8.5)
        _ = engine.handle("@9")
        #expect(lastSetRPE(engine) == 9)
    }

    @Test func anRPEWithNoSetOrNoWorkoutLogsNothing() throws {
        let (engine, store) = try makeEngine()
        let alone = engine.handle("rpe 8")
        #expect(alone.failed)
        #expect(alone.messages.first?.text.hasPrefix("No workout is active") == true)
        #expect(store.entries.isEmpty)
        // Outside a workout `@8` is still a clock line, refused.
        #expect(engine.handle("@8").messages.first?.level == .error)
        #expect(store.entries.isEmpty)
        _ = engine.handle("gym")
        let noSet = engine.handle("rpe 8")
        #expect(noSet.messages.first?.text.hasPrefix("Kept \"rpe 8\" for review: There is no set") == true)
        #expect(store.entries.map(\.kind) == ["workout_start", "review"])
    }

    @Test func anRPEOutsideOneToTenIsNoRating() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("bench 100kg 5")
        _ = engine.handle("rpe 11")
        #expect(lastSetRPE(engine) == nil)
        #expect(!store.entries.contains { $0.kind == "edit" })
    }
}
