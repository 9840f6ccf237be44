/// The offline `mock` resolver: answers from the food table, with real USDA figures, and never
/// guesses a number it does not have.
public struct TableFoodResolver: FoodResolving {
    /// Recorded in the journal's `resolver` field.
    public let name = "mock"
    /// The table it answers from (the built-in one, possibly overlaid by the user's file).
    public let table: FoodTable

    /// Creates a resolver over `table`.
    public init(table: FoodTable = .builtIn) {
        self.table = table
    }

    /// Resolves one food phrase such as `150g chicken`, `2 large eggs` or `banana`.
    public func resolve(_ phrase: String) -> FoodResolution {
        switch resolution(phrase) {
        case .success(let food): .resolved([food])
        case .failure(let error): .unresolved(reason: error.reason)
        }
    }

    /// Phrases longer than this are sentences; refusing them keeps every call cheap.
    static let maximumLength = 200

    private func resolution(_ phrase: String) -> Result<ResolvedFood, QuantityError> {
        let text = Self.trimmed(phrase)
        guard !text.isEmpty else {
            return .failure(QuantityError(reason: "there is no food to look up; type one, e.g. `150g chicken`"))
        }
        guard text.utf8.count <= Self.maximumLength else {
            return .failure(
                QuantityError(
                    reason: "the text is too long to be one food; name one food per line, e.g. `150g chicken`"))
        }
        // A phrase that is an alias as a whole wins over reading a quantity into it:
        // `93/7 ground turkey` is not 13.3 portions of ground turkey.
        if let match = table.exactMatch(text) {
            let size = PortionSize.match(FoodWords.normalized(text), at: 0)
            return food(quantity: nil, size: size, match: match, typed: text)
        }
        let failure: QuantityError
        switch QuantityParser.parse(text) {
        case .failure(let error):
            failure = error
        case .success(let parsed):
            if parsed.food.isEmpty {
                failure = QuantityError(
                    reason: "\"\(text)\" names no food; write the food after the amount, e.g. `2 eggs`")
            } else if let match = table.match(parsed.food) {
                let result = food(quantity: parsed.quantity, size: parsed.size, match: match, typed: parsed.food)
                guard case .failure(let error) = result else { return result }
                failure = error
            } else {
                failure = QuantityError(
                    reason: "\"\(parsed.food)\" is not in the food table; log a food it knows, "
                        + "add it to foods.csv in the config directory, or use an LLM resolver")
            }
            if parsed.food == text { return .failure(failure) }
        }
        // What reads as a quantity may be part of a name with a preparation word: `fresh 2% milk`.
        if let match = table.match(text) {
            let size = PortionSize.match(FoodWords.normalized(text), at: 0)
            return food(quantity: nil, size: size, match: match, typed: text)
        }
        return .failure(failure)
    }

    private func food(
        quantity: Quantity?, size: PortionSize?, match: FoodMatch, typed: String
    ) -> Result<ResolvedFood, QuantityError> {
        let row = match.row
        let portion: Portion
        switch PortionRules.portion(quantity, size: size, row: row, food: typed) {
        case .success(let value): portion = value
        case .failure(let error): return .failure(error)
        }
        guard portion.grams.isFinite, portion.grams <= QuantityParser.maximumGrams else {
            return .failure(QuantityError(reason: "that is more than 10 kg of \(typed); check the quantity"))
        }
        return .success(
            ResolvedFood(
                name: row.name, grams: portion.grams, per100g: (row.kcal, row.protein, row.carbs, row.fat),
                fiberPer100g: row.fiber, confidence: portion.status == .ok ? 1.0 : 0.6,
                source: table.references[match.index], status: portion.status,
                note: portion.note))
    }

    /// `phrase` without surrounding whitespace; most input is returned without a copy.
    private static func trimmed(_ phrase: String) -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = phrase.utf8.first, let last = phrase.utf8.last, isSpace(first) || isSpace(last) else {
            return phrase
        }
        var slice = phrase.utf8[...]
        while let byte = slice.first, isSpace(byte) { slice.removeFirst() }
        while let byte = slice.last, isSpace(byte) { slice.removeLast() }
        return String(Substring(slice))
    }
}
