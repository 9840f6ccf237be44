import Testing

@testable import SpotterKit

/// The parse memo: one reading per text, kept in two generations.
@Suite struct ParseMemoTests {
    @Test func theMemoGivesOneReadingPerText() {
        let memo = ParseMemo()
        let first = memo.reading(for: "bench 5x100kg")
        #expect(memo.reading(for: "bench 5x100kg") === first)
        #expect(memo.reading(for: "bench 5x100kh") !== first)
        let phrase = memo.reading(forPhrase: "chicken")
        #expect(memo.reading(forPhrase: "chicken") === phrase)
        #expect(memo.reading(forPhrase: "chickens") !== phrase)
    }

    @Test func aLineReadLatelyOutlivesAFullTable() {
        // Four texts fill the table; a fifth starts a new generation, and the first, asked again, is carried
        // over rather than read anew. A text not asked for two generations is forgotten.
        let memo = ParseMemo(capacity: 4)
        let kept = memo.reading(for: "2 eggs")
        let dropped = memo.reading(for: "@2026-04-27 07:00")
        for text in ["@2026-04-28 07:00", "@2026-04-29 07:00", "@2026-04-30 07:00"] { _ = memo.reading(for: text) }
        #expect(memo.reading(for: "2 eggs") === kept)
        for day in 1...8 { _ = memo.reading(for: "@2026-05-0\(day) 07:00") }
        #expect(memo.reading(for: "@2026-04-27 07:00") !== dropped)
        let phrase = memo.reading(forPhrase: "toast")
        for word in ["a", "b", "c", "d"] { _ = memo.reading(forPhrase: word) }
        #expect(memo.reading(forPhrase: "toast") === phrase)
    }
}
