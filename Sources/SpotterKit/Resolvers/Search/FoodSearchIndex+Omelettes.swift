// Omelettes named by their filling, read as USDA sorts its omelets before a phrase's words are looked up.

extension FoodSearchIndex {
    /// `ham and cheese omelette` is USDA's `Egg omelet or scrambled egg, with cheese and meat`: USDA names an
    /// omelet by the kinds of what is in it (cheese, meat, tomatoes, dark-green and other vegetables), not by the
    /// foods, so `ham omelette`, `mushroom omelette` and `chicken omelette` were kept for review. Read so only when
    /// every other word is a filling the kinds hold (or egg, and, with): `western omelette` is USDA's own.
    static func omeletteFillings(_ words: [String]) -> [String] {
        guard let omelette = words.firstIndex(where: { $0 == "omelet" || $0 == "omelette" }) else { return words }
        var kinds: [String] = []
        for index in words.indices where index != omelette {
            let word = words[index]
            if ["egg", "and", "with", "a", "an"].contains(word) { continue }
            guard let filling = omeletteFillingKinds.first(where: { $0.word == word }) else { return words }
            if !kinds.contains(filling.kind) { kinds.append(filling.kind) }
        }
        guard !kinds.isEmpty else { return words }
        // In USDA's order of the kinds, which its names follow.
        let named = ["cheese", "meat", "tomato", "dark green vegetable", "vegetable other"].filter(kinds.contains)
        return ["egg", "omelet", "with"] + named.flatMap { $0.split(separator: " ").map(String.init) }
    }

    /// What goes in an omelette and the kind USDA names it by, in the words as `terms` folds them (`tomatoes` is
    /// `tomato`). `OmeletteTests` checks them against the spoken words. (A struct, not a tuple: see `renamedDishes`.)
    static let omeletteFillingKinds: [OmeletteFilling] = [
        OmeletteFilling(word: "cheese", kind: "cheese"), OmeletteFilling(word: "cheddar", kind: "cheese"),
        OmeletteFilling(word: "feta", kind: "cheese"), OmeletteFilling(word: "mozzarella", kind: "cheese"),
        OmeletteFilling(word: "swiss", kind: "cheese"), OmeletteFilling(word: "goat", kind: "cheese"),
        OmeletteFilling(word: "ham", kind: "meat"), OmeletteFilling(word: "bacon", kind: "meat"),
        OmeletteFilling(word: "chicken", kind: "meat"), OmeletteFilling(word: "turkey", kind: "meat"),
        OmeletteFilling(word: "sausage", kind: "meat"), OmeletteFilling(word: "steak", kind: "meat"),
        OmeletteFilling(word: "beef", kind: "meat"), OmeletteFilling(word: "chorizo", kind: "meat"),
        OmeletteFilling(word: "salmon", kind: "meat"), OmeletteFilling(word: "shrimp", kind: "meat"),
        OmeletteFilling(word: "prawn", kind: "meat"), OmeletteFilling(word: "tomato", kind: "tomato"),
        OmeletteFilling(word: "spinach", kind: "dark green vegetable"),
        OmeletteFilling(word: "kale", kind: "dark green vegetable"),
        OmeletteFilling(word: "broccoli", kind: "dark green vegetable"),
        OmeletteFilling(word: "mushroom", kind: "vegetable other"),
        OmeletteFilling(word: "pepper", kind: "vegetable other"),
        OmeletteFilling(word: "onion", kind: "vegetable other"),
        OmeletteFilling(word: "veggy", kind: "vegetable other"),
        OmeletteFilling(word: "vegetable", kind: "vegetable other"),
    ]

    /// A word of an omelette's filling and the kind USDA names it by.
    struct OmeletteFilling {
        let word: String
        let kind: String
    }
}
