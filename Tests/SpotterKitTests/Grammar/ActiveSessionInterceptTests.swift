import Testing

@testable import SpotterKit

@Suite struct ActiveSessionInterceptTests {
    @Test func nextSetNotationUsesTheCurrentExercise() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("squat 140 x 5")
        let next = engine.handle("5 @ 100")
        guard case .workoutSet(let set)? = next.entries.first?.payload else {
            Issue.record("expected a set")
            return
        }
        #expect(set.exercise == "Squat" || set.exerciseID.contains("squat"))
        #expect(set.reps == 5)
        #expect(set.load?.value == 100)
    }

    @Test func doneWithNothingActiveIsNotFood() throws {
        let (engine, store) = try makeEngine()
        let outcome = engine.handle("done")
        #expect(outcome.entries.isEmpty)
        #expect(!outcome.failed)
        #expect(outcome.messages.first?.text.contains("Nothing is active") == true)
        #expect(store.entries.isEmpty)
    }

    @Test func saidAroundTheWorkoutTheEndAndStartAreNoFood() throws {
        // `done with workout` was a neck bone (`done` read as `bone`), `start workout legs` a chicken leg for review.
        let (engine, store) = try makeEngine()
        engine.handle("start workout legs")
        engine.handle("squat 3x5 100kg")
        engine.handle("done with the workout")
        #expect(engine.training.workout == nil)
        let payloads = try JournalReader.read(store).entries.map(\.payload)
        guard case .workoutStart(let start)? = payloads.first, case .workoutEnd? = payloads.last else {
            Issue.record("expected a workout from start to end, got \(payloads)")
            return
        }
        #expect(start.name == "legs")
        #expect(!payloads.contains { if case .food = $0 { true } else { false } })
    }
}

@Suite struct TimedBoutEndingTests {
    @Test func doneWithADistanceEndsTheTimedBoutWithIt() throws {
        let (engine, store) = try makeEngine()
        engine.handle("run")
        engine.handle("done 5 km")
        #expect(engine.training.cardio == nil)
        let cardio = JournalFold.effective(try JournalReader.read(store).entries).compactMap { entry -> CardioRecord? in
            if case .cardio(let record) = entry.payload { return record }
            return nil
        }
        #expect(cardio.map(\.distanceMeters) == [5000])
        #expect(ActiveSessionIntercept.endFigures("done 5 km", .run)?.distanceMeters == 5000)
        #expect(ActiveSessionIntercept.endFigures("done with the run", .run) == nil)
    }
}
