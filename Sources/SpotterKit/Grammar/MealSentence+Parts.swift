// What a phrase holds or sits on: splitting at a place word, dropping parts a dish already holds.

extension MealSentence {
    /// `a beef frankfurter on a large soft white roll`, which no food names as one, is the
    /// frankfurter and the roll: cut at the first place word where both sides are foods. Nil when
    /// the phrase is a food as it stands or no cut gives two.
    func splitAtPlace(
        _ phrase: String, at placeWords: Set<String> = placeWords, isUnknown: (String) -> Bool
    ) -> [String]? {
        guard Self.saysPlace(phrase, placeWords), isUnknown(phrase) else { return nil }
        let words = phrase.split(separator: " ")
        let namesFood = { (side: ArraySlice<Substring>) in
            side.contains { isFoodWord(Self.key($0)) && !Self.placeNouns.contains(Self.key($0)) }
        }
        for cut in words.indices.dropFirst() where placeWords.contains(Self.key(words[cut])) {
            let rest = words[(cut + 1)...].drop { Self.placeWords.contains(Self.key($0)) }
            // `still in shells`, `scattered on top`: both sides must name a food.
            guard namesFood(words[..<cut]), namesFood(rest) else { continue }
            let left = words[..<cut].joined(separator: " ")
            let right = rest.joined(separator: " ")
            if !isUnknown(left), !isUnknown(right) { return [left, right] }
        }
        return nil
    }

    /// True when a word of `phrase` puts one food on or in another (`peanut butter on a rice cake`).
    static func saysPlace(_ phrase: String, _ placeWords: Set<String> = placeWords) -> Bool {
        phrase.split(separator: " ").contains { placeWords.contains(key($0)) }
    }

    /// `crisp lettuce, juicy tomato, and a tasty spread` after a submarine sandwich USDA makes
    /// `with lettuce, tomato and spread`: a part the food before already holds is no second food.
    /// `nameOf` gives a phrase's food name, or nil when it is not known offline.
    func withoutHeldParts(_ phrases: [String], nameOf: (String) -> String?) -> [String] {
        var kept: [String] = []
        var dish: String?
        for phrase in phrases {
            if let dish, isHeld(phrase, by: dish) { continue }
            kept.append(phrase)
            dish = nameOf(phrase)
        }
        return kept
    }

    /// Whether every word of `phrase` but its article and describing words (`crisp`) is among what
    /// `dish` is made `with` (or, after `a`, anywhere in its name); a phrase that counts more than one
    /// (`two slices of tomato`) is more.
    func isHeld(_ phrase: String, by dish: String) -> Bool {
        let tokens = phrase.split(separator: " ")
        let first = tokens.first.map(Self.key) ?? ""
        guard !tokens.contains(where: Self.isDigitAmount), !Self.startsWithMeasure(tokens),
            !Self.articles.contains(first) || Self.singleArticles.contains(first)
        else { return false }
        let terms = FoodSearchIndex.terms(dish)
        let named = tokens.filter { !Self.articles.contains(Self.key($0)) && !Self.describesOnly($0) }
            .flatMap { FoodSearchIndex.terms($0) }
        // `a fruit-filled empanada, a Mexican turnover`: another name of the same food, in words its
        // name has (two at least: `a tomato` after `Bread, tomato` is a tomato).
        let held: Set<String>
        // `a crispy thin crust` after a pizza is the pizza's crust, `a chocolate coating` after an ice
        // cream bar its coating.
        // (`a cookie with icing` is a cookie.)
        if let last = named.last, Self.partNouns.contains(last), named.count <= 3,
            !tokens.contains(where: { ["with", "without", "no", "not", "of"].contains(Self.key($0)) })
        {
            return true
        }
        if (first == "a" || first == "an") && named.count > 1 {
            held = Set(terms)
        } else if let with = terms.firstIndex(where: { ["with", "on"].contains($0) }) {
            // `Egg, cheese, ham, and bacon on bun` holds the bun it is tucked into.
            held = Set(terms[(with + 1)...])
        } else {
            return false
        }
        return !named.isEmpty && named.allSatisfy(held.contains)
    }
}
