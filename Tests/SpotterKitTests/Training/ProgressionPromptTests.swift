import Testing

@testable import SpotterKit

@Suite struct ProgressionPromptTests {
    let range = 8...12

    @Test(arguments: [[7, 10, 10], [10, 6, 10], [8, 7, 12]])
    func setOneOrTwoBelowTheMinimumIsRegression(_ reps: [Int]) {
        #expect(ProgressionPrompt.evaluate(reps: reps, prescribed: 3, range: range) == .regression)
    }

    @Test func topOfTheRangeOnSetsOneAndTwoAndSetThreeInRangeIsProgression() {
        #expect(ProgressionPrompt.evaluate(reps: [12, 12, 10], prescribed: 3, range: range) == .progression)
        #expect(ProgressionPrompt.evaluate(reps: [12, 12, 8], prescribed: 3, range: range) == .progression)
    }

    @Test func strongStartWeakFinishIsItsOwnConsistency() {
        #expect(ProgressionPrompt.evaluate(reps: [12, 12, 7], prescribed: 3, range: range) == .strongStartWeakFinish)
    }

    @Test func everythingElseIsConsistency() {
        #expect(ProgressionPrompt.evaluate(reps: [10, 9, 8], prescribed: 3, range: range) == .consistency)
        #expect(ProgressionPrompt.evaluate(reps: [12, 11, 12], prescribed: 3, range: range) == .consistency)
    }

    @Test func exactlyAtTheMinimumIsNotRegression() {
        #expect(ProgressionPrompt.evaluate(reps: [8, 8, 8], prescribed: 3, range: range) == .consistency)
    }

    @Test func fewerSetsThanPrescribedGiveNoPrompt() {
        #expect(ProgressionPrompt.evaluate(reps: [12, 12], prescribed: 3, range: range) == nil)
        #expect(ProgressionPrompt.evaluate(reps: [12, 12], prescribed: 2, range: range) == .progression)
    }
}
