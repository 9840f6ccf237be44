/// Recognises a phrase that names a supplement rather than a food (`omega 3`, `vitamin d`, `a
/// multivitamin`): USDA's food data lists none, and a word search found foods made with them
/// (`omega 3` was 100 g of peanut butter with omega-3, 608 kcal).
enum Supplement {
    /// True when every word of `food` is a supplement's name, a vitamin's letter, a dose or a
    /// pill, one of them a supplement's name: `vitamin d3 1000 iu`, `2 fish oil capsules`, `pre workout`.
    /// `fish oil` said alone or in pills is the supplement (100 g of it was 902 kcal); by the spoon
    /// (`1 tbsp fish oil`) it is USDA's oil.
    static func isNamed(by food: String) -> Bool {
        let words = FoodSearchIndex.terms(food)
        var namesOne = false
        for (index, word) in words.enumerated() where !FoodSearchIndex.stopWords.contains(word) {
            if names.contains(word) || word == "oil" && index > 0 && oilSources.contains(words[index - 1]) {
                namesOne = true
            } else if oilSources.contains(word), words.contains("oil") {
                continue
            } else if !isDose(word), !isCode(word) {
                return false
            }
        }
        return namesOne
    }

    /// Why a supplement is left for review.
    static func reason(_ food: String) -> String {
        "\"\(food)\" is a supplement, which USDA's food data does not list; if its label gives calories, enter them"
    }

    // Lists, not sets: every food line the curated table does not know asks, and a `Set` was hashed whole with
    // the seeded hasher at its first ask (37,000 instructions of `log a bowl of ramen`).
    private static let names: [String] = [
        "vitamin", "vitamins", "multivitamin", "multivitamins", "multi", "omega", "creatine", "melatonin",
        "probiotic", "probiotics", "electrolyte", "electrolytes", "zinc", "magnesium", "calcium", "iron",
        "potassium", "biotin", "ashwagandha", "glutamine", "bcaa", "bcaas", "supplement", "supplements",
        "caffeine", "preworkout", "pre", "workout", "collagen", "citrulline", "carnitine",
    ]
    /// What an oil taken as a supplement is pressed from: `fish oil`, `krill oil`, `cod liver oil`.
    private static let oilSources: [String] = ["fish", "krill", "cod", "liver"]
    private static let doseWords: [String] = [
        "pill", "pills", "capsule", "capsules", "cap", "caps", "tablet", "tablets", "tab", "tabs", "softgel",
        "softgels", "gummy", "gummies", "iu", "mg", "mcg", "scoop", "scoops",
    ]

    /// A pill or a dose, its number written on or not: `capsules`, `iu`, `400mg`.
    private static func isDose(_ word: String) -> Bool {
        let unit = word.drop { $0.isASCII && ($0.isNumber || $0 == ".") }
        return unit.count < word.count && unit == "g" || doseWords.contains(String(unit))
    }

    /// A vitamin's letter or a short code or number: `d`, `b12`, `k2`, `3`, `1000`.
    private static func isCode(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        let digits = bytes.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        return bytes.count == 1 || digits == bytes.count || (bytes.count <= 3 && digits > 0)
    }
}
