extension FoodLineSplitter {
    /// The parts of a cut line with the milk or cream poured into a tea or coffee said as a splash: `a cup of tea
    /// with milk and sugar` was a cup of tea and a 244 g cup of milk (149 kcal). Only milk said without an amount
    /// is read so, and only after a part that names the drink.
    static func withSplashesInDrinks(_ parts: [String]) -> [String] {
        guard parts.count > 1, let drink = parts.firstIndex(where: namesHotDrink) else { return parts }
        var poured = parts
        for index in parts.indices where index > drink && isUnmeasuredMilk(parts[index]) {
            poured[index] = "a splash of " + parts[index]
        }
        return poured
    }

    private static func namesHotDrink(_ part: String) -> Bool {
        FoodWords.normalized(part).contains { hotDrinks.contains($0) }
    }

    private static func isUnmeasuredMilk(_ part: String) -> Bool {
        let words = FoodWords.normalized(part)
        guard let last = words.last, pourings.contains(last), words.count <= 2 else { return false }
        guard case .success(let parsed) = QuantityParser.parse(part) else { return false }
        return parsed.quantity == nil
    }

    /// Drinks that milk or cream is poured into.
    private static let hotDrinks = ["tea", "coffee"]

    /// What is poured into them (`oat milk`, `half and half` is a table alias the cut keeps whole).
    private static let pourings = ["milk", "cream", "creamer"]
}
