import Testing

@testable import SpotterKit

/// The parse memo's table: the same text finds the same reading, another text another one.
@Suite struct MemoTableTests {
    final class Box {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    private func table(_ texts: [String]) -> MemoTable<Box> {
        var table = MemoTable<Box>()
        for (number, text) in texts.enumerated() {
            table.insert(Box(number), for: text, hash: MemoTable<Box>.hash(text))
        }
        return table
    }

    private func find(_ text: String, in table: MemoTable<Box>) -> Int? {
        table.value(for: text, hash: MemoTable<Box>.hash(text))?.number
    }

    @Test func anEqualTextMadeElsewhereFindsTheSameValue() {
        let table = table(["2 cups of water"])
        #expect(find(String("2 cups of water ".dropLast()), in: table) == 0)
        #expect(find("2 cups of wate", in: table) == nil)
    }

    @Test func textsThatDifferInOneByteAreDifferentKeys() {
        let texts = [
            "150g chicken", "150g chickem", "151g chicken", "150g chicken ", "", "a long line of food, eaten slowly",
        ]
        let table = table(texts)
        for (number, text) in texts.enumerated() { #expect(find(text, in: table) == number, "\(text)") }
        #expect(table.count == texts.count)
    }

    @Test func everyTextIsFoundAfterTheTableGrew() {
        // From 64 slots to 4,096: each growth puts every text in again.
        let texts = (0..<2000).map { "@2026-04-\($0 % 28 + 1) \($0 / 28):00 line \($0)" }
        let table = table(texts)
        #expect(table.count == 2000)
        #expect(texts.indices.allSatisfy { find(texts[$0], in: table) == $0 })
        #expect(find("@2026-04-1 0:00 line 1", in: table) == nil)
    }

    @Test func bytesDecideNotUnicodeEquivalence() {
        // `é` as one scalar and as `e` with a combining accent are equal Strings but different bytes: a
        // memo miss, each read on its own, rather than one reading standing for both.
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        let table = table([composed])
        #expect(find(composed, in: table) == 0)
        #expect(find(decomposed, in: table) == nil)
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
