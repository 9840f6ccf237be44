import Testing

@testable import SpotterKit

/// The sentence reader's word key: lower-cased, apostrophes dropped, the same for ASCII read byte by byte.
@Suite struct MealSentenceKeyTests {
    /// The definition: every character lower-cased, both apostrophes removed.
    private func definition(_ token: Substring) -> String {
        var word = token.lowercased()
        word.removeAll { $0 == "'" || $0 == "’" }
        return word
    }

    @Test func aKeyIsTheWordLowerCasedWithoutApostrophes() {
        #expect(MealSentence.key("Mom's") == "moms")
        #expect(MealSentence.key("MOM’S") == "moms")
        #expect(MealSentence.key("Café") == "café")
        #expect(MealSentence.key("Ä") == "ä")
        #expect(MealSentence.key("'") == "")
        #expect(MealSentence.key("") == "")
        #expect(MealSentence.key("coffee") == "coffee")
    }

    @Test func everyWordOfUSDAsNamesKeysAsByTheDefinition() {
        let foods = USDADatabase.builtIn.foods
        var differing: [String] = []
        for food in stride(from: 0, to: foods.count, by: 3) {
            for token in foods[food].name.split(separator: " ") + foods[food].synonyms.split(separator: " ") {
                for variant in [token, Substring(token.uppercased()), Substring(token + "'s")]
                where MealSentence.key(variant) != definition(variant) {
                    differing.append(String(variant))
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}
