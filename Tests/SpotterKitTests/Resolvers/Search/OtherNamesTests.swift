import Testing

@testable import SpotterKit

/// A food's other names, written into the index at build time by word id, answer as reading its synonyms does.
@Suite struct OtherNamesTests {
    @Test func theIndexAnswersAsTheSynonymsDoForEveryFood() {
        let database = USDADatabase.builtIn
        let (index, foods) = (database.index, database.foods)
        var differing: [String] = []
        var (answered, readFromSynonyms, named) = (0, 0, 0)
        for food in foods.indices {
            let synonyms = foods.synonyms(at: food)
            let names = USDASearch.otherNames(synonyms: synonyms).map(Set.init)
            // Each name, each name short of its first word, and phrases that are some foods' names or none's.
            let asked =
                names + names.map { Set($0.dropFirst()) } + [["ramen"], ["top", "ramen"], ["soup"], ["zorblax"]]
            guard index.hasOtherName(food, sayingOnly: []) != nil else {
                readFromSynonyms += 1
                continue
            }
            answered += 1
            for words in asked where !words.isEmpty {
                let ids = words.compactMap { index.words[$0] }
                let expected = names.contains(words)
                // A word no food has is in no name the index answers for.
                guard ids.count == words.count else {
                    if expected { differing.append("\(synonyms): \(words.sorted()) has a word the index lacks") }
                    continue
                }
                if expected { named += 1 }
                if index.hasOtherName(food, sayingOnly: Set(ids).sorted()) != expected {
                    differing.append("\(synonyms): \(words.sorted())")
                }
            }
        }
        let (differingCount, firstDiffering) = (differing.count, Array(differing.prefix(10)))
        #expect(differingCount == 0, "\(firstDiffering)")
        #expect(answered > 15_000 && named > 10_000)
        #expect(readFromSynonyms < 10)
    }

    @Test func theIndexTellsWhetherAFoodsSynonymsHaveAWordAsReadingThemDoes() {
        let database = USDADatabase.builtIn
        let (index, foods) = (database.index, database.foods)
        var differing: [String] = []
        var (answered, held, readFromSynonyms) = (0, 0, 0)
        for food in foods.indices {
            let synonyms = foods.synonyms(at: food)
            let read = Set(FoodSearchIndex.terms(synonyms))
            // Its own words, and words other foods have or none has; stop words and numbers are read instead.
            let asked = read.union(["ramen", "soup", "noodle", "bar", "zorblax"]).filter { word in
                !FoodSearchIndex.stopWords.contains(word) && !word.utf8.contains { $0 &- UInt8(ascii: "0") < 10 }
            }
            // No answer for any word: one of its other names has a word the index lacks.
            guard index.otherNamesHold(food, word: nil) != nil else {
                readFromSynonyms += 1
                continue
            }
            for word in asked {
                guard let answer = index.otherNamesHold(food, word: index.words[word]) else { continue }
                answered += 1
                if answer { held += 1 }
                if answer != read.contains(word) { differing.append("\(synonyms): \(word)") }
            }
        }
        let (differingCount, firstDiffering) = (differing.count, Array(differing.prefix(10)))
        #expect(differingCount == 0, "\(firstDiffering)")
        #expect(answered > 100_000 && held > 30_000, "\(answered) answered, \(held) held")
        #expect(readFromSynonyms < 10)
    }

    @Test func anIndexBuiltFromTextAnswersToo() {
        let text =
            "usda-sr28:01001\tSoup, mostly noodles\tTop Ramen; cup noodles, meat flavors\t44\t1.5\t5.6\t1.7\t0.4\t1 cup=240\n"
            + "usda-sr28:01002\tCandies, nougat bar\t$ 100,000 Bar\t450\t3\t70\t18\t1\t1 bar=40\n"
        let database = Array(text.utf8).withUnsafeBufferPointer { USDADatabase(tsv: $0) }
        let index = database.index
        func ids(_ words: String...) -> [Int32] { Set(words.compactMap { index.words[$0] }).sorted() }
        #expect(index.hasOtherName(0, sayingOnly: ids("top", "ramen")) == true)
        #expect(index.hasOtherName(0, sayingOnly: ids("noodle", "cup")) == true)
        #expect(index.hasOtherName(0, sayingOnly: ids("meat", "flavor")) == true)
        #expect(index.hasOtherName(0, sayingOnly: ids("ramen")) == false)
        #expect(index.hasOtherName(0, sayingOnly: ids("soup", "noodle")) == false)
        // Whole, the synonyms say `100.000`; split at the comma, `100` and `000 bar`, which are no words of the
        // index: that food's synonyms are read.
        #expect(index.hasOtherName(1, sayingOnly: ids("bar")) == nil)
        #expect(index.otherNamesHold(0, word: index.words["ramen"]) == true)
        #expect(index.otherNamesHold(0, word: index.words["flavor"]) == true)
        #expect(index.otherNamesHold(0, word: index.words["soup"]) == false)
        #expect(index.otherNamesHold(0, word: index.words["zorblax"]) == false)
        #expect(index.otherNamesHold(1, word: index.words["bar"]) == nil)
    }
}
