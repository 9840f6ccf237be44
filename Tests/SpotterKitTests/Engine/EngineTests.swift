import Testing

@testable import SpotterKit

@Suite struct EngineTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test func chickenIsFoodWithTableFigures() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("150g chicken")
        let food = try #require(outcome.entries.first?.foodRecord)
        #expect(food.kcal == 248)
        #expect(food.protein == 46.5)
        #expect(outcome.entries.first?.resolver == "mock")
        #expect(!outcome.failed)
    }

    @Test func cupsOfWaterAreWater() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("2 cups of water")
        #expect(outcome.entries.first?.payload == .water(WaterRecord(milliliters: 500)))
    }

    @Test func bareKilogramsAreBodyWeightButGramsOfChickenAreFood() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("96 kg")) == ["weight"])
        #expect(kinds(engine.handle("96g chicken")) == ["food"])
    }

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

    @Test func anExerciseLineOutsideASessionStartsOneAndSaysSo() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("bench 3x5 100kg")
        #expect(kinds(outcome) == ["workout_start", "set", "set", "set"])
        #expect(outcome.messages.contains { $0.text.contains("started") })
        #expect(engine.training.workout != nil)
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

    @Test func severalFoodsGiveOneEntryEachButDishesStayWhole() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("2 eggs and toast")) == ["food", "food"])
        #expect(kinds(engine.handle("chicken, rice, broccoli")) == ["food", "food", "food"])
        #expect(kinds(engine.handle("mac and cheese")) == ["food"])
    }

    @Test func anUnknownFoodIsKeptForReviewWithoutFigures() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("zorblax stew")
        let food = try #require(outcome.entries.first?.foodRecord)
        #expect(food.status == .needsReview)
        #expect(food.kcal == nil)
        #expect(outcome.failed)
        #expect(outcome.messages.contains { $0.text.contains("spotter edit") })
    }

    @Test func undoRemovesEveryEntryOfTheLastLine() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("96 kg")
        _ = engine.handle("2 eggs and toast")
        let undo = engine.handle("/undo")
        guard case .deletion(let deletion)? = undo.entries.first?.payload else {
            Issue.record("expected a deletion")
            return
        }
        #expect(deletion.targets.count == 2)
        #expect(JournalFold.effective(store.entries).map(\.kind) == ["weight"])
    }

    @Test func anActiveWorkoutResumesInANewEngine() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym push")
        _ = engine.handle("bench 3x5 100kg")
        let resumed = try Engine(
            config: Config(), store: store, resolver: TableFoodResolver(table: .builtIn), foods: .builtIn,
            now: mondayMorning)
        #expect(resumed.training.workout?.name == "push")
        #expect(resumed.training.workout?.sets.count == 3)
        #expect(resumed.training.workout?.currentExercise?.name == "Bench Press")
    }

    @Test func clockLinesMoveTheFrozenClock() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("@2026-05-01 19:30")
        let outcome = engine.handle("96 kg")
        #expect(outcome.entries.first?.timestamp.clockTime == "19:30")
        #expect(outcome.entries.first?.timestamp.day.iso8601 == "2026-05-01")
    }

    @Test func overlongAndControlCharacterLinesAreRefusedWhole() throws {
        let (engine, store) = try makeEngine()
        #expect(engine.handle(String(repeating: "a", count: 5000)).failed)
        #expect(engine.handle("150g chicken\u{0}").failed)
        #expect(store.entries.isEmpty)
    }

    @Test func unknownCommandsAreUsageErrors() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("/frobnicate")
        #expect(outcome.usageError)
        #expect(outcome.entries.isEmpty)
    }

    @Test func deleteAndEditTakeTodaysNumbers() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("150g chicken")
        _ = engine.handle("1 cup rice")
        _ = engine.handle("/edit 2 grams=316")
        _ = engine.handle("/delete 1")
        let effective = JournalFold.effective(store.entries)
        #expect(effective.count == 1)
        #expect(effective[0].foodRecord.grams == 316)
        #expect(effective[0].foodRecord.kcal == 410)
    }

    @Test func editWithTextReresolvesAFoodNeedingReview() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("zorblax")
        let edit = engine.handle(#"/edit 1 text="2 eggs""#)
        #expect(!edit.failed)
        let food = JournalFold.effective(store.entries)[0].foodRecord
        #expect(food.status == .ok)
        #expect(food.kcal == 143)
        #expect(food.grams == 100)
    }
}

@Suite struct EndWordTests {
    @Test func doneWithNothingActiveIsNotFood() throws {
        let (engine, store) = try makeEngine()
        let outcome = engine.handle("done")
        #expect(outcome.entries.isEmpty)
        #expect(!outcome.failed)
        #expect(outcome.messages.first?.text.contains("Nothing is active") == true)
        #expect(store.entries.isEmpty)
    }
}
