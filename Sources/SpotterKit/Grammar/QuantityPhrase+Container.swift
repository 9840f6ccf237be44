extension QuantityPhrase {
    /// Reads a unit named after the amount and before `of`: `a breakfast-size link of pork
    /// sausage` is one link; `250g serving of applesauce` and `360g bottle of water` are 250 g and
    /// 360 g of the food, the container saying nothing more.
    func readingContainer() -> QuantityPhrase {
        let words = food.split(separator: " ", omittingEmptySubsequences: true)
        // `a sip of my wife's wine` is a sip of wine: whose it was names no food (the curated wine was missed, and
        // the search read `wife` as `wine`, `Wine, rice`).
        // (Asked of the bytes first: an apostrophe, or the first byte of a typographic one.)
        if food.utf8.contains(where: { $0 == UInt8(ascii: "'") || $0 == 0xE2 }), words.contains(where: Self.isSomeones),
            words.contains(where: { !Self.isSomeones($0) })
        {
            var result = self
            result.food = words.filter { !Self.isSomeones($0) }.joined(separator: " ")
            return result.readingContainer()
        }
        // `a 90-calorie granola bar` is one bar of the size its label gives, not 90 bars.
        if let quantity, quantity.unit == nil, words.count > 1, Self.calorieWords.contains(words[0].lowercased()) {
            var result = self
            result.food = words.dropFirst().joined(separator: " ")
            result.quantity = Quantity(amount: 1, unit: .count(USDAPortions.caloriePackKey))
            return result
        }
        // `a large fries` is a large order, as USDA weighs fast-food fries by the order: it was one 5 g fry, and
        // `large fries` dropped its size.
        if let size, quantity?.unit == nil, Self.servedByTheOrder.contains(searchText.lowercased()) {
            var result = self
            result.food = searchText
            result.size = size
            result.quantity = Quantity(amount: quantity?.amount ?? 1, unit: .count("order"))
            return result
        }
        // `2 espresso shots` are two shots of espresso: they were `Gelatin shot, alcoholic`.
        if quantity?.unit == nil, words.count >= 2, words[words.count - 2].lowercased() == "espresso",
            ["shot", "shots"].contains(words[words.count - 1].lowercased())
        {
            var result = self
            result.food = "espresso"
            let times = words.count > 2 ? Self.multiple(words[words.count - 3].lowercased()) : 1
            result.quantity = Quantity(amount: (quantity?.amount ?? 1) * times, unit: .count("jigger"))
            return result
        }
        guard let of = words.prefix(5).firstIndex(where: { $0.lowercased() == "of" }), of > 0, of + 1 < words.count
        else { return self }
        let unitWord = words[of - 1].lowercased()
        let square = Self.chocolateSquare(unitWord, food: words[(of + 1)...].last?.lowercased())
        let unit = QuantityUnit.match([unitWord], at: 0)?.unit ?? Self.containers[unitWord].map { .count($0) } ?? square
        guard let unit else { return self }
        // Words before the unit describe it (`regular-sized microwavable package of`); after an
        // `and` they start another food (`eggs and 2 slices of toast`).
        let before = words[..<(of - 1)].map { $0.lowercased() }
        guard !before.contains(where: ["and", "&", "with", "plus"].contains) else { return self }
        var result = self
        result.food = words[(of + 1)...].joined(separator: " ")
        // `a small fast food order of fries`: where the food came from, said before its unit.
        if let fast = before.firstIndex(where: { $0 == "fast" || $0 == "fast-food" }) {
            result.food =
                before[fast...].prefix(before[fast] == "fast" ? 2 : 1).joined(separator: " ") + " " + result.food
        }
        result.size = result.size ?? before.lazy.compactMap { PortionSize.match([$0], at: 0) }.first
        // `a serving bag of cookies` is a bag: the serving word only says it is one.
        if let quantity, let given = quantity.unit, given != .count("serving") || unit == .count("serving") {
            return result
        }
        // `100 calorie pack of chips` is one pack, sized by its label.
        if quantity != nil, before.last.map(Self.calorieWords.contains) == true, case .count = unit {
            result.quantity = Quantity(amount: 1, unit: .count(USDAPortions.caloriePackKey))
            return result
        }
        // `a double shot of espresso` is two shots.
        let times = before.last.map(Self.multiple) ?? 1
        result.quantity = Quantity(amount: (quantity?.amount ?? 1) * times, unit: unit)
        return result
    }

    /// A square of chocolate is USDA's piece of it, whether said before the food or after (`dark chocolate 2
    /// squares`); of a graham cracker it is half the piece the table weighs, so of anything else it is no unit.
    static func chocolateSquare(_ unitWord: String, food lastWord: String?) -> QuantityUnit? {
        (unitWord == "square" || unitWord == "squares") && lastWord == "chocolate" ? .count("piece") : nil
    }

    /// Whether a word says whose the food was: `wife's`, `the kids'`.
    static func isSomeones(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        for mark in ["'s", "\u{2019}s", "s'", "s\u{2019}"] where lowered.hasSuffix(mark) {
            if possessors.contains(String(lowered.dropLast(2))) { return true }
        }
        return false
    }

    /// People whose food it may be. (Not `aunt` or `uncle`: Aunt Jemima's, Uncle Ben's.)
    static let possessors = [
        "wife", "husband", "hubby", "partner", "girlfriend", "boyfriend", "gf", "bf", "fiance", "fiancee", "spouse",
        "kid", "son", "daughter", "child", "children", "baby", "toddler", "mom", "mum", "mommy", "mummy", "dad",
        "daddy", "brother", "sister", "friend", "mate", "roommate", "flatmate", "housemate", "colleague", "coworker",
        "grandma", "grandpa", "grandad", "granny", "nan", "nana", "cousin", "niece", "nephew", "neighbor", "neighbour",
    ]

    /// How many times a word before a unit multiplies it (`double`, `triple`): compared, not looked up, as a
    /// `Dictionary` is hashed whole at a process's first food line.
    static func multiple(_ word: String) -> Double {
        word == "double" ? 2 : word == "triple" ? 3 : 1
    }

    static let calorieWords: Set<String> = ["calorie", "calories", "cal", "kcal"]

    /// Foods whose size is the size of an order of them.
    static let servedByTheOrder: Set<String> = ["fries", "french fries"]

    /// Container and serving words the quantity parser does not count as units.
    static let containers: [String: String] = [
        "bag": "bag", "bags": "bag", "carton": "container", "cartons": "container", "package": "package",
        "packages": "package", "pack": "package", "box": "box", "boxes": "box", "pouch": "pouch", "jar": "jar",
        "portion": "serving", "portions": "serving", "helping": "serving", "helpings": "serving",
        "spoonful": "tbsp", "spoonfuls": "tbsp", "dollop": "tbsp", "splash": "tbsp", "drizzle": "tsp",
        "sprinkle": "tsp", "dash": "tsp", "pinch": "tsp", "pinches": "tsp", "bit": "tsp", "little": "tsp",
        "cupful": "cup", "piece": "piece",
        "inch": "cubic inch",
        // Small amounts: a sip and a taste go by their spoon, as a splash does, a gulp by a fluid ounce; a bite is a
        // rule of its own (`PortionRules.biteGrams`). `a bite of pizza` was the whole pizza, `a sip of coffee` a mug.
        "sip": "tbsp", "sips": "tbsp", "taste": "tsp", "gulp": "fl_oz", "gulps": "fl_oz", "swig": "fl_oz",
        "swigs": "fl_oz", "bite": "bite", "bites": "bite", "mouthful": "bite", "mouthfuls": "bite", "forkful": "bite",
        "forkfuls": "bite",
    ]
}
