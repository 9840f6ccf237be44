extension LineContext {
    /// `ham and mustard sandwich` is a ham sandwich with mustard: cut at `and`, the bread went with the mustard, which
    /// USDA has no sandwich of, and the line was 45 g of ham and 5 g of mustard (83 kcal). The bread goes to the first
    /// filling when USDA has that filling's sandwich; a second filling that is a sandwich of its own keeps it
    /// (`cheese and tomato sandwich` is the cheese and USDA's tomato sandwich).
    func withBreadOnFirstFilling(_ parts: [String], of line: String) -> [String] {
        guard parts.count > 1 else { return parts }
        var parts = parts
        for index in parts.indices.dropFirst() {
            guard let bread = FoodWords.normalized(parts[index]).last, Self.sandwichBreads.contains(bread),
                let space = parts[index].utf8.lastIndex(of: 0x20),
                FoodWords.normalized(parts[index - 1]).allSatisfy({ !Self.sandwichBreads.contains($0) }),
                line.contains(parts[index - 1] + " and " + parts[index])
                    || line.contains(parts[index - 1] + " & " + parts[index]),
                !isSureSandwich(parts[index])
            else { continue }
            let sandwich = parts[index - 1] + String(parts[index][space...])
            guard isSureSandwich(sandwich) else { continue }
            parts[index - 1] = sandwich
            parts[index] = String(parts[index][..<space])
        }
        return parts
    }

    /// Whether the resolver is sure of the phrase as one of USDA's sandwiches (its name says the bread, or what the
    /// filling is on): `salmon bagel`, a loose match on a plain bagel, is not one, nor is `bacon wrap`, one on a bacon
    /// sandwich.
    func isSureSandwich(_ phrase: String) -> Bool {
        guard resolvesOffline(phrase), case .resolved(let foods)? = offlineAnswer(phrase), foods.count == 1 else {
            return false
        }
        return foods[0].name.contains(" on ")
            || FoodSearchIndex.terms(foods[0].name).contains(where: Self.sandwichNames.contains)
    }

    /// The last words of a phrase that say it is filled bread, as typed.
    private static let sandwichBreads = [
        "sandwich", "sandwiches", "roll", "wrap", "sub", "bagel", "toastie", "toasty", "panini", "baguette", "bap",
        "barm", "sarnie", "butty",
    ]

    /// The words of USDA's names that say bread around a filling, folded.
    private static let sandwichNames = ["sandwich", "submarine", "bagel", "burrito"]
}
