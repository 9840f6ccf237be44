extension USDAFood {
    /// The food as a row for a phrase. A variety the phrase names lends its portions first (`a
    /// lollipop` is Hard candy's `1 lollipop (.5 oz)`, not its 6 g piece); a unit the food's own
    /// list lacks weighs the middle of what its varieties give for it (`a chocolate-covered
    /// caramel candy bar` is a bar, not a 9 g piece).
    func row(for phrase: QuantityPhrase) -> FoodRow {
        var row = self.row
        let words = FoodSearchIndex.terms(phrase.food)
        // `a Hot Pockets Beef and Cheddar turnover` is USDA's `1 Hot Pockets Beef & Cheddar` (142 g),
        // not its `1 turnover` (96 g): a brand's piece the phrase names is the piece.
        if let quantity = phrase.quantity, quantity.unit == nil, phrase.size == nil,
            let named = namedBrandPortion(words)
        {
            let typed = FoodWords.normalized(phrase.food).map(FoodWords.folded)
            for key in row.portions.keys where typed.contains(key) { row.portions[key] = named }
            row.portions[USDAPortions.firstCountKey] = named
            return row
        }
        let varieties = varietyPortions
        guard !varieties.isEmpty else { return row }
        var named: (variety: String, words: Int)?
        var seen = Set<String>()
        for variety in varieties.map(\.variety) where seen.insert(variety).inserted {
            let nameWords = Set(FoodSearchIndex.terms(variety)).subtracting(FoodSearchIndex.stopWords)
            if !nameWords.isEmpty, nameWords.isSubset(of: words), nameWords.count > named?.words ?? 0 {
                named = (variety, nameWords.count)
            }
        }
        if let named {
            let own = varieties.filter { $0.variety == named.variety }.map { ($0.label, $0.grams) }
            row.portions = USDAPortions.keyed(own + householdPortions)
            return row
        }
        var keys = words.last.map { [$0] } ?? []
        if case .count(let key)? = phrase.quantity?.unit { keys.append(key) }
        // A package's size is its brand's (`a fun-size package`): vague units keep USDA's default.
        for key in keys where row.portions[key] == nil && !PortionRules.vagueUnits.contains(key) {
            let weights = varieties.compactMap { USDAPortions.keyed([($0.label, $0.grams)])[key] }.sorted()
            if !weights.isEmpty { row.portions[key] = weights[weights.count / 2] }
        }
        return row
    }

    /// The grams of the food's brand portion (`1 Hot Pockets Beef & Cheddar`) whose words the phrase
    /// says, two at least; the one naming most wins.
    private func namedBrandPortion(_ phraseWords: [String]) -> Double? {
        let said = Set(phraseWords)
        var best: (grams: Double, words: Int)?
        for (label, grams) in householdPortions where USDAPortions.isBrandPortion(label) {
            // `Beef & Cheddar`: the amount and signs are no words of the name.
            let words = Set(FoodSearchIndex.terms(label).filter { $0.first?.isLetter == true })
                .subtracting(FoodSearchIndex.stopWords)
            if words.count >= 2, words.isSubset(of: said), words.count > best?.words ?? 0 {
                best = (grams, words.count)
            }
        }
        return best?.grams
    }
}
