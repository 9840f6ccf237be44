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
    @Test func aFoodsLineSaysNoOnlyWhenItsNamesDo() {
        let foods = USDADatabase.builtIn.foods
        for position in Self.everyFood where !foods.mayHoldNFS(at: position) {
            #expect(!USDASearch.mayHoldNFS(foods[position].synonyms), "\(foods[position].name)")
        }
    }
}
