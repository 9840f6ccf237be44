import Testing

@testable import SpotterKit

@Suite struct ExerciseHistoryTests {
    func set(
        _ session: String, _ exerciseID: String, reps: Int?, kilograms: Double?, warmup: Bool = false
    )
        -> SetRecord
    {
        SetRecord(
            session: session, exercise: exerciseID, exerciseID: exerciseID, reps: reps,
            load: kilograms.map { Load(value: $0, unit: .kg) }, flags: warmup ? [.warmup] : [])
    }

    func entry(_ id: String, at seconds: Int64, _ set: SetRecord) -> Entry {
        Entry(
            id: id, timestamp: Timestamp(seconds: seconds, offset: 0), lineID: id, input: "set", resolver: nil,
            payload: .workoutSet(set))
    }

    /// A journal with two bench sessions a day apart (a warm-up in the first) and one squat session.
    func journal() throws -> InMemoryJournalStore {
        let store = InMemoryJournalStore()
        try store.append([
            entry("e1", at: 1_000, set("s1", "bench", reps: 10, kilograms: 40, warmup: true)),
            entry("e2", at: 1_100, set("s1", "bench", reps: 5, kilograms: 100)),
            entry("e3", at: 1_200, set("s1", "squat", reps: 5, kilograms: 140)),
            entry("e4", at: 90_000, set("s2", "bench", reps: 5, kilograms: 102.5)),
            entry("e5", at: 90_100, set("s2", "bench", reps: 4, kilograms: 102.5)),
        ])
        return store
    }

    @Test func recentSessionsAreTheirWorkingSetsOldestFirst() throws {
        let store = try journal()
        let history = ExerciseHistory()
        let bench = history.recent("bench", excluding: "now", store: store)
        #expect(
            bench == [
                [SetFigures(reps: 5, load: Load(value: 100, unit: .kg))],
                [
                    SetFigures(reps: 5, load: Load(value: 102.5, unit: .kg)),
                    SetFigures(reps: 4, load: Load(value: 102.5, unit: .kg)),
                ],
            ])
        // The session asking is left out, and a back-dated one sees only what came before it.
        #expect(history.recent("bench", excluding: "s2", store: store).count == 1)
        #expect(
            history.recent("bench", excluding: "now", before: Timestamp(seconds: 50_000, offset: 0), store: store).count
                == 1)
        #expect(history.recent("deadlift", excluding: "now", store: store).isEmpty)
    }

    @Test func aFinishedSessionIsAnsweredNext() throws {
        let store = try journal()
        let history = ExerciseHistory()
        #expect(history.recent("squat", excluding: "s3", store: store).count == 1)
        history.finished(
            [set("s3", "squat", reps: 3, kilograms: 150), set("s3", "squat", reps: 0, kilograms: 160)],
            at: Timestamp(seconds: 180_000, offset: 0))
        // A 0-rep set (a failed attempt) is no working set.
        #expect(
            history.recent("squat", excluding: "s4", store: store).last
                == [SetFigures(reps: 3, load: Load(value: 150, unit: .kg))])
    }

    @Test func anAnswerStaysRightAfterManyOtherExercisesAreAsked() throws {
        let store = try journal()
        let history = ExerciseHistory()
        let first = history.recent("bench", excluding: "now", store: store)
        // More exercises than the answers kept: the first is worked out again, to the same.
        for index in 0..<40 { _ = history.recent("exercise \(index)", excluding: "now", store: store) }
        #expect(history.recent("bench", excluding: "now", store: store) == first)
        #expect(history.recent("bench", excluding: "s1", store: store).count == 1)
    }

    func deletion(_ id: String, at seconds: Int64, of targets: [String]) -> Entry {
        Entry(
            id: id, timestamp: Timestamp(seconds: seconds, offset: 0), lineID: id, input: "undo", resolver: nil,
            payload: .deletion(DeletionRecord(targets: targets, cause: "undo")))
    }

    @Test func aDeletionAfterASetOrSessionLeavesItOut() throws {
        // One set of the second session, then the whole first session, deleted after both were read.
        let store = try journal()
        try store.append([deletion("d1", at: 95_000, of: ["e5"])])
        #expect(
            ExerciseHistory().recent("bench", excluding: "now", store: store).last
                == [SetFigures(reps: 5, load: Load(value: 102.5, unit: .kg))])
        try store.append([deletion("d2", at: 96_000, of: ["s1"])])
        let history = ExerciseHistory()
        #expect(history.recent("bench", excluding: "now", store: store).count == 1)
        #expect(history.recent("squat", excluding: "now", store: store).isEmpty)
    }

    @Test func aDeletionOfSomethingElseLeavesTheSessionsAsTheyWere() throws {
        let store = try journal()
        let before = ExerciseHistory().recent("bench", excluding: "now", store: store)
        try store.append([deletion("d1", at: 95_000, of: ["a-meal", "s9", "e9"])])
        #expect(ExerciseHistory().recent("bench", excluding: "now", store: store) == before)
        #expect(before.count == 2)
    }
}
