import Testing

@testable import SpotterKit

@Suite struct SpellingCorrectorTests {
    private let corrector = SpellingCorrector(frequencies: [
        "chicken": 300, "broccoli": 40, "banana": 30, "pear": 50, "peas": 80, "ham": 50, "jam": 20, "cheese": 400,
    ])

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
