/// A dozen foods with typical per-100 g figures, for the stub's default "food mode" answer.
struct FoodTable {
    /// One food: how it is recognised, a typical portion, and what 100 g of it holds.
    struct Food {
        var name: String
        /// Words (or phrases) of the user's text that pick this food; plurals match too.
        var keywords: [String]
        var portionGrams: Double
        var kcal, protein, carbs, fat, fiber: Double
    }

    static let foods: [Food] = [
        Food(
            name: "sushi", keywords: ["sushi", "maki", "nigiri"], portionGrams: 200,
            kcal: 150, protein: 6, carbs: 30, fat: 0.5, fiber: 0.4),
        Food(
            name: "poutine", keywords: ["poutine"], portionGrams: 300,
            kcal: 230, protein: 7, carbs: 24, fat: 12, fiber: 2),
        Food(
            name: "ramen", keywords: ["ramen"], portionGrams: 550,
            kcal: 90, protein: 4.5, carbs: 11, fat: 3.2, fiber: 0.6),
        Food(
            name: "burrito", keywords: ["burrito"], portionGrams: 300,
            kcal: 206, protein: 9.5, carbs: 24, fat: 8, fiber: 3),
        Food(
            name: "poke bowl", keywords: ["poke", "poké"], portionGrams: 400,
            kcal: 140, protein: 9, carbs: 18, fat: 3.5, fiber: 1.5),
        Food(
            name: "pad thai", keywords: ["pad thai", "padthai"], portionGrams: 350,
            kcal: 170, protein: 7, carbs: 22, fat: 6, fiber: 1.2),
        Food(
            name: "falafel wrap", keywords: ["falafel"], portionGrams: 280,
            kcal: 220, protein: 7, carbs: 28, fat: 9, fiber: 4),
        Food(
            name: "kombucha", keywords: ["kombucha"], portionGrams: 330,
            kcal: 16, protein: 0, carbs: 4, fat: 0, fiber: 0),
        Food(
            name: "protein bar", keywords: ["protein bar"], portionGrams: 60,
            kcal: 360, protein: 30, carbs: 35, fat: 11, fiber: 8),
        Food(
            name: "oat milk", keywords: ["oat milk", "oatmilk"], portionGrams: 250,
            kcal: 46, protein: 1, carbs: 6.5, fat: 1.5, fiber: 0.8),
        Food(
            name: "acai bowl", keywords: ["acai", "açaí"], portionGrams: 350,
            kcal: 110, protein: 1.8, carbs: 18, fat: 3.5, fiber: 3),
        Food(
            name: "bubble tea", keywords: ["bubble tea", "boba"], portionGrams: 500,
            kcal: 70, protein: 0.6, carbs: 14, fat: 1.3, fiber: 0.2),
        Food(
            name: "quinoa salad", keywords: ["quinoa"], portionGrams: 250,
            kcal: 130, protein: 4.5, carbs: 16, fat: 5.5, fiber: 2.5),
    ]

    /// `{"foods":[...]}` for the user's text: one food per part (split at commas, `and`, `+`), each part's grams from
    /// a leading `300g`, else its leading count times the table's portion. Unknown parts are left out.
    /// Only the line is read: what follows a blank line (settled foods, USDA candidates) is context.
    static func answer(for text: String) -> [String: Any] {
        let characters = Array(text)
        let end = characters.indices.first {
            characters[$0] == "\n" && $0 + 1 < characters.count && characters[$0 + 1] == "\n"
        }
        let line = String(characters[..<(end ?? characters.count)])
        let parts = line.lowercased().replacingAll(" and ", with: ",").replacingAll("+", with: ",").split(
            separator: ",")
        let foods: [[String: Any]] = parts.compactMap { part in
            let words = part.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let food = match(words) else { return nil }
            return [
                "name": food.name, "grams": grams(words, portion: food.portionGrams),
                "per_100g": [
                    "kcal": food.kcal, "protein": food.protein, "carbs": food.carbs, "fat": food.fat,
                    "fiber": food.fiber,
                ],
                "confidence": 0.9,
            ]
        }
        return ["foods": foods]
    }

    private static func match(_ words: [String]) -> Food? {
        let singular = words.map { $0.hasSuffix("s") && $0.count > 3 ? String($0.dropLast()) : $0 }
        let phrase = " " + singular.joined(separator: " ") + " "
        return foods.first { food in food.keywords.contains { phrase.contains(" " + $0 + " ") } }
    }

    private static func grams(_ words: [String], portion: Double) -> Double {
        guard let first = words.first else { return portion }
        if first.hasSuffix("g"), let grams = Double(first.dropLast()), grams > 0 { return grams }
        if first.hasSuffix("x"), let count = Double(first.dropLast()), count > 0 { return count * portion }
        if let count = Double(first), count > 0 { return count * portion }
        return portion
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation's options.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
