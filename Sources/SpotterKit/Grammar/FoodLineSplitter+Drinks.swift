extension FoodLineSplitter {
    /// The parts of a cut line read as they are said: a shake made of what follows it, fish and chips, milk poured in
    /// a tea. The readings in order, in one place.
    static func asSaid(_ parts: [String], line: String) -> [String] {
        withSplashesInDrinks(withDishHalves(withoutMadeOfItsParts(withAmountsOnTheirFoods(parts), line: line)))
    }

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

    /// Whether the line is a tea or coffee with milk or cream poured in (`coffee with milk and sugar`): such a line is
    /// cut, never one food whole, as `tea with milk` and `coffee with cream` were (it was a 360 g nonfat latte, 108
    /// kcal, and `coffee with milk` a latte, 155 kcal; a latte is said so). Asked of the bytes first: every food line
    /// comes here.
    static func saysMilkInHotDrink(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        let with = Array(" with ".utf8)
        guard bytes.count > with.count,
            let at = (0...(bytes.count - with.count)).first(where: { bytes[$0..<($0 + with.count)].elementsEqual(with) }
            )
        else { return false }
        let head = String(decoding: bytes[..<at], as: UTF8.self)
        let tail = FoodWords.normalized(String(decoding: bytes[(at + with.count)...], as: UTF8.self))
        guard let poured = tail.first, pourings.contains(poured) || tail.count > 1 && pourings.contains(tail[1])
        else { return false }
        // Chai is made with milk: `chai tea with milk` is USDA's `Tea, hot, chai, with milk`.
        let said = FoodWords.normalized(head)
        return said.count <= 4 && !said.contains("chai") && namesHotDrink(head)
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

    /// The parts of a line cut at `with` without its first part where that part is made of the rest: `a shake with
    /// 2 scoops whey and milk` was also 372 g of chocolate milk shake (558 kcal), and `a bowl with rice and beans`
    /// a bowl kept for review. A shake or smoothie is made of what follows when two or more things do (`a smoothie
    /// with a scoop of protein` is the smoothie and the protein), as is a named bowl; a bowl or plate always is.
    static func withoutMadeOfItsParts(_ parts: [String], line: String) -> [String] {
        // Every cut line comes here: one without a `w` cannot say `with` or `w/`, and is asked nothing more.
        guard parts.count > 1, line.utf8.contains(UInt8(ascii: "w")) else { return parts }
        var words = FoodWords.normalized(parts[0])
        if let first = words.first, FoodWords.isArticle(first) { words.removeFirst() }
        // A named bowl is made of its parts too when two or more follow: `burrito bowl with chicken, rice and beans`
        // was also a 278 g burrito (600 kcal).
        let isVessel =
            (words.count == 1 || (words.count == 2 && parts.count > 2)) && vessels.contains(words[words.count - 1])
        let isBlended =
            parts.count > 2 && (1...2).contains(words.count) && blendedDrinks.contains(words[words.count - 1])
            && (words.count == 1 || words[0] == "protein")
        guard isVessel || isBlended else { return parts }
        // Only where `with` follows it: `a smoothie, a banana and milk` lists three things.
        let said = FoodWords.normalized(line)
        guard let name = said.firstIndex(of: words[words.count - 1]), name + 1 < said.count,
            ["with", "w/", "w"].contains(said[name + 1])
        else { return parts }
        return Array(parts.dropFirst())
    }

    /// Drinks blended from what is put in them.
    private static let blendedDrinks: Set<String> = ["shake", "shakes", "smoothie", "smoothies"]

    /// What a meal is served in, which is no food.
    private static let vessels: Set<String> = ["bowl", "plate"]

    /// Drinks that milk or cream is poured into (`cold brew with oat milk` was a 244 g cup of oat milk).
    private static let hotDrinks = ["tea", "coffee", "brew", "americano", "espresso"]

    /// What is poured into them (`oat milk`, `half and half` is a table alias the cut keeps whole).
    private static let pourings = ["milk", "cream", "creamer"]
}
