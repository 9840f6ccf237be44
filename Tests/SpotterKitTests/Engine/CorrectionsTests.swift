import Testing

@testable import SpotterKit

@Suite struct CorrectionsTests {
    /// A finished workout of three sets, as typed.
    func workout(_ engine: Engine) {
        for line in ["gym", "bench 100kg x 5", "bench 100kg x 5", "squat 120kg x 5", "done", "feel 4"] {
            engine.handle(line)
        }
    }

    func kinds(_ engine: Engine) throws -> [String] {
        try engine.numberedEntries(on: mondayMorning.day).map(\.kind)
    }

    @Test func deletingAWorkoutStartDeletesItsWholeSessionAsOneCorrection() throws {
        let (engine, store) = try makeEngine()
        workout(engine)
        let outcome = engine.handle("/delete 1")
        #expect(outcome.correctionCount == 1)
        #expect(outcome.messages.first?.text.hasSuffix("with its 3 sets, its end and 1 note.") == true)
        #expect(try kinds(engine).isEmpty)
        #expect(JournalFold.effective(try JournalReader.read(store).entries).isEmpty)
    }

    @Test func undoAfterADeleteRestoresWhatWasDeletedInTheREPLAndFromTheShell() throws {
        for ownLinesOnly in [true, false] {
            let (engine, _) = try makeEngine()
            engine.undoesOwnLinesOnly = ownLinesOnly
            workout(engine)
            engine.handle("/delete 1")
            let undo = engine.handle("/undo")
            #expect(undo.messages.first?.text.hasSuffix("6 entries restored.") == true, "\(ownLinesOnly)")
            #expect(try kinds(engine) == ["workout_start", "set", "set", "set", "workout_end", "session_note"])
            // The workout stays finished, and the next undo takes back the line before the delete.
            #expect(engine.training.workout == nil)
            engine.handle("/undo")
            #expect(try kinds(engine) == ["workout_start", "set", "set", "set", "workout_end"])
        }
    }

    @Test func undoAfterAnEditTakesBackTheEdit() throws {
        let (engine, _) = try makeEngine()
        workout(engine)
        engine.handle("/edit 2 reps=3")
        engine.handle("/undo")
        let set = try engine.numberedEntries(on: mondayMorning.day)[1]
        guard case .workoutSet(let record) = set.payload else { return #expect(Bool(false)) }
        #expect(record.reps == 5)
    }

    @Test func theEndShowsTheTotalsOfTheSetsThatRemain() throws {
        let (engine, _) = try makeEngine()
        workout(engine)
        engine.handle("/delete 2")
        engine.handle("/edit 2 reps=3")
        let end = try engine.numberedEntries(on: mondayMorning.day).first { $0.kind == "workout_end" }
        guard case .workoutEnd(let record)? = end?.payload else { return #expect(Bool(false)) }
        #expect(record.sets == 2)
        #expect(record.volumeKilograms == 3 * 100 + 5 * 120)
        // The bench best came from a set no longer there.
        #expect(record.bests.map(\.exerciseID) == ["squat"])
    }
}
