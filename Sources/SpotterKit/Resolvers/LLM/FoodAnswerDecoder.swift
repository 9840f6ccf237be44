/// Reads a model's food answer defensively: bare JSON, JSON in a fenced block or inside prose, extra
/// fields ignored, a missing field or a wrong type reported as a reason (never a crash).
enum FoodAnswerDecoder {
    /// More foods than this in one line is not an answer to a journal line.
    static let maximumFoods = 20
    /// Longer answers are not read at all.
    static let maximumAnswerBytes = 65_536

    /// The JSON schema asked of every provider (strict: every property required, nothing extra).
    static let schema: JSONValue = {
        func number() -> JSONValue { .object(["type": .string("number")]) }
        let perHundred: JSONValue = .object([
            "type": .string("object"),
            "properties": .object([
                "kcal": number(), "protein": number(), "carbs": number(), "fat": number(), "fiber": number(),
            ]),
            "required": .array(["kcal", "protein", "carbs", "fat", "fiber"].map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
        // A candidate's id, or null with the model's own figures: either path is one schema.
        let food: JSONValue = .object([
            "type": .string("object"),
            "properties": .object([
                "name": .object(["type": .string("string")]), "grams": number(),
                "usda_id": .object(["type": .array([.string("string"), .string("null")])]),
                "per_100g": .object(["anyOf": .array([perHundred, .object(["type": .string("null")])])]),
                "confidence": number(),
            ]),
            "required": .array(["name", "grams", "usda_id", "per_100g", "confidence"].map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object(["foods": .object(["type": .string("array"), "items": food])]),
            "required": .array([.string("foods")]),
            "additionalProperties": .bool(false),
        ])
    }()

    static func decode(_ text: String) -> Result<[LLMFood], Rejection> {
        guard text.utf8.count <= maximumAnswerBytes else {
            return .failure("the model's answer was \(text.utf8.count) bytes, too long to be a food list")
        }
        guard let json = extractJSON(text) else { return .failure("the model did not answer with JSON") }
        guard let items = json["foods"]?.array else { return .failure("the model's answer has no \"foods\" list") }
        guard items.count <= maximumFoods else {
            return .failure("the model listed \(items.count) foods for one line")
        }
        var foods: [LLMFood] = []
        for (index, item) in items.enumerated() {
            switch food(item) {
            case .success(let food): foods.append(food)
            case .failure(let rejection): return .failure("food \(index + 1) of the model's answer \(rejection.reason)")
            }
        }
        return .success(foods)
    }

    private static func food(_ item: JSONValue) -> Result<LLMFood, Rejection> {
        guard let name = item["name"]?.string?.trimmingSpaces(), !name.isEmpty, name.count <= 120,
            !name.hasControlCharacters
        else {
            return .failure("has no usable name")
        }
        guard let grams = item["grams"]?.number else { return .failure("has no grams") }
        let confidence = min(max(item["confidence"]?.number ?? 0.5, 0), 1)
        let usdaID = item["usda_id"]?.string?.trimmingSpaces()
        if let usdaID, !usdaID.isEmpty {
            // A chosen candidate: its figures are USDA's, whatever the model wrote beside it.
            guard usdaID.count <= 40, !usdaID.hasControlCharacters else { return .failure("has an unusable usda_id") }
            return .success(
                LLMFood(
                    name: name, grams: grams, kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: nil,
                    confidence: confidence, usdaID: usdaID))
        }
        // Accept figures at the top level too: some models flatten the object.
        let figures = item["per_100g"].flatMap { $0 == .null ? nil : $0 } ?? item
        guard let kcal = figures["kcal"]?.number, let protein = figures["protein"]?.number,
            let carbs = figures["carbs"]?.number, let fat = figures["fat"]?.number
        else { return .failure("is missing kcal, protein, carbs or fat per 100 g, and chose no candidate") }
        return .success(
            LLMFood(
                name: name, grams: grams, kcal: kcal, protein: protein, carbs: carbs, fat: fat,
                fiber: figures["fiber"]?.number, confidence: confidence))
    }

    /// The first JSON object in the text: the whole text, a fenced block, or the outermost braces.
    static func extractJSON(_ text: String) -> JSONValue? {
        let trimmed = text.trimmingSpaces()
        if let whole = JSONParser.parse(Array(trimmed.utf8)), case .object = whole { return whole }
        let bytes = Array(trimmed.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "{")), let close = bytes.lastIndex(of: UInt8(ascii: "}")),
            open < close
        else { return nil }
        if let inner = JSONParser.parse(bytes[open...close]), case .object = inner { return inner }
        return nil
    }
}
