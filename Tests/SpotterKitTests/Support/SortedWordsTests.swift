import Testing

@testable import SpotterKit

/// Words looked up by halving their sorted lines answer as a `Set` of them does.
@Suite struct SortedWordsTests {
    @Test func aWordIsFoundExactlyWhenTheSetHasIt() {
        let words: Set<String> = ["egg", "eggs", "bagel", "crème", "créme", "z", "a", "broccoli", "pie", "pies"]
        let sorted = SortedWords(words)
        #expect(sorted.count == words.count)
        #expect(Set(sorted.words) == words)
        let asked = words.union(["", "e", "eg", "eggz", "b", "zz", "0", "crem", "pi", "piez", "broccolis", "aa"])
        let differing = asked.filter { sorted.contains($0) != words.contains($0) }
        #expect(differing.isEmpty, "\(differing)")
    }

    @Test func theLinesAreInByteOrderEachOnce() {
        let text = SortedWords.lines(of: ["b", "a", "é", "e", "a", "ab"])
        #expect(String(decoding: text, as: UTF8.self) == "a\nab\nb\ne\né\n")
    }

    @Test func aLastLineWithoutItsNewlineAndBlankLinesAreRead() {
        let sorted = SortedWords(lines: Array("apple\n\nbanana\ncherry".utf8))
        #expect(sorted.words == ["apple", "banana", "cherry"])
        #expect(sorted.contains("cherry") && sorted.contains("apple") && !sorted.contains(""))
    }

    @Test func theBuiltInAliasNounsAreInByteOrder() {
        let words = FoodTable.builtIn.aliasNouns.words
        #expect(words.count > 400)
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(words.allSatisfy { FoodTable.builtIn.aliasNouns.contains($0) })
    }
}
