import Testing

@testable import SpotterKit

/// A food line typed again is logged from what it did the first time (`ParseMemo.FoodLine`): the same
/// payloads and messages under new ids, and only when nothing about it needed a review.
@Suite struct RememberedFoodLineTests {
    @Test func aFoodLineTypedAgainIsJournaledAndSaidAsTheFirstTime() throws {
        let (engine, store) = try makeEngine()
        let line = "2 eggs and toast, 500 ml water"
        let first = engine.handle(line)
        #expect(engine.memo.reading(for: line).foodLine != nil)
        let second = engine.handle(line)
        #expect(first.entries.count == 3)
        #expect(second.entries.map(\.payload) == first.entries.map(\.payload))
        #expect(second.entries.map(\.resolver) == first.entries.map(\.resolver))
        #expect(second.entries.map(\.input) == [line, line, line])
        #expect(second.messages == first.messages)
        #expect(Set(second.entries.map(\.id)).isDisjoint(with: first.entries.map(\.id)))
        #expect(second.entries.allSatisfy { $0.lineID == second.entries[0].id })
        #expect(store.entries.count == 6)
    }

    @Test func aLineWithAReviewIsNotRememberedAndEachTimeNamesItsOwnEntry() throws {
        let (engine, _) = try makeEngine()
        let line = "2 eggs and zzqx"
        let first = engine.handle(line)
        let second = engine.handle(line)
        #expect(engine.memo.reading(for: line).foodLine == nil)
        for outcome in [first, second] {
            let review = try #require(outcome.entries.last)
            #expect(outcome.messages.last?.text.contains(String(review.id.prefix(8))) == true)
        }
    }

    @Test func aRememberedLineIsStillRefusedAtADateOutsideTheJournalsYears() throws {
        let (engine, store) = try makeEngine()
        #expect(!engine.handle("2 eggs").failed)
        engine.handle("@2150-01-01 08:00")
        let refused = engine.handle("2 eggs")
        #expect(refused.failed)
        #expect(refused.entries.isEmpty)
        #expect(refused.messages.first?.text.contains("outside 1900–2100") == true)
        #expect(store.entries.count == 1)
    }

    /// A remembered line goes straight to food only while no session is active: a workout left open
    /// for 12 hours is still closed first, as the grammar's session stage does for any line.
    @Test func aRememberedLineStillClosesAWorkoutLeftOpenFor12Hours() throws {
        let (engine, store) = try makeEngine()
        #expect(!engine.handle("oatmeal").failed)
        #expect(engine.memo.reading(for: "oatmeal").foodLine != nil)
        #expect(!engine.handle("bench 3x5 60kg").failed)
        #expect(engine.training.workout != nil)
        engine.handle("@23:30")
        let later = engine.handle("oatmeal")
        #expect(later.entries.map(\.kind) == ["workout_end", "food"])
        #expect(engine.training.workout == nil)
        #expect(store.entries.last?.kind == "food")
    }
}
