import Testing

@testable import SpotterKit

@Suite struct FeedKindTests {
    @Test func kindFiltersKeepTheDaysNumbers() throws {
        let engine = try fixtureEngine()
        let outcome = engine.run(command: ["feed", "--date", "2026-04-25", "--kind", "cardio,water"])
        let rows = outcome.messages.map(\.text)
        #expect(rows.count == 3)
        #expect(rows[1].hasPrefix("  5  10:00  water"))
        #expect(rows[2].hasPrefix("  6  09:00  cardio"))
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let outcome = try fixtureEngine().run(command: ["feed", "--kind", "snacks"])
        #expect(outcome.usageError)
    }
}
