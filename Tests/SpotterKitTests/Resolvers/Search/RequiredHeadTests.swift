import Testing

@testable import SpotterKit

/// A name's required words, read from the food's document where its name has no `or`, are the list of
/// its head's words less the free ones, each once.
@Suite struct RequiredHeadTests {
    private let index = USDADatabase.builtIn.index

    @Test func readFromTheDocumentTheyAreTheListOfTheHeadLessTheFreeWords() {
        var differing: [Int] = []
        var withoutAlternatives = 0
        var repeatedOrFree = 0
        for food in 0..<index.count {
            let document = index.document(food)
            guard !document.head.contains(FoodSearchIndex.alternativeSeparator) else { continue }
            withoutAlternatives += 1
            var list: [Int32] = []
            for word in document.head where !document.free.contains(word) && !list.contains(word) { list.append(word) }
            if list.count != document.head.count { repeatedOrFree += 1 }
            // Asked with the phrase holding none, some and all of the name's words, and words of other foods.
            let other = Array(index.document((food + 1) % index.count).description)
            let description = Array(document.description)
            for terms in [[], Array(description.prefix(1)), description, other, description + other] {
                let head = index.requiredHead(document, terms)
                let counts = head.counts(matching: terms)
                let listed = (list.count, list.filter(terms.contains).count)
                let containsAsListed = (description + other + list).allSatisfy {
                    head.contains($0) == list.contains($0)
                }
                if counts != listed || !containsAsListed { differing.append(food) }
            }
        }
        #expect(withoutAlternatives > 1_000)
        // (Each of them for a free word in its head: no built-in head repeats a word.)
        #expect(repeatedOrFree > 10)
        #expect(differing.count == 0, "\(differing.prefix(10))")
    }

    @Test func aWordTheHeadRepeatsCountsOnceAndAFreeOneNotAtAll() {
        // Made up: the built-in names repeat no word in their heads.
        let document = FoodSearchIndex.Document(
            description: Int32List([1, 2, 3]), head: Int32List([1, 2, 1, 3]), free: Int32List([3]),
            synonyms: Int32List([]), unspecified: Int32List([]), isSurveyFood: true, isForInfants: false)
        let head = index.requiredHead(document, [1])
        #expect(head.counts(matching: [1]) == (2, 1))
        #expect(head.counts(matching: [1, 2, 3]) == (2, 2))
        #expect(head.contains(1) && head.contains(2) && !head.contains(3))
    }

    @Test func ofANameWithAnOrOnlyTheAlternativeSaidIsRequired() {
        // Made up, `10 or 11 12` (`Frankfurter or hot dog`), read as the index's slices are, by their places in
        // the whole list: this head starts at place 2.
        let or = FoodSearchIndex.alternativeSeparator
        let document = FoodSearchIndex.Document(
            description: Int32List([10, 11, 12]), head: Int32List([7, 7, 10, or, 11, 12])[2..<6],
            free: Int32List([]), synonyms: Int32List([]), unspecified: Int32List([]), isSurveyFood: true,
            isForInfants: false)
        func required(_ terms: [Int32]) -> [Int32]? { index.requiredHead(document, terms).listed }
        // The first alternative said whole is the name, as is a later one of several words.
        #expect(required([10]) == [10])
        #expect(required([11, 12]) == [11, 12])
        // A word the phrase lacks is not needed when it says its partner across the `or`.
        #expect(required([11]) == [11, 12])
        #expect(required([]) == [10, 11, 12])
    }

    @Test func aNameWithAnOrIsListed() throws {
        let food = try #require(
            (0..<index.count).first { index.document($0).head.contains(FoodSearchIndex.alternativeSeparator) })
        #expect(index.requiredHead(index.document(food), []).listed != nil)
    }
}
