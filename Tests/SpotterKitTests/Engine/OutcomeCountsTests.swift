import Testing

@testable import SpotterKit

/// The counts an outcome carries (entries needing review, corrections), kept as the line makes its entries.
@Suite struct OutcomeCountsTests {
    /// The counts read back from the outcome's entries: the rule the kept counts must agree with.
    func counted(_ outcome: Outcome) -> (review: Int, corrections: Int) {
        (outcome.entries.filter(\.payload.needsReview).count, outcome.entries.filter(\.payload.isCorrection).count)
    }

    /// A line with an unknown food counts its review each time it is typed; a known one, whose second and
    /// third typings come from the parse memo (recorded as checked before), counts neither.
    @Test(arguments: [("150g chicken, zorblax stew", 1), ("2 eggs and toast", 0)])
    func aFoodLineCountsTheSameEachTimeItIsTyped(line: String, reviews: Int) throws {
        let (engine, _) = try makeEngine()
        for _ in 0..<3 {
            let outcome = engine.handle(line)
            #expect(outcome.entries.count == 2)
            #expect(outcome.needsReviewCount == reviews)
            #expect(outcome.correctionCount == 0)
        }
    }

    @Test func aSetLineWithNoExerciseCountsOneReview() throws {
        let (engine, _) = try makeEngine()
        engine.handle("gym")
        let outcome = engine.handle("3x5 100kg")
        #expect(outcome.needsReviewCount == 1)
        #expect(counted(outcome) == (1, 0))
    }

    @Test func aDeleteCountsOneCorrectionAndItsUndoCountsWhatItRestored() throws {
        let (engine, _) = try makeEngine()
        engine.handle("zorblax stew")
        let delete = engine.handle("/delete 1")
        #expect(delete.correctionCount == 1)
        #expect(counted(delete) == (0, 1))
        // The undo writes the deleted entry again: a food that still needs review.
        let undo = engine.handle("/undo")
        #expect(undo.needsReviewCount == 1)
        #expect(counted(undo) == (undo.needsReviewCount, undo.correctionCount))
    }
}
