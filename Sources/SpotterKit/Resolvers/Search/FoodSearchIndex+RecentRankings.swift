extension FoodSearchIndex {
    /// A phrase read into the index's words and its foods ranked: what a search of it settles on a match from.
    struct Ranking: Sendable {
        var query: Query
        var candidates: [Candidate]
    }

    /// The last phrases ranked, newest last, each with the size words it preferred and how many candidates
    /// it ranked: a meal sentence's reading, the resolving of its foods and the wider look for a portion
    /// search the same phrase up to three times, and its words read and foods ranked were most of each.
    final class RecentRankings: Sendable {
        fileprivate struct Kept {
            let text: String
            let sizeWords: [String]
            let limit: Int
            let ranking: Ranking
        }
        fileprivate let kept = LockedValue<[Kept]>([])
        /// Enough for a meal sentence's foods; a replay's lines are remembered by the parse memo instead.
        fileprivate static let capacity = 8
    }

    /// `text` read as a query preferring foods that name `sizeWords` (`large`), and its best `limit` foods
    /// ranked; the same answer for the same three as the last few times it was asked, without working it out.
    func ranking(_ text: String, preferring sizeWords: [String], limit: Int) -> Ranking {
        if let known = recentRankings.kept.withValue({ kept in
            kept.last { $0.limit == limit && $0.text == text && $0.sizeWords == sizeWords }?.ranking
        }) {
            return known
        }
        var query = query(text)
        query.preferred += sizeWords.compactMap { id(of: FoodWords.folded($0)) }.filter { !query.terms.contains($0) }
        let ranking = Ranking(query: query, candidates: candidates(query, limit: limit))
        recentRankings.kept.withValue { kept in
            if kept.count == RecentRankings.capacity { kept.removeFirst() }
            kept.append(RecentRankings.Kept(text: text, sizeWords: sizeWords, limit: limit, ranking: ranking))
        }
        return ranking
    }
}
