// Sandwiches said by their bread, read before a phrase's words are looked up.

extension FoodSearchIndex {
    /// A filled roll, bap, barm or sarnie is USDA's sandwich and a sub its submarine sandwich; a bap or a barm said
    /// alone is a white bread roll. `bacon roll`, `bacon bap`, `bap` and `sarnie` were kept for review, `bacon barm`
    /// was 16 g of bacon and `barm` a peanut bar (each read as `bar`), and `meatball sub` a close call with meatballs
    /// in sauce. An `egg roll` stays the Chinese one, a `sausage roll` the pastry (`renamedDishes`).
    static func filledBread(_ words: [String]) -> [String] {
        guard let last = words.last else { return words }
        let filling = words.dropLast().last { !FoodWords.isArticle($0) }
        var words = words
        switch last {
        case "sandwich":
            // An egg sandwich said so is USDA's scrambled egg one: it was an egg, cheese and sausage griddle cake
            // sandwich, and a fried egg sandwich 55 g of fried egg.
            let said = words.filter { !FoodWords.isArticle($0) }
            if said == ["egg", "sandwich"] || said == ["fried", "egg", "sandwich"] {
                words = ["scrambled", "egg", "sandwich"]
            }
        case "bap", "barm", "cob":
            words.replaceSubrange(
                (words.count - 1)..., with: filling == nil ? ["roll", "white", "soft"] : ["sandwich"])
        case "sarnie", "sarny":
            words[words.count - 1] = "sandwich"
        case "sub":
            if filling != nil { words.replaceSubrange((words.count - 1)..., with: ["submarine", "sandwich"]) }
        case "roll":
            guard let filling else { break }
            // Two fillings said with `and` fill a bread roll: `ham and cheese roll` was USDA's ham and cheese loaf, a
            // luncheon meat, and `bacon and egg roll` the bacon and a Chinese egg roll.
            let twoFillings =
                pairedFillings.contains(filling)
                && words.firstIndex(of: "and").map { words[..<$0].contains(where: pairedFillings.contains) } ?? false
            if rollFillings.contains(filling) || twoFillings { words[words.count - 1] = "sandwich" }
        default:
            break
        }
        return words
    }

    /// What a bread roll is filled with when said before `roll`, in folded words: none names a roll of its own in
    /// USDA (`chicken roll` is its luncheon meat, a `cheese roll` its cheese bread roll, `egg roll` and `sausage roll`
    /// are dishes).
    static let rollFillings = ["bacon", "ham", "tuna", "turkey", "mayo"]

    /// Fillings of a bread roll said two together (`sausage and egg roll`), in folded words.
    static let pairedFillings = ["bacon", "ham", "sausage", "cheese", "egg", "chicken", "tuna", "turkey"]
}
