// Takeaway and supermarket names USDA lists under its own, read before a phrase's words are looked up.

extension FoodSearchIndex {
    /// The words with a curry house's dish, a British cereal or a plant milk named as USDA names it: a
    /// `chicken tikka masala` is USDA's `Chicken curry`, `poppadoms` its `Papad`, `coco pops` Kellogg's `Cocoa
    /// Krispies`, `oat milk` a `Non-dairy milk`. Each was kept for review.
    static func takeawayNames(_ words: [String]) -> [String] {
        var words = words
        // A curry dish is a curry when it says what meat or vegetable is in it (`masala chai` is tea). Tikka
        // alone is grilled, no curry; tikka masala is one.
        if words.contains(where: curryDishes.contains), words.contains(where: curryFillings.contains) {
            words = words.filter { !curryDishes.contains($0) && $0 != "tikka" }
            words.append("curry")
        }
        for (index, word) in words.enumerated() where ["poppadom", "poppadum", "papadum", "pappadum"].contains(word) {
            words[index] = "papad"
        }
        if let coco = words.firstIndex(of: "coco"), coco + 1 < words.count, ["pop", "pops"].contains(words[coco + 1]) {
            words.replaceSubrange(coco...(coco + 1), with: ["cocoa"] + terms("krispies"))
        }
        if let oat = words.firstIndex(of: "oat"), oat + 1 < words.count, words[oat + 1] == "milk" {
            words.replaceSubrange(oat...(oat + 1), with: ["non", "dairy", "milk"])
        }
        return words
    }

    /// Curry house dishes USDA names only as a curry. (Lists: every search asks, and a `Set` was hashed whole at
    /// a process's first.)
    static let curryDishes: [String] = [
        "masala", "korma", "jalfrezi", "madras", "vindaloo", "balti", "bhuna", "dopiaza", "pasanda",
        "rogan", "josh",
    ]

    /// What a curry is made with, which makes a curry dish's name a curry.
    static let curryFillings: [String] = [
        "chicken", "lamb", "beef", "pork", "prawn", "shrimp", "fish", "vegetable", "paneer", "chickpea",
    ]
}
