import Testing

@testable import SpotterKit

/// The open session is rebuilt from the journal's recent lines, whatever damaged lines sit among them.
@Suite struct TrainingStateTests {
    let now = Timestamp(seconds: 1_777_000_000, offset: 0)

    func line(_ id: String, minutesAgo: Int, _ payload: Payload) -> [UInt8] {
        let time = Timestamp(seconds: now.seconds - Int64(minutesAgo) * 60, offset: 0)
        var bytes = EntryEncoder.line(for: Entry(id: id, timestamp: time, lineID: id, input: "x", payload: payload))
        bytes.removeLast()  // the newline
        return bytes
    }

    /// `line` with `"kind":"…"` (or another key) written a second time at its end: the decoder refuses it.
    func twice(_ line: [UInt8], _ member: String) -> [UInt8] { Array(line.dropLast()) + Array(",\(member)}".utf8) }

    @Test func aLineWithAKeyTwiceIsPassedOverWhateverItsFirstKindOrTimeSays() throws {
        let set = SetRecord(
            session: "w1", exercise: "Bench Press", exerciseID: "bench-press", reps: 5,
            load: Load(value: 100, unit: .kg))
        let food = FoodRecord(text: "rice", name: "rice", grams: 100, kcal: 130, status: .ok)
        let end = Payload.workoutEnd(
            WorkoutEndRecord(session: "w1", durationSeconds: 600, sets: 1, volumeKilograms: 500))
        let lines = [
            line("w1", minutesAgo: 60, .workoutStart(WorkoutStartRecord(name: "push"))),
            line("s1", minutesAgo: 50, .workoutSet(set)),
            // Said to be a food first, an end of the workout second.
            twice(line("d1", minutesAgo: 40, .food(food)), "\"kind\":\"workout_end\",\"session\":\"w1\""),
            // Said to be an end first, a food second.
            twice(line("d2", minutesAgo: 30, end), "\"kind\":\"food\""),
            // A food said to be from two days ago first, from now second: no end to the window.
            twice(
                line("d3", minutesAgo: 2 * 24 * 60, .food(food)),
                "\"ts\":\"\(Timestamp(seconds: now.seconds - 600, offset: 0).iso8601)\""),
        ]
        for damaged in lines.dropFirst(2) {
            #expect(EntryDecoder.decode(String(decoding: damaged, as: UTF8.self)) == .malformed)
        }
        let store = InMemoryJournalStore()
        try store.append(lines: lines)
        let state = try TrainingState.load(from: store, now: now) { .builtIn }
        #expect(state.workout?.session == "w1")
        #expect(state.workout?.sets == [set])
    }

    @Test func anEditOfASetDuringTheWorkoutIsTheSetTheSessionGoesOnWith() throws {
        // b6acdbb rebuilt the session from the sets as first logged: the summary at `done` still said 5 reps.
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        let sets = engine.handle("bench 3x5 100kg").entries
        _ = engine.run(command: ["edit", sets[2].id, "reps=4"])
        _ = engine.run(command: ["edit", sets[2].id, "kg=90"])
        #expect(engine.training.workout?.sets.map(\.reps) == [5, 5, 4])
        #expect(engine.training.workout?.sets.last?.load == Load(value: 90, unit: .kg))
        let summary = engine.handle("done").messages.map(\.text)
        #expect(summary.contains { $0.hasPrefix("  Bench Press: 5 × 100 kg, 5 × 100 kg, 4 × 90 kg") })
    }
}
