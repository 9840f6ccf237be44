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

    @Test func belowTheTopKeepsTheLoadForOneMoreRep() {
        let suggestion = ProgressionEngine.suggest(
            history: [session(100, [8, 8, 7])], range: 5...8, region: .upper, unit: .kg)
        #expect(suggestion == .init(load: 100, reps: 8, reason: .oneMoreRep))
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
        #expect(suggestion == .init(load: 12, reps: 9, reason: .oneMoreRep))
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

    @Test func theBestSetOfASessionCounts() {
        let best = OneRepMax.epley.best([(100, 5), (105, 3), (90, 10)])
        #expect(best == 120)
    }
}
