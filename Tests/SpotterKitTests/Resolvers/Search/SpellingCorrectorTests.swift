import Testing

@testable import SpotterKit

@Suite struct SpellingCorrectorTests {
    private let corrector = SpellingCorrector(
        words: [
            ("chicken", 300), ("broccoli", 40), ("banana", 30), ("pear", 50), ("peas", 80), ("ham", 50), ("jam", 20),
            ("cheese", 400),
        ] as [(word: String, frequency: Int)])

    @Test func oneEditAwayIsReadAsTheKnownWord() {
        #expect(corrector.correction("chiken") == "chicken")  // a letter left out
        #expect(corrector.correction("brocoli") == "broccoli")
        #expect(corrector.correction("chikcen") == "chicken")  // neighbours swapped
        #expect(corrector.correction("cheeze") == "cheese")  // one letter wrong
        #expect(corrector.correction("bananna") == "banana")  // one letter too many
    }

    @Test func theMoreCommonWordWinsATie() {
        // `peat` is one letter from both `pear` and `peas`.
        #expect(corrector.correction("peat") == "peas")
    }

    @Test func equallyCommonWordsAreToldApartTheSameWayInAnyOrder() {
        let words: [(word: String, frequency: Int)] = [("pear", 50), ("peas", 50), ("bake", 10), ("brake", 10)]
        for order in [words, words.reversed(), [words[1], words[3], words[0], words[2]]] {
            let corrector = SpellingCorrector(words: order)
            // One letter from both: the first by its letters.
            #expect(corrector.correction("peat") == "pear")
            // One letter from `bake` and one short of `brake`: the shorter.
            #expect(corrector.correction("brke") == "bake")
        }
    }

    @Test func shortWordsNumbersAndFarWordsAreLeftAlone() {
        #expect(corrector.correction("jem") == nil)
        #expect(corrector.correction("2%") == nil)
        #expect(corrector.correction("chkn") == nil)
        #expect(corrector.correction("quinoa") == nil)
    }

    @Test func oneEditMeansExactlyOne() {
        #expect(SpellingCorrector.isOneEdit(Array("milk".utf8), Array("silk".utf8)))
        #expect(!SpellingCorrector.isOneEdit(Array("milk".utf8), Array("milk".utf8)))
        #expect(!SpellingCorrector.isOneEdit(Array("milk".utf8), Array("mile s".utf8)))
    }
}
