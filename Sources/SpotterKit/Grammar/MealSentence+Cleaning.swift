// Reducing a segment to the words of its food and amount.

extension MealSentence {
    /// The words of a segment that name the food and its amount, or none.
    func cleaned(_ tokens: [Substring]) -> [Substring] {
        // `I enjoyed every bite of the doughnut`: how it was eaten, not another food.
        let keys = tokens.map(Self.key)
        let eating = keys.indices.dropLast().first {
            ["every", "each"].contains(keys[$0]) && Self.mouthfuls.contains(keys[$0 + 1])
        }
        let tokens = eating.map { Array(tokens[..<$0]) } ?? tokens
        var kept: [Substring] = []
        for (index, token) in tokens.enumerated() {
            // `that was perfectly chewy`, `which is light`: a clause about how it was keeps only the
            // words some food's name has (`that was pre-lightened`).
            if ["that", "which"].contains(Self.key(token)), index + 1 < tokens.count,
                Self.linkingVerbs.contains(Self.key(tokens[index + 1]))
            {
                // A clause of its own about the food before keeps where it came from (`from the`).
                let aboutBefore = index == 0 && Self.isClauseAboutBefore(tokens)
                kept += tokens[(index + 2)...].filter { word in
                    let key = Self.key(word)
                    return !Self.filler.contains(key) && !Self.clauseStarts.contains(key)
                        && (aboutBefore || isKnownWord(key))
                }
                break
            }
            let word = Self.key(token)
            // `a quick treat of`: the word stays so that the treat is read as no amount (below).
            let opensTreat = word == "treat" && index + 1 < tokens.count && Self.key(tokens[index + 1]) == "of"
            if Self.filler.contains(word), !opensTreat { continue }
            // `for a light snack,`, `for a quick bite`: the words about the meal go with it (`a light
            // snack of` is the amount's).
            if Self.meals.contains(word) || Self.mealNouns.contains(word) || word == "bite", kept.count > 1,
                Self.mealAdjectives.contains(Self.key(kept[kept.count - 1])),
                ["a", "an"].contains(Self.key(kept[kept.count - 2])),
                index + 1 == tokens.count || Self.key(tokens[index + 1]) != "of"
            {
                kept.removeLast(2)
                continue
            }
            // `a breakfast tart` is a food of that name; `for breakfast` is when.
            if Self.meals.contains(word), index == 0 || !Self.mealFoods.contains(Self.key(tokens[index - 1])),
                index + 1 == tokens.count || !isDish(word + " " + Self.key(tokens[index + 1]))
            {
                continue
            }
            // `nestled in a bun` reads `on a bun`.
            if ["in", "inside", "within"].contains(word), index > 0, Self.rewrites[Self.key(tokens[index - 1])] == "on"
            {
                continue
            }
            kept.append(Self.rewrites[word].map { Substring($0) } ?? token)
        }
        // `a sweet snack of one banana`: the meal is not the food's amount (`a 12 oz frozen meal of`
        // and `a school lunch of` are).
        if let of = kept.firstIndex(where: { Self.key($0) == "of" }), of > 1,
            Self.mealNouns.contains(Self.key(kept[of - 1])), !Self.mealFoods.contains(Self.key(kept[of - 2])),
            !kept[..<of].contains(where: Self.isDigitAmount), of + 1 < kept.count
        {
            kept.removeFirst(of + 1)
        }
        // `a mix of meats`, `a variety of vegetables`: a collective says no amount.
        if let of = kept.firstIndex(where: { Self.key($0) == "of" }), of > 1, of + 1 < kept.count,
            Self.collectives.contains(Self.key(kept[of - 1])), ["a", "an"].contains(Self.key(kept[of - 2]))
        {
            kept.removeSubrange((of - 2)...of)
        }
        // Words before the amount are the sentence's, not the food's: `I treated myself to | a muffin`;
        // an amount at the end keeps the food before it: `a lean pork chop weighing 80g`.
        let article = kept.firstIndex { Self.articles.contains(Self.key($0)) }
        if let digits = kept.firstIndex(where: Self.isDigitAmount) {
            // `weighing 36g for breakfast`: what follows the amount says when, not what.
            var units = kept[(digits + 1)...].map { Self.key($0) }
            if let clause = units.firstIndex(where: Self.clauseStarts.contains) { units.removeSubrange(clause...) }
            let unit = QuantityUnit.match(units, at: 0)
            // `a 372g glass of cola` weighs the food named after `of`.
            let trailing = digits > 0 && (units.isEmpty || units.count <= 3 && unit != nil && !units.contains("of"))
            let start = trailing ? article.flatMap { $0 < digits ? $0 : nil } ?? 0 : digits
            // `a bottle of Powerade 20 oz` is 20 oz of Powerade, `a slice of bread weighing 36g`
            // 36g of bread: the amount goes first, the count or container it replaces goes.
            if trailing, units.isEmpty || unit?.next == units.count {
                let amountEnd = digits + 1 + (units.isEmpty ? 0 : units.count)
                // `a fresh raw banana of 126g`: the `of` just before the amount opens no food.
                var foodEnd = digits
                while foodEnd > start, ["of", "at"].contains(Self.key(kept[foodEnd - 1])) { foodEnd -= 1 }
                let food = kept[start..<foodEnd]
                let name =
                    food.firstIndex(where: { Self.key($0) == "of" }).map { kept[($0 + 1)..<foodEnd] }
                    ?? food.drop { Self.articles.contains(Self.key($0)) }
                kept = Array(kept[digits..<amountEnd] + name + kept[amountEnd...])
            } else {
                kept.removeFirst(start)
            }
        } else if let article, !kept[..<article].contains(where: { isFoodWord(Self.key($0)) }) {
            kept.removeFirst(article)
        } else {
            // Without an amount, a clause (`while also ...`, `to complete my meal`) names no food.
            if let first = kept.first, Self.clauseStarts.contains(Self.key(first)) { return [] }
            // `the sweetness of this classic dessert`, `the same mix of broccoli`: a food told before.
            if kept.contains(where: { Self.key($0) == "same" }) { return [] }
            while let first = kept.first {
                if Self.referringBack.contains(Self.key(first)) { return [] }
                guard Self.leadingNoise.contains(Self.key(first)) else { break }
                kept.removeFirst()
            }
        }
        // `straight from the bunch`, `from a local eatery`, `right out of the oven`: a place no food
        // is named for says nothing of the food (`from fast food` does).
        if let from = kept.indices.first(where: {
            Self.key(kept[$0]) == "from"
                || Self.key(kept[$0]) == "out" && kept.dropFirst($0 + 1).first.map(Self.key) == "of"
        }), from > 0,
            kept[(from + 1)...].allSatisfy({
                Self.articles.contains(Self.key($0)) || Self.originPlaces.contains(Self.key($0))
                    || !isKnownWord(Self.key($0)) || Self.key($0) == "of"
            })
        {
            // (`right` goes with it.)
            let start = Self.straightFromWords.contains(Self.key(kept[from - 1])) ? from - 1 : from
            kept.removeSubrange(start...)
        }
        // A trailing clause says why or when: `... for extra flavor`, `... to keep me going`.
        if let cut = kept.indices.dropFirst().first(where: { Self.clauseStarts.contains(Self.key(kept[$0])) }) {
            kept.removeSubrange(cut...)
        }
        // `a root beer in a can` is a can of root beer.
        if kept.count > 3, let inIndex = kept.indices.dropFirst().last(where: { Self.key(kept[$0]) == "in" }),
            inIndex + 2 == kept.count - 1, ["a", "an"].contains(Self.key(kept[inIndex + 1])),
            Self.isMeasureWord(kept[inIndex + 2]),
            ["a", "an"].contains(Self.key(kept[0])), !kept.contains(where: Self.isDigitAmount)
        {
            kept = [kept[inIndex + 1], kept[inIndex + 2], "of"] + kept[1..<inIndex]
        }
        // `pork sausage on the side`, `cream cheese spread on top`: where it was on the plate.
        if let on = kept.indices.dropFirst().last(where: { ["on", "at"].contains(Self.key(kept[$0])) }),
            kept[(on + 1)...].contains(where: { Self.placeNouns.contains(Self.key($0)) }),
            kept[(on + 1)...].allSatisfy({ Self.placeNouns.contains(Self.key($0)) || Self.key($0) == "the" })
        {
            kept.removeSubrange(on...)
        }
        while let last = kept.last,
            Self.leadingNoise.contains(Self.key(last)) || ["a", "an", "some"].contains(Self.key(last))
        {
            kept.removeLast()
        }
        return kept
    }

    /// Words that end `a sweet snack` or `a little pick-me-up` but never a food's name.
    static func describesOnly(_ word: Substring) -> Bool {
        let key = key(word)
        return adjectives.contains(key) || mealAdjectives.contains(key) || narrativeNouns.contains(key)
            || ["sweet", "little", "good", "great"].contains(key)
    }

    /// Nouns a sentence uses about the meal (`a satisfying end`, `a perfect combination`) that some
    /// food's name happens to hold.
    static let narrativeNouns: Set<String> = [
        "end", "combination", "variety", "balance", "inch", "inches", "size", "indulgence", "choice", "option",
        "selection", "food", "dish", "way",
    ]

    /// Words that open a clause about the meal, never a food: `making it a satisfying end`,
    /// `providing a delightful balance`, `straight from a fast food place`.
    static let narrativeOpeners: Set<String> = [
        "making", "creating", "providing", "provided", "offering", "offered", "giving", "gave", "ensuring",
        "bringing", "perfect", "straight", "leaving", "free",
    ]
}
