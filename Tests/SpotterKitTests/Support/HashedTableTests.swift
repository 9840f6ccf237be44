import Testing

@testable import SpotterKit

/// The texts' table of the parse memo and the exercise library: the same text finds the same value, another
/// text another one.
@Suite struct HashedTableTests {
    private func table(_ texts: [String], capacity: Int = 0) -> TextTable<Int> {
        var table = TextTable<Int>(capacity: capacity)
        for (number, text) in texts.enumerated() { table.insert(number, for: text) }
        return table
    }

    @Test func anEqualTextMadeElsewhereFindsTheSameValue() {
        let table = table(["2 cups of water"])
        #expect(table[String("2 cups of water ".dropLast())] == 0)
        #expect(table["2 cups of wate"] == nil)
    }

    @Test func textsThatDifferInOneByteAreDifferentKeys() {
        let texts = [
            "150g chicken", "150g chickem", "151g chicken", "150g chicken ", "", "a long line of food, eaten slowly",
        ]
        let table = table(texts)
        for (number, text) in texts.enumerated() { #expect(table[text] == number, "\(text)") }
        #expect(table.count == texts.count)
    }

    @Test func everyTextIsFoundAfterTheTableGrew() {
        // From 8 slots to 4,096, each growth putting every text in again; or made with room for them all.
        let texts = (0..<2000).map { "@2026-04-\($0 % 28 + 1) \($0 / 28):00 line \($0)" }
        for table in [table(texts), table(texts, capacity: 2000)] {
            #expect(table.count == 2000)
            #expect(texts.indices.allSatisfy { table[texts[$0]] == $0 })
            #expect(table["@2026-04-1 0:00 line 1"] == nil)
        }
    }

    @Test func bytesDecideNotUnicodeEquivalence() {
        // `é` as one scalar and as `e` with a combining accent are equal Strings but different bytes: a
        // memo miss, each read on its own, rather than one reading standing for both.
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        let table = table([composed])
        #expect(table[composed] == 0)
        #expect(table[decomposed] == nil)
    }
}
