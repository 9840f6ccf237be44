import Testing

@testable import SpotterKit

@Suite struct ProgressionEngineTests {
    func session(_ load: Double, _ reps: [Int]) -> ProgressionEngine.Session {
        ProgressionEngine.Session(sets: reps.map { (load, $0) })
    }

    @Test func everySetAtTheTopAddsTheIncrementAndGoesBackToTheBottom() {
        let lower = ProgressionEngine.suggest(
            history: [session(100, [8, 8, 8])], range: 5...8, region: .lower, unit: .kg)
        #expect(lower == .init(load: 102.5, reps: 5, reason: .addLoad))
        let upper = ProgressionEngine.suggest(
            history: [session(100, [8, 8, 8])], range: 5...8, region: .upper, unit: .kg)
        #expect(upper == .init(load: 101.25, reps: 5, reason: .addLoad))
        let pounds = ProgressionEngine.suggest(
            history: [session(225, [8, 8, 8])], range: 5...8, region: .lower, unit: .lb)
        #expect(pounds == .init(load: 230, reps: 5, reason: .addLoad))
        let upperPounds = ProgressionEngine.suggest(
            history: [session(185, [8, 8, 8])], range: 5...8, region: .upper, unit: .lb)
        #expect(upperPounds == .init(load: 187.5, reps: 5, reason: .addLoad))
    }

    @Test func aProgressionVerdictAddsLoadEvenWhenTheLastSetMissedTheTop() {
        // Row 8, 8, 7 on 5–8: the prompt says "add load next session", so the suggestion does too.
        let suggestion = ProgressionEngine.suggest(
            history: [session(80, [8, 8, 7])], range: 5...8, region: .upper, unit: .kg, prescribed: 3)
        #expect(suggestion == .init(load: 81.25, reps: 5, reason: .addLoad))
        #expect(ProgressionPrompt.evaluate(reps: [8, 8, 7], prescribed: 3, range: 5...8) == .progression)
    }

    @Test func thePlateIncrementDecidesTheStepAndEveryLoadIsLoadable() {
        let defaultPlates = ProgressionEngine.suggest(
            history: [session(100, [8, 8, 8])], range: 5...8, region: .upper, unit: .kg, step: 2.5)
        #expect(defaultPlates == .init(load: 102.5, reps: 5, reason: .addLoad))
        let microplates = ProgressionEngine.suggest(
            history: [session(100, [8, 8, 8])], range: 5...8, region: .upper, unit: .kg, step: 1.25)
        #expect(microplates == .init(load: 101.25, reps: 5, reason: .addLoad))
        // Off the step already: the next load is the next loadable one, not 0.625 kg plates.
        let offStep = ProgressionEngine.suggest(
            history: [session(101.25, [8, 8, 8])], range: 5...8, region: .upper, unit: .kg, step: 2.5)
        #expect(offStep == .init(load: 102.5, reps: 5, reason: .addLoad))
        var config = Config()
        #expect(config.loadStep(in: .kg) == 2.5)
        #expect(config.loadStep(in: .lb) == 5)
        config.plateIncrement = 1.25
        #expect(config.loadStep(in: .kg) == 1.25)
        #expect(config.problem() == nil)
        config.plateIncrement = 0
        #expect(config.problem() != nil)
    }

    @Test func fiveByFiveWithALastMissStillAddsLoadOnTheFiveByFivePrescription() {
        let suggestion = ProgressionEngine.suggest(
            history: [session(100, [5, 5, 5, 5, 4])], range: 5...5, region: .lower, unit: .kg, prescribed: 5)
        #expect(suggestion == .init(load: 102.5, reps: 5, reason: .addLoad))
    }

    @Test func belowTheTopKeepsTheLoadAndNeverAsksForFewerRepsThanTheBestSet() {
        let consistency = ProgressionEngine.suggest(
            history: [session(100, [8, 6, 5])], range: 5...8, region: .upper, unit: .kg, prescribed: 3)
        #expect(consistency == .init(load: 100, reps: 8, reason: .oneMoreRep))
        let climbing = ProgressionEngine.suggest(
            history: [session(100, [6, 6, 5])], range: 5...8, region: .upper, unit: .kg, prescribed: 3)
        #expect(climbing == .init(load: 100, reps: 6, reason: .oneMoreRep))
        let regression = ProgressionEngine.suggest(
            history: [session(100, [4, 3, 3])], range: 5...8, region: .upper, unit: .kg, prescribed: 3)
        #expect(regression == .init(load: 100, reps: 5, reason: .oneMoreRep))
    }

    @Test func fewerSetsThanPrescribedIsNoProgression() {
        let suggestion = ProgressionEngine.suggest(
            history: [session(100, [8, 8])], range: 5...8, region: .upper, unit: .kg, prescribed: 3)
        #expect(suggestion == .init(load: 100, reps: 8, reason: .oneMoreRep))
    }

    @Test func everyVerdictAndItsSuggestionAgreeOnRealisticSessions() {
        // One rule: "add load" from the prompt exactly when the suggestion adds load, over many sessions.
        for first in 3...13 {
            for second in 3...first {
                for third in 0...second {
                    let reps = [first, second, third]
                    for range in [5...8, 8...12, 5...5] {
                        let prompt = ProgressionPrompt.evaluate(reps: reps, prescribed: 3, range: range)
                        let next = ProgressionEngine.suggest(
                            history: [session(60, reps)], range: range, region: .lower, unit: .kg, prescribed: 3)
                        #expect((prompt == .progression) == (next?.reason == .addLoad), "\(reps) on \(range)")
                        if next?.load == 60 { #expect((next?.reps ?? 0) >= first, "\(reps) on \(range)") }
                    }
                }
            }
        }
    }

    @Test func missingTheBottomThreeSessionsInARowDeloadsTenPercent() {
        let misses = [session(100, [5, 4, 4]), session(100, [4, 4, 3]), session(100, [5, 4, 3])]
        let suggestion = ProgressionEngine.suggest(history: misses, range: 5...8, region: .lower, unit: .kg)
        #expect(suggestion == .init(load: 90, reps: 5, reason: .deload))
    }

    @Test func twoMissesAreNotYetADeload() {
        let misses = [session(100, [6, 6, 6]), session(100, [4, 4, 3]), session(100, [5, 4, 3])]
        let suggestion = ProgressionEngine.suggest(history: misses, range: 5...8, region: .lower, unit: .kg)
        #expect(suggestion?.reason == .oneMoreRep)
    }

    @Test func theSameLoadIsKeptExactlyEvenOffTheStep() {
        let suggestion = ProgressionEngine.suggest(
            history: [session(12, [10, 9, 8])], range: 8...12, region: .upper, unit: .kg)
        #expect(suggestion == .init(load: 12, reps: 10, reason: .oneMoreRep))
    }

    @Test func poundDeloadsRoundToFivePounds() {
        let misses = Array(repeating: session(315, [3, 3, 3]), count: 3)
        let suggestion = ProgressionEngine.suggest(history: misses, range: 5...8, region: .lower, unit: .lb)
        #expect(suggestion == .init(load: 285, reps: 5, reason: .deload))
    }

    @Test func deloadsRoundToLoadableSteps() {
        let misses = Array(repeating: session(142.5, [3, 3, 3]), count: 3)
        let suggestion = ProgressionEngine.suggest(history: misses, range: 5...8, region: .lower, unit: .kg)
        #expect(suggestion?.load == 127.5)
    }
}

@Suite struct OneRepMaxTests {
    @Test func epleyAndBrzycki() {
        #expect(OneRepMax.epley.estimate(load: 100, reps: 5) == 100 * (1 + 5.0 / 30))
        #expect(OneRepMax.brzycki.estimate(load: 100, reps: 5) == 112.5)
        #expect(OneRepMax.epley.estimate(load: 140, reps: 1) == 140)
        #expect(OneRepMax.epley.estimate(load: 100, reps: 0) == nil)
    }

    @Test func noEstimateWhereTheFormulasStopHolding() {
        #expect(OneRepMax.epley.estimate(load: 100, reps: 12) != nil)
        #expect(OneRepMax.epley.estimate(load: 100, reps: 13) == nil)
        #expect(OneRepMax.brzycki.estimate(load: 100, reps: 500) == nil)
        #expect(OneRepMax.epley.best([(100, 500), (80, 5)]) == 80 * (1 + 5.0 / 30))
    }

    @Test func theBestSetOfASessionCounts() {
        let best = OneRepMax.epley.best([(100, 5), (105, 3), (90, 10)])
        #expect(best == 120)
    }
}
