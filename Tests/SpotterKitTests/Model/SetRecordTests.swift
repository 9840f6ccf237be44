import Testing

@testable import SpotterKit

/// `SetRecord.isWorking` and `Exercise.isTimedHold` are stored for speed; they must follow the fields
/// they are worked out from whenever those change (an `edit` of reps, a set marked a warm-up).
@Suite struct SetRecordTests {
    func set(reps: Int?, flags: [SetFlag] = []) -> SetRecord {
        SetRecord(
            session: "s", exercise: "Bench Press", exerciseID: "bench-press", reps: reps,
            load: Load(value: 100, unit: .kg), flags: flags)
    }

    @Test func aSetIsWorkingUnlessAWarmUpOrNoReps() {
        #expect(set(reps: 5).isWorking)
        #expect(set(reps: nil).isWorking)
        #expect(!set(reps: 0).isWorking)
        #expect(!set(reps: 5, flags: [.warmup]).isWorking)
        #expect(set(reps: 5, flags: [.toFailure]).isWorking)
    }

    @Test func changingRepsOrFlagsChangesWhetherASetIsWorking() {
        var changed = set(reps: 5)
        changed.reps = 0
        #expect(!changed.isWorking)
        changed.reps = 3
        #expect(changed.isWorking)
        changed.flags = [.warmup]
        #expect(!changed.isWorking)
        changed.flags = []
        #expect(changed.isWorking)
    }

    @Test func anEditOfRepsToZeroMakesTheSetNoLongerWorking() {
        let edited = EntryEditing.apply(["reps": .number(0)], to: .workoutSet(set(reps: 5)))
        guard case .workoutSet(let record) = edited else {
            Issue.record("an edited set is still a set")
            return
        }
        #expect(record.reps == 0)
        #expect(!record.isWorking)
        #expect(record == set(reps: 0))
    }

    @Test func anExerciseIsATimedHoldByItsID() throws {
        var plank = try #require(ExerciseLibrary.builtIn.exercise(named: "plank"))
        #expect(plank.isTimedHold)
        plank.id = "bench-press"
        #expect(!plank.isTimedHold)
        plank.id = "dead-hang"
        #expect(plank.isTimedHold)
        #expect(ExerciseLibrary.builtIn.exercise(named: "bench")?.isTimedHold == false)
        // The catalogue marks its holds itself; an exercise made elsewhere asks by id.
        let holds: Set = ["plank", "side-plank", "wall-sit", "dead-hang", "hollow-hold", "l-sit"]
        #expect(BuiltInExercises.timedHolds == holds)
        let made = Exercise(
            id: "wall-sit", name: "Wall Sit", aliases: [], muscles: [], region: .lower, equipment: "other",
            isBodyweight: true)
        #expect(made.isTimedHold)
    }
}
