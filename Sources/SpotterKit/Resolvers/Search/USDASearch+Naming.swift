extension USDASearch {
    /// A food the phrase calls by its own name goes before a better-scored one that holds only part
    /// of the phrase: the brand in a description's brackets (`Cheetos` is `Cheese flavored corn
    /// snacks (Cheetos)`, not `Snack mix`, which lists Cheetos among its kinds) or, short of that,
    /// one of USDA's other names for it said whole (`gummy bear` is `Gumdrops`, not `Bear, cooked`).
    static func preferringNamedMatches(
        _ candidates: [FoodSearchIndex.Candidate], query: FoodSearchIndex.Query, terms: Set<String>,
        index: FoodSearchIndex, foods: USDAFoods
    ) -> [FoodSearchIndex.Candidate] {
        guard let top = candidates.first, !terms.isEmpty else { return candidates }
        let described = { (candidate: FoodSearchIndex.Candidate) in
            terms.isSubset(of: FoodSearchIndex.descriptionTerms(foods.name(at: candidate.food)))
        }
        // The brand is asked first: most names have none, and reading the twenty candidates' names into words
        // (`described`) was 380,000 instructions of `a bowl of ramen`.
        let branded = candidates.firstIndex { candidate in
            guard foods.name(at: candidate.food, contains: UInt8(ascii: "(")),
                let brand = bracketedName(of: foods.name(at: candidate.food)), !brand.isEmpty,
                brand.isSubset(of: terms)
            else { return false }
            return described(candidate)
        }
        func otherwiseNamed() -> Int? {
            let words = Set(query.terms).sorted()
            return candidates.firstIndex { candidate in
                candidate.coverage >= top.coverage
                    && (index.hasOtherName(candidate.food, sayingOnly: words)
                        ?? otherNames(synonyms: foods.synonyms(at: candidate.food)).contains { Set($0) == terms })
            }
        }
        let named = branded ?? (described(top) ? nil : otherwiseNamed())
        return movingToFront(named, of: candidates)
    }

    /// The words in a description's brackets, a brand or restaurant (`Big Mac (McDonalds)`).
    private static func bracketedName(of description: String) -> Set<String>? {
        guard let open = description.firstIndex(ofASCII: "("), let close = description[open...].firstIndex(ofASCII: ")")
        else { return nil }
        return Set(FoodSearchIndex.terms(description[description.index(after: open)..<close]))
            .subtracting(FoodSearchIndex.stopWords)
    }

    /// The food USDA codes a phrase of no detail as, however its longer name scores: `burrito` is `Burrito
    /// with meat and beans`, noted `burrito, NFS`, not the breakfast `Burrito, taco, or quesadilla with egg`.
    static func preferringUSDAsGenericFood(
        _ candidates: [FoodSearchIndex.Candidate], query: FoodSearchIndex.Query, terms: Set<String>,
        index: FoodSearchIndex, foods: USDAFoods
    ) -> [FoodSearchIndex.Candidate] {
        guard let top = candidates.first, (1...2).contains(terms.count),
            !genericNames(synonyms: foods.synonyms(at: top.food)).contains(terms),
            let generic = genericFood(query: query, terms: terms, index: index, foods: foods)
        else { return candidates }
        return [generic] + candidates.filter { $0.food != generic.food }
    }

    /// The food USDA notes a phrase of a word or two stands for when nothing more is said (`burrito, NFS`).
    static func genericFood(
        query: FoodSearchIndex.Query, terms: Set<String>, index: FoodSearchIndex, foods: USDAFoods
    ) -> FoodSearchIndex.Candidate? {
        // (Only a phrase of a word or two is of no detail; a longer one is searched as said.)
        guard (1...2).contains(terms.count) else { return nil }
        return index.firstFood(
            mentioning: query,
            where: { food in
                index.namesGenericPhrase(food) && genericNames(synonyms: foods.synonyms(at: food)).contains(terms)
                    && terms.isSubset(of: FoodSearchIndex.descriptionTerms(foods.name(at: food)))
            })
    }

    /// The phrases USDA notes a food stands for when nothing more is said (`burrito, NFS`), as words.
    static func genericNames(synonyms: String) -> [Set<String>] {
        // Most foods have no such phrase, and reading each of their names into words was most of a search.
        guard mayHoldNFS(synonyms) else { return [] }
        return synonyms.split(atASCII: ";").compactMap { name in
            let words = FoodSearchIndex.terms(name)
            guard words.last == "nfs" else { return nil }
            return Set(words.filter { !FoodSearchIndex.stopWords.contains($0) })
        }
    }

    /// False only when no word of `text` can read as `nfs`: ASCII text without an `n` before an `f`
    /// (apostrophes between them vanish when read). Reading only lowers letters, drops apostrophes and
    /// breaks words, and folding a plural keeps a word's start; other text may fold into one.
    static func mayHoldNFS(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var afterN = false
            for byte in bytes {
                if byte >= 0x80 { return true }
                if byte == UInt8(ascii: "'") { continue }
                let lower = byte | 0x20
                if lower == UInt8(ascii: "f"), afterN { return true }
                afterN = lower == UInt8(ascii: "n")
            }
            return false
        }
    }

    /// USDA's other names for a food, each as its words (`gummy bears; gummy worms` are two): kept in the
    /// index by id (`FoodSearchIndex.hasOtherName`), as reading a candidate's synonyms into words was 200,000
    /// instructions of `a bowl of ramen`.
    static func otherNames(synonyms: String) -> [[String]] {
        synonyms.split(atASCII: ";", or: ",").map {
            FoodSearchIndex.terms($0).filter { !FoodSearchIndex.stopWords.contains($0) }
        }
    }
}
