/// Recognises lines that log drinking water and says how many millilitres (SPEC 10 "Water").
///
/// `water`, `a glass of water` and `a cup of water` are 250 ml; `a bottle of water` is 500 ml.
/// Sparkling, soda, still and tap water are water; coconut water, tonic water and other drinks
/// are food and give `nil`.
enum WaterParser {
    /// `nil` when the line is not water; otherwise the millilitres, or why the amount is unusable.
    static func parse(_ line: String) -> Result<Double, QuantityError>? {
        let phrase: QuantityPhrase
        switch QuantityParser.parse(line) {
        case .success(let parsed): phrase = parsed
        case .failure(let error): return isWater(afterQuantityIn: line) ? .failure(error) : nil
        }
        guard isWater(FoodWords.normalized(phrase.food)) else { return nil }
        guard let quantity = phrase.quantity else { return .success(glassMillilitres) }
        guard let perUnit = millilitres(per: quantity.unit) else { return nil }
        let total = quantity.amount * perUnit
        guard total <= Plausibility.maxMilliliters else {
            return .failure(QuantityError(reason: "\"\(line)\" is more than 10 litres of water; check the quantity"))
        }
        return .success((total * 10).rounded() / 10)
    }

    static let glassMillilitres = 250.0

    /// Millilitres in one unit of water; containers the spec does not size (cans) are left to
    /// the food resolver.
    private static func millilitres(per unit: QuantityUnit?) -> Double? {
        switch unit {
        case nil, .count("glass"), .count("mug"), .cup: glassMillilitres
        case .count("bottle"): 500
        // Nobody weighs water: `16 oz water` means fluid ounces.
        case .ounce, .fluidOunce: 29.57
        case .gram, .kilogram, .pound: unit?.grams
        case .count: nil
        default: unit?.millilitres
        }
    }

    /// `water`, `waters`, `h2o`, optionally after words that do not make it another drink.
    private static func isWater(_ words: [String]) -> Bool {
        guard let last = words.last, last == "water" || last == "waters" || last == "h2o" else { return false }
        return words.dropLast().allSatisfy(qualifiers.contains)
    }

    /// For a quantity the parser rejected (`-5 cups of water`), whether the line is still water:
    /// it ends in water and only qualifiers stand between that and a number or unit.
    private static func isWater(afterQuantityIn line: String) -> Bool {
        let words = FoodWords.normalized(line)
        guard let last = words.last, ["water", "waters", "h2o"].contains(last) else { return false }
        guard let index = words.dropLast().lastIndex(where: { !qualifiers.contains($0) && $0 != "of" }) else {
            return false
        }
        let word = words[index]
        return word.first?.isNumber == true || QuantityUnit.match([word], at: 0) != nil
            || NumberWords.amount([word], at: 0) != nil
    }

    private static let qualifiers: Set<String> = [
        "sparkling", "soda", "still", "tap", "mineral", "spring", "filtered", "bottled", "plain",
        "fizzy", "carbonated", "cold", "iced", "ice", "hot", "warm", "fresh", "seltzer",
    ]
}
