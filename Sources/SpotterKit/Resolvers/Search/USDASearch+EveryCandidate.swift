extension USDASearch {
    /// Every candidate a search of `phrase` can list, whatever its `limit` up to `namedNounCandidates`, in no
    /// order: the phrase's ranking, which each search reorders and cuts, and the generic food one may put
    /// first. Far cheaper than a search: the ranking is the one the last search of the phrase kept.
    static func everyCandidate(_ phrase: QuantityPhrase, in database: USDADatabase) -> [FoodSearchIndex.Candidate] {
        let index = database.index
        let ranking = index.ranking(phrase.searchText, preferring: phrase.sizeWords, limit: namedNounCandidates)
        let terms = Set(ranking.query.terms.map { index.words[Int($0)] })
        let generic = genericFood(query: ranking.query, terms: terms, index: index, foods: database.foods)
        return ranking.candidates + (generic.map { [$0] } ?? [])
    }
}
