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
}
