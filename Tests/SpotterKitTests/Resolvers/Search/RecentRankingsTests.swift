import Testing

@testable import SpotterKit

/// A phrase ranked again answers as it did the first time, and as an index that never ranked it answers.
@Suite struct RecentRankingsTests {
    private func freshIndex() throws -> FoodSearchIndex {
        try #require(USDADatabase(tsv: USDADatabase.builtInText, prebuilt: USDADatabase.builtInIndex)).index
    }

    @Test func aPhraseRankedAgainIsRankedAsAnIndexThatNeverSawItRanksIt() throws {
        let index = try freshIndex()
        // The same phrase with other size words or another limit, and more phrases than are kept, in turn.
        let asked: [(text: String, sizeWords: [String], limit: Int)] =
            [
                ("scrambled eggs", [], 20), ("scrambled eggs", ["large"], 20), ("scrambled eggs", [], 5),
                ("a bowl of ramen", [], 20),
            ] + (1...9).map { ("\($0) slices of pizza", [], 20) }
        for (text, sizeWords, limit) in asked + asked.reversed() + asked {
            let ranked = index.ranking(text, preferring: sizeWords, limit: limit)
            let fresh = try freshIndex().ranking(text, preferring: sizeWords, limit: limit)
            #expect(ranked.candidates == fresh.candidates, "\(text) \(sizeWords) \(limit)")
            #expect(ranked.query.terms == fresh.query.terms && ranked.query.preferred == fresh.query.preferred)
        }
        // The size word is preferred only where it was asked for.
        let large = index.ranking("scrambled eggs", preferring: ["large"], limit: 20).query.preferred
        #expect(!large.isEmpty && index.ranking("scrambled eggs", preferring: [], limit: 20).query.preferred.isEmpty)
        #expect(index.ranking("scrambled eggs", preferring: [], limit: 5).candidates.count == 5)
    }
}
