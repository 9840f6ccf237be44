extension FoodLineSplitter {
    /// The parts of a dish said by its halves, as the dish means them: `fish and chips` is fried fish and fries, where
    /// it was 57 g of raw fish and 28 g of potato chips (211 kcal).
    static func withDishHalves(_ parts: [String]) -> [String] {
        // Lengths first: words are made of a part only where it can be `fish`, and every cut line asks.
        guard parts.count > 1,
            let fish = parts.indices.dropLast().first(where: {
                parts[$0].utf8.count == 4 && parts[$0 + 1].utf8.count == 5
                    && FoodWords.normalized(parts[$0]) == ["fish"] && FoodWords.normalized(parts[$0 + 1]) == ["chips"]
            })
        else { return parts }
        var dish = parts
        dish.replaceSubrange(fish...(fish + 1), with: ["fried fish", "french fries"])
        return dish
    }
}
