import Foundation

@testable import SpotterKit

/// The repository's `Fixtures/journals/` directory.
let fixtureJournals: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url = url.deletingLastPathComponent() }
    return url.path + "/Fixtures/journals/"
}()

/// Monday 2026-04-27 08:15 UTC, the day after the fixture journal ends.
let afterFixture = Timestamp(seconds: 1_777_277_700, offset: 0)

/// An engine over a copy of a fixture journal, in memory, with the clock frozen.
func fixtureEngine(_ name: String = "three-months.jsonl", config: Config = Config()) throws -> Engine {
    let bytes = FileManager.default.contents(atPath: fixtureJournals + name).map(Array.init) ?? []
    return try Engine(
        config: config, store: InMemoryJournalStore(bytes: bytes), resolver: TableFoodResolver(table: .builtIn),
        foods: .builtIn, now: afterFixture)
}

/// Builds sessions by hand for threshold tests: one exercise's sets on a day relative to `today`.
struct SessionMaker {
    var today = Day(year: 2026, month: 4, day: 27)
    private var count = 0

    /// A finished session `daysAgo` days before today with `sets` of (reps, kg, rpe) of one exercise.
    mutating func session(
        daysAgo: Int, exercise: String = "bench-press", name: String = "Bench Press",
        sets: [(reps: Int, kg: Double, rpe: Double?)], pain: [String] = [], plan: String? = nil, day: String? = nil
    ) -> TrainingSession {
        count += 1
        let id = "s\(count)"
        let date = today.adding(days: -daysAgo)
        var session = TrainingSession(
            id: id, started: Timestamp(seconds: Int64(date.daysSinceEpoch) * 86_400 + 18 * 3600, offset: 0),
            start: WorkoutStartRecord(name: nil, plan: plan, day: day))
        session.sets = sets.map {
            SetRecord(
                session: id, exercise: name, exerciseID: exercise, reps: $0.reps, load: Load(value: $0.kg, unit: .kg),
                rpe: $0.rpe)
        }
        session.end = WorkoutEndRecord(session: id, durationSeconds: 3600, sets: sets.count, volumeKilograms: 0)
        if !pain.isEmpty { session.note = SessionNoteRecord(session: id, pain: pain) }
        return session
    }

    func input(_ sessions: [TrainingSession], config: Config = Config(), plans: [Plan] = []) -> InsightInput {
        InsightInput(
            today: today, sessions: sessions, loggedDays: [], trainedDays: Set(sessions.map(\.day)), config: config,
            plans: plans)
    }
}
