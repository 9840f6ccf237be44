#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Foods an LLM resolved and validation accepted, remembered per 100 g in an append-only JSON-lines
/// file, so the same food never costs a second call and works offline afterwards.
public final class LearnedFoods: @unchecked Sendable {
    /// One remembered food.
    struct Food: Equatable {
        var key: String
        var name: String
        var kcal: Double
        var protein: Double
        var carbs: Double
        var fat: Double
        var fiber: Double?
        /// Grams of one portion (one of a counted item, or the usual serving), when known.
        var portionGrams: Double?
        /// Grams of one of a unit that is not a weight (`piece`, `glass`, `cup`), as the model's answer
        /// implied: `6 pieces of california roll` at 180 g is 30 g a piece.
        var unitPortions: [String: Double] = [:]
        var source: String
    }

    public let path: String?
    private let foods = LockedValue<[String: Food]>([:])

    /// Reads the file (missing is empty); nil `path` keeps everything in memory (tests, dry runs).
    public init(path: String?) {
        self.path = path
        guard let path, let bytes = FileSystem.read(path) else { return }
        for range in JournalReader.lines(in: bytes) {
            guard let json = JSONParser.parse(bytes[range]), let food = Self.food(json) else { continue }
            foods.withValue { $0[food.key] = food }
        }
    }

    public var count: Int { foods.value.count }

    /// The phrase answered from remembered foods, or nil when none matches.
    func resolve(_ phrase: String) -> FoodResolution? {
        guard let typed = try? QuantityParser.parse(phrase).get(),
            let food = foods.value[Self.key(typed.food)]
        else { return nil }
        let grams: Double
        var estimated = false
        if let quantity = typed.quantity, let perUnit = quantity.unit?.grams {
            grams = quantity.amount * perUnit
        } else if let quantity = typed.quantity, let unit = quantity.unit?.portionKey,
            let portion = food.unitPortions[unit]
        {
            grams = quantity.amount * portion
        } else if let quantity = typed.quantity, let millilitres = quantity.unit?.millilitres {
            grams = quantity.amount * millilitres
            estimated = true
        } else if let portion = food.portionGrams {
            grams = (typed.quantity?.amount ?? 1) * portion
            estimated = typed.quantity == nil
        } else {
            return nil
        }
        return .resolved([
            ResolvedFood(
                name: food.name, grams: grams, per100g: (food.kcal, food.protein, food.carbs, food.fat),
                fiberPer100g: food.fiber, confidence: estimated ? 0.6 : 0.9, source: "learned:" + food.source,
                status: estimated ? .estimated : .ok, note: estimated ? "assumed \(Format.number(grams)) g" : nil)
        ])
    }

    /// Remembers a validated single-food answer under the typed words and the model's name.
    func remember(_ phrase: String, _ resolved: ResolvedFood) {
        guard resolved.grams > 0, let typed = try? QuantityParser.parse(phrase).get() else { return }
        var portion: Double?
        if typed.quantity == nil { portion = resolved.grams }
        if let quantity = typed.quantity, quantity.unit == nil, quantity.amount > 0 {
            portion = resolved.grams / quantity.amount
        }
        // A unit that is not a weight gets the weight the answer implied, or the next run asks again.
        var unitPortion: (unit: String, grams: Double)?
        if let quantity = typed.quantity, let unit = quantity.unit, unit.grams == nil, let name = unit.portionKey,
            quantity.amount > 0
        {
            unitPortion = (name, resolved.grams / quantity.amount)
        }
        let per100 = 100 / resolved.grams
        for key in Set([Self.key(typed.food), Self.key(resolved.name)]) where !key.isEmpty {
            var unitPortions = foods.value[key]?.unitPortions ?? [:]
            if let unitPortion { unitPortions[unitPortion.unit] = ResolvedFood.rounded(unitPortion.grams, places: 1) }
            let food = Food(
                key: key, name: resolved.name, kcal: ResolvedFood.rounded(resolved.kcal * per100, places: 0),
                protein: ResolvedFood.rounded(resolved.protein * per100, places: 1),
                carbs: ResolvedFood.rounded(resolved.carbs * per100, places: 1),
                fat: ResolvedFood.rounded(resolved.fat * per100, places: 1),
                fiber: resolved.fiber.map { ResolvedFood.rounded($0 * per100, places: 1) },
                portionGrams: portion ?? foods.value[key]?.portionGrams, unitPortions: unitPortions,
                source: resolved.source)
            foods.withValue { $0[key] = food }
            append(food)
        }
    }

    static func key(_ text: String) -> String { FoodWords.foldedKey(FoodWords.key(text)) }

    private func append(_ food: Food) {
        guard let path else { return }
        var json = JSONWriter()
        json.string("key", food.key)
        json.string("name", food.name)
        json.number("kcal", food.kcal)
        json.number("protein", food.protein)
        json.number("carbs", food.carbs)
        json.number("fat", food.fat)
        json.number("fiber", food.fiber)
        json.optionalNumber("portion_g", food.portionGrams)
        if !food.unitPortions.isEmpty {
            let portions = JSONObject(
                members: food.unitPortions.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
            json.raw("unit_portions", Array(JSONValue.object(portions).jsonText.utf8))
        }
        json.string("source", food.source)
        try? FileSystem.createDirectory(forFile: path)
        try? FileSystem.appendDurably(json.finishLine(), to: path)
    }

    /// The stored unit weights that are plausible portions; anything else in a damaged line is dropped.
    private static func unitPortions(_ json: JSONValue?) -> [String: Double] {
        guard case .object(let members) = json else { return [:] }
        var portions: [String: Double] = [:]
        for (unit, value) in members {
            if let grams = value.number, grams > 0, grams <= Plausibility.maxGrams { portions[unit] = grams }
        }
        return portions
    }

    private static func food(_ json: JSONValue) -> Food? {
        guard let key = json["key"]?.string, let name = json["name"]?.string, let kcal = json["kcal"]?.number,
            let protein = json["protein"]?.number, let carbs = json["carbs"]?.number, let fat = json["fat"]?.number
        else { return nil }
        let figures = LLMFood(
            name: name, grams: 100, kcal: kcal, protein: protein, carbs: carbs, fat: fat, fiber: nil, confidence: 1)
        // A hand-edited or damaged line must pass the same checks as a model's answer.
        guard FoodAnswerValidator.figuresProblem(figures, alcohol: true) == nil else { return nil }
        return Food(
            key: key, name: name, kcal: kcal, protein: protein, carbs: carbs, fat: fat, fiber: json["fiber"]?.number,
            portionGrams: json["portion_g"]?.number, unitPortions: unitPortions(json["unit_portions"]),
            source: json["source"]?.string ?? "learned")
    }
}
