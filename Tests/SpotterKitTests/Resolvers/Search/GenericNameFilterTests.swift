import Testing

@testable import SpotterKit

/// The quick look that skips reading a USDA food's other names for `NFS`: it may say yes wrongly,
/// never no when a name has the word.
@Suite struct GenericNameFilterTests {
    private func hasNFSWord(_ text: String) -> Bool {
        text.split(separator: ";").contains { FoodSearchIndex.terms($0).contains("nfs") }
    }

    @Test func textWithoutAnNBeforeAnFHasNoNFSWord() {
        for text in ["burrito, NFS", "Burrito; taco, nfs", "N'F'S", "n'fses", "NFSes", "ñfs", "plain rice", "", "fn s"]
        {
            if hasNFSWord(text) { #expect(USDASearch.mayHoldNFS(text), "\(text)") }
        }
        #expect(!USDASearch.mayHoldNFS("plain rice; white rice"))
        #expect(USDASearch.mayHoldNFS("N'F'S"))
    }

    /// Every food of the built-in database.
    private static let everyFood = USDADatabase.builtIn.foods.indices

    @Test func builtInFoodsWithAnNFSNameAreLookedAt() {
        let foods = USDADatabase.builtIn.foods
        for position in Self.everyFood where !USDASearch.mayHoldNFS(foods[position].synonyms) {
            #expect(!hasNFSWord(foods[position].synonyms), "\(foods[position].name)")
        }
    }
}

extension GenericNameFilterTests {
    @Test func theIndexMarksExactlyTheFoodsWithAGenericName() {
        let foods = USDADatabase.builtIn.foods
        let index = USDADatabase.builtIn.index
        let differing = Self.everyFood.filter { position in
            index.namesGenericPhrase(position) == USDASearch.genericNames(synonyms: foods[position].synonyms).isEmpty
        }
        let marked = Self.everyFood.filter { index.namesGenericPhrase($0) }.count
        #expect(differing.count == 0, "\(differing.prefix(10).map { foods[$0].name })")
        #expect(marked > 100 && marked < foods.count / 2)
    }
}
