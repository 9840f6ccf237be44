import Testing

@testable import SpotterKit

@Suite struct FeedKindTests {
    @Test func kindFiltersKeepTheDaysNumbers() throws {
        let engine = try fixtureEngine()
        let outcome = engine.run(command: ["feed", "--date", "2026-04-25", "--kind", "cardio,water"])
        let rows = outcome.messages.map(\.text)
        #expect(rows.count == 3)
        // Numbered as in the day's whole feed, oldest first (the fixture wrote the water line first).
        #expect(rows[1].hasPrefix("  3  09:00  cardio"))
        #expect(rows[2].hasPrefix("  4  10:00  water"))
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let outcome = try fixtureEngine().run(command: ["feed", "--kind", "snacks"])
        #expect(outcome.usageError)
    }
}
