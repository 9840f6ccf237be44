/// Checks a model's foods before anything is written: plausible figures per 100 g, energy that
/// agrees with the macros, grams that agree with what was typed, and names grounded in the input.
enum FoodAnswerValidator {
    /// Energy may differ from 4·protein + 4·carbs + 9·fat by this share, plus `energySlack` kcal.
    static let energyTolerance = 0.2
    static let energySlack = 15.0
    /// Words that mean a drink may carry alcohol (7 kcal/g the macros do not show).
    static let alcoholWords: Set<String> = [
        "beer", "wine", "vodka", "whisky", "whiskey", "gin", "rum", "tequila", "cider", "sake", "cocktail",
        "margarita", "mojito", "spritz", "prosecco", "champagne", "lager", "ale", "ipa", "liqueur", "brandy",
    ]

    /// The foods as entries' figures, or the first reason the answer cannot be trusted.
    /// A food the model chose from `offered` takes that USDA food's figures; an id that was not
    /// offered rejects the answer.
    static func validate(
        _ foods: [LLMFood], phrase: String, source: String, offered: FoodCandidates = .none
    ) -> Result<[ResolvedFood], Rejection> {
        guard !foods.isEmpty else { return .failure("the model did not recognise a food in \"\(phrase)\"") }
        let inputWords = FoodWords.normalized(phrase).map(FoodWords.folded)
        let alcohol = inputWords.contains { alcoholWords.contains($0) }
        let typed = try? QuantityParser.parse(phrase).get()
        var resolved: [ResolvedFood] = []
        for var food in foods {
            var chosen: USDAFood?
            if let id = food.usdaID {
                guard let usda = offered.food(id) else {
                    return .failure(
                        "\(food.name): the model chose \(id), which was not among the USDA candidates offered")
                }
                chosen = usda
                (food.kcal, food.protein, food.carbs, food.fat, food.fiber) =
                    (usda.kcal, usda.protein, usda.carbs, usda.fat, usda.fiber)
            }
            // USDA's own figures need no check of the model's arithmetic; the grams still do.
            if let reason = chosen == nil ? figuresProblem(food, alcohol: alcohol) : gramsProblem(food) {
                return .failure("\(food.name): \(reason)")
            }
            // A sentence's amount is its parts', not the whole line's: only a phrase is weighed here.
            if let chosen, foods.count == 1, !MealSentence.isSentence(phrase),
                let reason = portionProblem(food, chosen, typed: typed)
            {
                return .failure(Rejection(reason: reason))
            }
            if let reason = groundingProblem(food, inputWords: inputWords, phrase: phrase) {
                return .failure(Rejection(reason: reason))
            }
            if foods.count == 1, let reason = quantityProblem(food, typed: typed) {
                return .failure(Rejection(reason: reason))
            }
            let estimated = food.confidence < 0.7 || typed?.quantity == nil
            if let chosen {
                let confidence = Format.number(food.confidence, decimals: 2)
                resolved.append(
                    ResolvedFood(
                        name: chosen.name, grams: food.grams,
                        per100g: (chosen.kcal, chosen.protein, chosen.carbs, chosen.fat), fiberPer100g: chosen.fiber,
                        confidence: food.confidence, source: chosen.reference, status: estimated ? .estimated : .ok,
                        note: "USDA food chosen by \(source)" + (estimated ? ", confidence \(confidence)" : "")))
                continue
            }
            resolved.append(
                ResolvedFood(
                    name: food.name, grams: food.grams, per100g: (food.kcal, food.protein, food.carbs, food.fat),
                    fiberPer100g: food.fiber, confidence: food.confidence, source: source,
                    status: estimated ? .estimated : .ok,
                    note: estimated
                        ? "figures from \(source), confidence \(Format.number(food.confidence, decimals: 2))" : nil))
        }
        return .success(resolved)
    }

    static func figuresProblem(_ food: LLMFood, alcohol: Bool) -> String? {
        let values = [food.kcal, food.protein, food.carbs, food.fat, food.fiber ?? 0, food.grams]
        guard values.allSatisfy(\.isFinite) else { return "a figure is not a number" }
        guard (0...Plausibility.maxKcalPer100Grams * Plausibility.tolerance).contains(food.kcal) else {
            return "\(Format.number(food.kcal)) kcal per 100 g is not plausible"
        }
        for (label, value) in [
            ("protein", food.protein), ("carbs", food.carbs), ("fat", food.fat), ("fiber", food.fiber ?? 0),
        ]
        where !(0...Plausibility.maxMacroPer100Grams).contains(value) {
            return "\(Format.number(value)) g of \(label) per 100 g is not plausible"
        }
        guard food.protein + food.carbs + food.fat <= Plausibility.maxMacroPer100Grams * Plausibility.tolerance else {
            return "the macros add up to more than 100 g per 100 g"
        }
        if let problem = gramsProblem(food) { return problem }
        let fromMacros = 4 * food.protein + 4 * food.carbs + 9 * food.fat
        let tolerance = fromMacros * energyTolerance + energySlack
        if food.kcal < fromMacros - tolerance || (food.kcal > fromMacros + tolerance && !alcohol) {
            return
                "\(Format.number(food.kcal)) kcal per 100 g does not match its macros (about \(Format.number(fromMacros, decimals: 0)) kcal)"
        }
        if alcohol, food.kcal > fromMacros + tolerance + 7 * 40 { return "too much energy even for an alcoholic drink" }
        return nil
    }

    static func gramsProblem(_ food: LLMFood) -> String? {
        food.grams.isFinite && food.grams > 0 && food.grams <= Plausibility.maxGrams
            ? nil : "\(Format.number(food.grams)) g is not a portion"
    }

    /// A chosen food's grams must be within a factor of `portionFactor` of what USDA's own portions
    /// weigh for the amount typed (`2 tacos` is no 22 g), where USDA can weigh it.
    static func portionProblem(_ food: LLMFood, _ chosen: USDAFood, typed: QuantityPhrase?) -> String? {
        guard let typed, typed.quantity?.unit?.grams == nil,
            let portion = PortionRules.ownWeight(typed.quantity, size: typed.size, row: chosen.row, food: chosen.name),
            portion > 0
        else { return nil }
        let ratio = food.grams / portion
        guard ratio > 1 / portionFactor, ratio < portionFactor else {
            return "the model weighed \(Format.number(food.grams)) g of \(chosen.name), but USDA's portion for "
                + "that amount is \(Format.number(portion)) g"
        }
        return nil
    }

    /// How far a chosen food's grams may stray from USDA's portion for the amount typed.
    static let portionFactor = 3.0

    /// The model must name a food from the input's words, not something else (a hostile or confused answer).
    static func groundingProblem(_ food: LLMFood, inputWords: [String], phrase: String) -> String? {
        let nameWords = FoodWords.normalized(food.name).map(FoodWords.folded).filter { $0.count >= 3 }
        let significant = inputWords.filter { $0.count >= 3 }
        let related = nameWords.contains { name in
            significant.contains { word in
                name == word || (min(name.count, word.count) >= 4 && name.prefix(4) == word.prefix(4))
            }
        }
        return related ? nil : "the model named \"\(food.name)\", which is not a food in \"\(phrase)\""
    }

    /// Grams must agree with a typed weight (±10 %) or a typed volume (0.3–2 g per ml).
    static func quantityProblem(_ food: LLMFood, typed: QuantityPhrase?) -> String? {
        guard let quantity = typed?.quantity, let unit = quantity.unit else { return nil }
        if let perUnit = unit.grams {
            let expected = quantity.amount * perUnit
            if abs(food.grams - expected) > expected * 0.1 + 1 {
                return "the model weighed \(Format.number(food.grams)) g, but \(Format.number(expected)) g was typed"
            }
        } else if let millilitres = unit.millilitres {
            let volume = quantity.amount * millilitres
            if food.grams < volume * 0.3 || food.grams > volume * 2 {
                return "the model weighed \(Format.number(food.grams)) g for \(Format.number(volume)) ml"
            }
        }
        return nil
    }
}
