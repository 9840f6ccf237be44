import Testing

@testable import SpotterKit

@Suite struct CardioInterceptTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test(arguments: ["5 km", "10k", "8km in 44 mins", "10k in 52:00", "3.1 miles", "400 m"])
    func aDistanceWithNoActivityIsKeptForReviewNotFood(line: String) throws {
        // b6acdbb made `10k` 230 g of Special K (867 kcal) and `8km in 44 mins` two foods kept for review.
        let (engine, _) = try makeEngine()
        let outcome = engine.handle(line)
        #expect(kinds(outcome) == ["review"])
        #expect(
            outcome.messages.first?.text
                == "Kept \"\(line)\" for review: A distance with no activity; say which, e.g. `run \(line)` or `bike \(line)`."
        )
    }

    @Test func theDistanceUnitsAreTheirWordsPacked() {
        let packed = ["k", "km", "kms", "mi", "mile", "miles", "m"].map { word in
            word.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        }
        #expect(CardioIntercept.distanceUnits == packed)
    }

    @Test func aDistanceWithItsActivityOrAFoodWithItsWeightIsAsBefore() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("5 km run")) == ["cardio"])
        #expect(kinds(engine.handle("10k steps")) == ["cardio"])
        #expect(kinds(engine.handle("150g chicken")) == ["food"])
        #expect(kinds(engine.handle("500 ml water")) == ["water"])
        #expect(kinds(engine.handle("2 medium eggs")) == ["food"])
    }

    @Test func rowIsCardioOutsideASessionAndAnExerciseInsideOne() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("row")) == ["cardio_start"])
        #expect(kinds(engine.handle("done")) == ["cardio"])
        _ = engine.handle("gym")
        let inside = engine.handle("row")
        #expect(inside.entries.isEmpty)
        #expect(engine.training.workout?.currentExercise?.name.lowercased().contains("row") == true)
        #expect(kinds(engine.handle("5 @ 60")) == ["set"])
    }

    @Test func aSportsDrinkInAMealSentenceIsFoodNotASport() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle(
            "I kicked off my breakfast with a bottle of Gatorade G sports drink paired with a cup of ruffled potato chips."
        )
        #expect(kinds(outcome) == ["food", "food"])
        #expect(engine.training.cardio == nil)
    }

    @Test func cardioShorthandIsLoggedAtOnceAndDoesNotEndAWorkout() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        let run = engine.handle("5 km run")
        guard case .cardio(let record)? = run.entries.first?.payload else {
            Issue.record("expected cardio")
            return
        }
        #expect(record.distanceMeters == 5000)
        #expect(engine.training.workout != nil)
    }

    @Test func aTimedBoutLastsFromStartToDone() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("run")
        _ = engine.handle("@08:45")
        let done = engine.handle("done")
        guard case .cardio(let record)? = done.entries.first?.payload else {
            Issue.record("expected cardio")
            return
        }
        #expect(record.durationSeconds == 1800)
        #expect(record.modality == .run)
    }
}
