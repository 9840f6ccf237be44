import Testing

@testable import SpotterKit

@Suite struct EstimatedLoadTests {
    private func set(_ exerciseID: String, _ reps: Int, _ kilograms: Double?) -> SetRecord {
        SetRecord(
            session: "s", exercise: exerciseID, exerciseID: exerciseID, reps: reps,
            load: kilograms.map { Load(value: $0, unit: .kg) })
    }

    @Test func aWeightedBodyweightSetIsEstimatedOnBodyWeightPlusTheAddedLoad() {
        #expect(EstimatedLoad.kilograms(of: set("pull-up", 5, 20), bodyWeight: 80) == 100)
        #expect(EstimatedLoad.kilograms(of: set("dip", 8, 10), bodyWeight: 72.5) == 82.5)
    }

    @Test func withoutABodyWeightAWeightedBodyweightSetHasNoEstimate() {
        #expect(EstimatedLoad.kilograms(of: set("pull-up", 5, 20), bodyWeight: nil) == nil)
        #expect(EstimatedLoad.needsBodyWeight([set("pull-up", 5, 20)]))
        // A plain bodyweight set has no load to estimate on, as before.
        #expect(EstimatedLoad.kilograms(of: set("pull-up", 10, nil), bodyWeight: 80) == nil)
        #expect(!EstimatedLoad.needsBodyWeight([set("pull-up", 10, nil), set("bench-press", 5, 100)]))
    }

    @Test func aLoadedLiftIsEstimatedOnItsLoadWhateverTheBodyWeight() {
        #expect(EstimatedLoad.kilograms(of: set("bench-press", 5, 100), bodyWeight: 80) == 100)
        #expect(EstimatedLoad.kilograms(of: set("bench-press", 5, 100), bodyWeight: nil) == 100)
    }

    @Test func aSessionsBestUsesTheBodyWeightInForceAtItsStart() throws {
        let started = try #require(TimestampParser.parse("2026-04-24T18:00:00Z"))
        var session = TrainingSession(
            id: "s", started: started, start: WorkoutStartRecord(), sets: [set("pull-up", 5, 20)])
        #expect(session.best(of: "pull-up", formula: .epley) == nil)
        let history = BodyWeightHistory(readings: [
            (started.seconds - 86_400, 80), (started.seconds + 3600, 90), (started.seconds - 7 * 86_400, 85),
        ])
        session = TrainingSession.withBodyWeights([session]) { history }[0]
        #expect(session.bodyWeightKilograms == 80)
        let best = try #require(session.best(of: "pull-up", formula: .epley))
        #expect(abs(best.kilograms - 100 * (1 + 5.0 / 30)) < 1e-9)
    }
}
