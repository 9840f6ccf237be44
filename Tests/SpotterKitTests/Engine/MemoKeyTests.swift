import Testing

@testable import SpotterKit

/// The parse memo's key: the same text finds the same reading, another text another one.
@Suite struct MemoKeyTests {
    @Test func equalTextsAreEqualKeysWithEqualHashes() {
        let typed = MemoKey("2 cups of water")
        let again = MemoKey(String("2 cups of water ".dropLast()))
        #expect(typed == again)
        #expect(typed.hashValue == again.hashValue)
    }

    @Test func textsThatDifferInOneByteAreDifferentKeys() {
        let texts = [
            "150g chicken", "150g chickem", "151g chicken", "150g chicken ", "", "a long line of food, eaten slowly",
        ]
        for (index, text) in texts.enumerated() {
            for other in texts[(index + 1)...] { #expect(MemoKey(text) != MemoKey(other), "\(text) | \(other)") }
        }
    }

    @Test func bytesDecideNotUnicodeEquivalence() {
        // `é` as one scalar and as `e` with a combining accent are equal Strings but different bytes: a
        // memo miss, each read on its own, rather than one reading standing for both.
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(MemoKey(composed) != MemoKey(decomposed))
    }

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
