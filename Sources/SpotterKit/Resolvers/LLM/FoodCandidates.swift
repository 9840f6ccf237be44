/// The USDA foods the offline matcher found closest for each food phrase of a line: what an LLM is
/// asked to choose from, so the figures stay USDA's and the model only reads and weighs.
struct FoodCandidates: Sendable {
    /// Per phrase, its closest foods, best first.
    var phrases: [(phrase: String, foods: [USDAFood])] = []

    /// No candidates: the model answers with its own figures.
    static let none = FoodCandidates()

    /// How many foods are offered per phrase, and how many portions per food.
    static let foodsPerPhrase = 5
    static let portionsPerFood = 6

    /// The closest USDA foods for each phrase (phrases with none are left out).
    init(_ phrases: [String], table: TableFoodResolver) {
        self.phrases = phrases.compactMap { phrase in
            let foods = table.usdaCandidates(phrase, limit: Self.foodsPerPhrase)
            return foods.isEmpty ? nil : (phrase, foods)
        }
    }

    init() {}

    var isEmpty: Bool { phrases.isEmpty }

    /// The offered food with this id (`usda-fndds-2017:58106570`), or nil when it was not offered.
    func food(_ id: String) -> USDAFood? {
        for (_, foods) in phrases { if let food = foods.first(where: { $0.reference == id }) { return food } }
        return nil
    }

    /// The candidates as the request's text, after the line and a blank line: one food per row with
    /// its id, USDA's description and portions in grams.
    var text: String {
        guard !isEmpty else { return "" }
        var lines = ["", "", "USDA candidates (answer with \"usda_id\" when one of them is the food):"]
        for (phrase, foods) in phrases {
            lines.append("For \"\(phrase)\":")
            for food in foods {
                let portions = food.householdPortions.prefix(Self.portionsPerFood)
                    .map { "\($0.label) = \(Format.number($0.grams)) g" }.joined(separator: "; ")
                lines.append("- \(food.reference) | \(food.name)" + (portions.isEmpty ? "" : " | \(portions)"))
            }
        }
        return lines.joined(separator: "\n")
    }
}
