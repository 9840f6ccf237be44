import Testing

@testable import SpotterKit

/// Load-less sets, `same`, `+2.5`, 0-rep sets and set notation through the engine, at the rack.
@Suite struct SetLoggingTests {
    func sets(_ outcome: Outcome) -> [SetRecord] {
        outcome.entries.compactMap { entry in
            if case .workoutSet(let set) = entry.payload { return set }
            return nil
        }
    }

    func texts(_ outcome: Outcome) -> [String] { outcome.messages.map(\.text) }

    func at(_ days: Int, _ engine: Engine) {
        engine.frozenNow = Timestamp(seconds: mondayMorning.seconds + Int64(days) * 86_400, offset: 0)
    }

    /// An engine with one finished bench session of 80 kg × 8, 8, 7 a week ago.
    func engineWithBenchHistory() throws -> Engine {
        let (engine, _) = try makeEngine()
        at(-7, engine)
        _ = engine.handle("gym")
        _ = engine.handle("bench 80kg x 8 8 7")
        _ = engine.handle("done")
        at(0, engine)
        _ = engine.handle("gym")
        return engine
    }

    @Test func aLoadLessSetTakesTodaysSuggestedLoadThenTheSessionsLast() throws {
        let engine = try engineWithBenchHistory()
        let shown = texts(engine.handle("bench"))
        #expect(shown.contains("Bench Press — last 80 kg × 8, 8, 7 → today 82.5 kg × 5"))
        #expect(sets(engine.handle("8 reps")).map(\.load) == [Load(value: 82.5, unit: .kg)])
        _ = engine.handle("bench 85kg x 5")
        #expect(sets(engine.handle("5 reps")).map(\.load) == [Load(value: 85, unit: .kg)])
        #expect(sets(engine.handle("same")).map(\.load) == [Load(value: 85, unit: .kg)])
    }

    @Test func sameRepeatsOnlyTheCurrentExercisesLastSet() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        _ = engine.handle("bench 100kg x 5")
        _ = engine.handle("squat")
        let outcome = engine.handle("same")
        #expect(sets(outcome).isEmpty)
        #expect(outcome.failed)
        #expect(texts(outcome).contains { $0.contains("no earlier set of Squat") })
    }

    @Test func aLoadedLiftWithNoLoadAnywhereIsKeptForReviewAskingForTheLoad() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        let outcome = engine.handle("deadlift 3x5")
        #expect(sets(outcome).isEmpty)
        #expect(outcome.failed)
        #expect(texts(outcome).contains { $0.contains("No load for Deadlift") })
        // Bodyweight lifts still count reps without a load.
        #expect(sets(engine.handle("pullups 3x8")).map(\.load) == [nil, nil, nil])
    }

    @Test func plusAtTheStartOfASessionAddsToLastSessionsLoad() throws {
        let engine = try engineWithBenchHistory()
        _ = engine.handle("bench")
        #expect(sets(engine.handle("+2.5")).map(\.load) == [Load(value: 82.5, unit: .kg)])
    }

    @Test func zeroRepSetsAreNotWorkingSetsAndGiveNoPrompt() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        _ = engine.handle("curl 20kg x 10")
        _ = engine.handle("curl 20kg x 0")
        let last = engine.handle("curl 20kg x 0")
        #expect(sets(last).first?.isWorking == false)
        #expect(!texts(last).contains { $0.hasPrefix("Regression") })
    }

    @Test func aTypoedNameIsTakenAsTheKnownExerciseWithANote() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        let outcome = engine.handle("bnech 3x5 100")
        #expect(sets(outcome).map(\.exerciseID) == ["bench-press", "bench-press", "bench-press"])
        #expect(texts(outcome).contains("bnech → Bench Press"))
    }

    @Test func fallingBodyweightRepsAreNeverToldToAddLoad() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        let outcome = engine.handle("pullups 10 8 6")
        #expect(sets(outcome).count == 3)
        #expect(!texts(outcome).contains { $0.contains("add load") })
    }

    @Test func aHeldLoadIsLoggedOnlyWhenTypedAgainAsTheNextLine() throws {
        let engine = try engineWithBenchHistory()
        #expect(engine.handle("bench 3x5 300").needsReviewCount == 1)
        // Another line in between lets the held line go: typed later, it is checked again.
        _ = engine.handle("2 cups of water")
        let later = engine.handle("bench 3x5 300")
        #expect(later.needsReviewCount == 1)
        #expect(sets(later).isEmpty)
        #expect(sets(engine.handle("bench 3x5 300")).count == 3)
    }
}
