import Foundation
import Testing

@testable import SpotterKit

/// The search scores only the foods that can still make its list; the list is the one scoring every food gives.
@Suite struct FoodSearchRankingTests {
    private let index = USDADatabase.builtIn.index
    private let foods = USDADatabase.builtIn.foods

    @Test func theGreatestRarityIsTheRarestWords() {
        // In the index read in place, in one built from the text, and in one of no foods.
        #expect(index.greatestRarity == index.rarity.max())
        #expect(index.greatestRarity > index.rarity[Int(index.id(of: "chicken")!)])
        let built = USDADatabase(tsv: USDADatabase.builtInText).index
        #expect(built.greatestRarity == built.rarity.max())
        #expect(USDADatabase.empty.index.greatestRarity == 0)
    }

    @Test func aWordIsRarerTheFewerFoodsHoldIt() {
        // Words under 256 foods read their rarity from a table, the others work it out: one order for all.
        let byFoods = index.rarity.indices.map { (foods: index.postings(Int32($0)).count, rarity: index.rarity[$0]) }
            .sorted { $0.foods < $1.foods }
        #expect(byFoods.first!.foods < 256 && byFoods.last!.foods >= 256)
        let outOfOrder = zip(byFoods, byFoods.dropFirst()).filter { earlier, later in
            earlier.foods == later.foods ? earlier.rarity != later.rarity : earlier.rarity <= later.rarity
        }
        #expect(outOfOrder.count == 0, "\(outOfOrder.prefix(3))")
        #expect(index.rarity.count == index.words.count)
        // The weight itself: the log of the foods (and one) over the word's foods (and a half).
        let foods = Double(index.count)
        let misweighed = byFoods.filter {
            abs($0.rarity - Foundation.log((foods + 1) / (Double($0.foods) + 0.5))) > 1e-12
        }
        #expect(misweighed.count == 0, "\(misweighed.prefix(3))")
    }

    /// The plain definition: every food that holds a word of the query scored, ranked and cut to `limit`.
    private func scoringEveryFood(_ query: FoodSearchIndex.Query, limit: Int) -> [FoodSearchIndex.Candidate] {
        let total = index.totalWeight(query)
        guard total > 0 else { return [] }
        var seen = Set<Int32>()
        var scored: [FoodSearchIndex.Candidate] = []
        for term in query.terms {
            for food in index.postings(term) where seen.insert(food).inserted {
                scored.append(index.score(Int(food), query, total: total))
            }
        }
        return Array(scored.sorted { index.ranks($0, before: $1) }.prefix(limit))
    }

    /// Phrases people type, with common words that thousands of foods hold, and USDA's own names of
    /// foods spread over the table, whole, cut to their first words and as their last word with another.
    private var phrases: [String] {
        var phrases = [
            "grilled chicken with rice", "whole milk", "a large pizza with extra cheese", "baby food pears",
            "cooked", "with", "raw", "chicken", "oatmeal with banana and honey", "fried rice without meat",
            "iced tea", "cheese", "chiken soup", "zorblax stew", "infant formula", "diet soda", "pound cake",
        ]
        for food in stride(from: 0, to: foods.count, by: 1201) {
            let words = foods[food].name.split { !$0.isLetter }.map(String.init)
            phrases.append(foods[food].name)
            phrases.append(words.prefix(2).joined(separator: " "))
            if let last = words.last { phrases.append("\(last) with cheese") }
        }
        return phrases
    }

    @Test func theListIsTheOneScoringEveryFoodGives() {
        var differing: [String] = []
        var compared = 0
        for phrase in phrases {
            var query = index.query(phrase)
            for preferred in [[], ["large"]] {
                query.preferred += preferred.compactMap { index.id(of: $0) }
                let every = scoringEveryFood(query, limit: 20)
                for limit in [1, 5, 20] where index.candidates(query, limit: limit) != Array(every.prefix(limit)) {
                    differing.append("\(phrase) (limit \(limit), preferring \(preferred))")
                }
                compared += 1
            }
        }
        #expect(compared > 80)
        #expect(differing.isEmpty, "\(differing)")
    }

    @Test func everyFoodHoldingAQueryWordHasOneBoundHighestFirst() {
        let query = index.query("cooked chicken with milk")
        let bounds = Array(index.scoreBounds(query, total: index.totalWeight(query)))
        let holding = Set(query.terms.flatMap { index.postings($0) })
        #expect(bounds.count == holding.count)
        #expect(Set(bounds.map(\.food)) == holding)
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0.bound >= $1.bound })
    }

    @Test func eachWordsFoodsAreInIndexOrderOnce() {
        // The bounds merge the query words' lists of foods, which relies on this.
        let unordered = index.words.indices.filter { word in
            let foods = Array(index.postings(Int32(word)))
            return !zip(foods, foods.dropFirst()).allSatisfy { $0 < $1 }
        }
        #expect(unordered.isEmpty)
    }
}
