import Testing

@testable import SpotterKit

/// The nouns a food's name is about, written into the index at build time, answer as reading the name does.
@Suite struct NamedNounsTests {
    @Test func theIndexAnswersAsTheNameDoesForEveryFood() {
        let database = USDADatabase.builtIn
        let (index, foods) = (database.index, database.foods)
        var differing: [String] = []
        var (answered, readFromName) = (0, 0)
        for food in foods.indices {
            let name = foods.name(at: food)
            let named = USDASearch.namedNouns(name)
            // Its own nouns, every word of its description, and words that are no food's or only others'.
            let asked = Set(named + FoodSearchIndex.terms(name) + ["zorblax", "ramen", "soup", "bun", "and", ""])
            guard index.names(food, noun: index.words["ramen"]) != nil else {
                readFromName += 1
                continue
            }
            answered += 1
            for word in asked where index.names(food, noun: index.words[word]) != named.contains(word) {
                differing.append("\(name): \(word)")
            }
        }
        let (differingCount, firstDiffering) = (differing.count, Array(differing.prefix(10)))
        #expect(differingCount == 0, "\(firstDiffering)")
        #expect(answered > 14_000)
        #expect(readFromName > 0 && readFromName < 2_000)
    }

    @Test func anIndexBuiltFromTextAnswersToo() {
        let text = "usda-sr28:01001\tSoup, mostly noodles\tramen\t44\t1.5\t5.6\t1.7\t0.4\t1 cup=240\n"
        let database = Array(text.utf8).withUnsafeBufferPointer { USDADatabase(tsv: $0) }
        #expect(database.foods.count == 1)
        // `Soup` is its main name and `noodles` its last part's end; `ramen` only one of its other names.
        let index = database.index
        #expect(index.names(0, noun: index.words["noodle"]) == true)
        #expect(index.names(0, noun: index.words["soup"]) == true)
        #expect(index.names(0, noun: index.words["ramen"]) == false)
        #expect(index.names(0, noun: index.words["zorblax"]) == false)
    }
}
