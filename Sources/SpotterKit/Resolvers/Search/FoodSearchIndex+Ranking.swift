extension FoodSearchIndex {
    /// The best `limit` foods for the query, best first: by score, then the shorter description, then
    /// index order.
    ///
    /// Only a food that can still make the list is scored. No food scores above its bound
    /// (`scoreBounds`), so once the list is full, foods are tried in the order of their bounds until one's
    /// bound is below the list's last score. A phrase with a common word (`cooked`, `milk`) holds
    /// thousands of foods, and scoring each one was most of the time a first-seen meal took.
    func candidates(_ query: Query, limit: Int) -> [Candidate] {
        let total = totalWeight(query)
        guard total > 0, limit > 0 else { return [] }
        var best: [Candidate] = []
        best.reserveCapacity(limit + 1)
        for (bound, food) in scoreBounds(query, total: total) {
            if best.count == limit, bound + Self.boundSlack < best[limit - 1].score { break }
            let candidate = score(Int(food), query, total: total)
            guard best.count < limit || ranks(candidate, before: best[limit - 1]) else { continue }
            best.insert(candidate, at: best.firstIndex { ranks(candidate, before: $0) } ?? best.endIndex)
            if best.count > limit { best.removeLast() }
        }
        return best
    }

    /// The order of `candidates`: a total order, so the list does not depend on the order foods are tried in.
    func ranks(_ candidate: Candidate, before other: Candidate) -> Bool {
        if candidate.score != other.score { return candidate.score > other.score }
        let left = descriptionCount(candidate.food), right = descriptionCount(other.food)
        return left != right ? left < right : candidate.food < other.food
    }

    /// Rounding between a bound and the score it bounds, which add up the same rarities in another order.
    static let boundSlack = 1e-9

    /// Each food holding a word of the query, with the most it can score, given out highest first.
    ///
    /// A score (`score`) adds, over `total`: the rarity of each query word in the description, less for
    /// one the food leaves unspecified, and `synonymWeight` (under 1) of it for one among its synonyms;
    /// `preferredWeight` of the preferred words it says; less a cost for each word it has beyond the
    /// query's. To that come at most `headBonus`, and the penalties its flags decide. The bound counts
    /// every query word the food holds at full rarity, every preferred word, no cost and the whole bonus.
    /// The foods holding a word are its postings, in index order, so the query's lists are merged.
    func scoreBounds(_ query: Query, total: Double) -> BoundQueue {
        let lists = query.terms.map { (foods: postings($0), rarity: rarity[Int($0)]) }
        var positions = lists.map(\.foods.startIndex)
        let preferred = query.preferred.reduce(0.0) { $0 + rarity[Int($1)] } * Self.preferredWeight
        let asksForInfants = query.terms.contains { infantWords.contains($0) }
        var bounds: [(bound: Double, food: Int32)] = []
        while true {
            var food = Int32.max
            for list in lists.indices where positions[list] < lists[list].foods.endIndex {
                food = min(food, lists[list].foods[positions[list]])
            }
            guard food != Int32.max else { break }
            var held = 0.0
            for list in lists.indices
            where positions[list] < lists[list].foods.endIndex && lists[list].foods[positions[list]] == food {
                held += lists[list].rarity
                positions[list] += 1
            }
            let flags = flags(Int(food))
            var bound = (held + preferred) / total + Self.headBonus
            if flags & DocumentFlag.surveyFood == 0 { bound -= Self.ingredientPenalty }
            if flags & DocumentFlag.forInfants != 0, !asksForInfants { bound -= Self.infantPenalty }
            bounds.append((bound, food))
        }
        return BoundQueue(bounds)
    }
}
