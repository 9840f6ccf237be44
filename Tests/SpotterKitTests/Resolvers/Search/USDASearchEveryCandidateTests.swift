import Testing

@testable import SpotterKit

/// `USDASearch.everyCandidate` holds every candidate a search of the phrase lists, as the portion detour relies on.
@Suite struct USDASearchEveryCandidateTests {
    @Test func everyCandidateHoldsWhatAnySearchOfThePhraseLists() {
        let database = USDADatabase.builtIn
        let amounts = ["a bowl of", "a piece of", "2 slices of", "a large", "a cup of", "1"]
        var phrases = ["a piece of yellow cake", "a medium order of fries", "a bowl of ramen", "a burrito"]
        // Foods' main names of one word and of two (a phrase of a word or two may have a generic food put first).
        for (number, food) in database.foods.indices.enumerated() where number % 40 == 0 {
            let words = USDASearch.firstPart(database.foods.name(at: food)).prefix(1 + number / 40 % 2)
            phrases.append(amounts[number / 40 % amounts.count] + " " + words.joined(separator: " "))
        }
        var (searched, genericListed, missing) = (0, 0, [String]())
        for text in phrases {
            guard case .success(let parsed) = QuantityParser.parse(text), !parsed.food.isEmpty else { continue }
            searched += 1
            let every = USDASearch.everyCandidate(parsed, in: database)
            let ranked = database.index.ranking(
                parsed.searchText, preferring: parsed.sizeWords, limit: USDASearch.namedNounCandidates
            ).candidates
            for limit in [5, TableFoodResolver.detourCandidates] {
                let listed = USDASearch(parsed, in: database, limit: limit).candidates
                missing += listed.filter { !every.contains($0) }.map { "\(text) (limit \(limit)): food \($0.food)" }
                if limit == 5, listed.contains(where: { !ranked.contains($0) }) { genericListed += 1 }
            }
        }
        #expect(missing.isEmpty, "\(missing.prefix(10))")
        #expect(searched > 300)
        // Phrases whose search put a food first that its ranking lacked: the generic food is asked for too.
        #expect(genericListed > 0)
    }
}
