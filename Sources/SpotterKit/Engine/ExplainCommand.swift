/// `explain TEXT`: how a line would be read as food, phrase by phrase, without journaling it.
enum ExplainCommand {
    static func run(_ text: String, json: Bool, _ context: LineContext) {
        let engine = context.engine
        let resolver =
            (engine.resolver as? TableFoodResolver)
            ?? (engine.resolver as? ChainFoodResolver)?.table ?? TableFoodResolver(table: engine.foods)
        let line = LineContext(engine: engine, text: text, now: engine.now)
        let parts = line.foodParts.isEmpty ? [text] : line.foodParts
        var explanations: [[UInt8]] = []
        if !json, parts.count > 1 || parts.first != text {
            context.say(
                .info,
                "Read as \(parts.count) food phrase\(parts.count == 1 ? "" : "s"): "
                    + parts.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        for part in parts {
            if case .success(let millilitres)? = line.water(part) {
                if json {
                    var writer = JSONWriter(capacity: 64)
                    writer.string("phrase", part)
                    writer.number("water_ml", millilitres)
                    explanations.append(writer.finish())
                } else {
                    context.say(.info, "\"\(part)\" → water, \(Format.thousands(millilitres)) ml")
                }
                continue
            }
            let explanation = FoodExplanation(part, resolver: resolver)
            if json {
                explanations.append(Self.json(explanation))
            } else {
                explanation.lines.forEach { context.say(.info, $0) }
            }
        }
        if json { context.say(.data, String(decoding: JSONWriter.array(explanations), as: UTF8.self)) }
    }

    private static func json(_ explanation: FoodExplanation) -> [UInt8] {
        var writer = JSONWriter(capacity: 512)
        writer.string("phrase", explanation.phrase)
        writer.optionalString("quantity", explanation.quantity)
        writer.string("food", explanation.food)
        writer.optionalString("table_row", explanation.tableRow)
        writer.stringArray("corrections", explanation.corrections)
        writer.stringArray("ignored_words", explanation.ignoredWords)
        writer.stringArray("place_words", explanation.placeWords)
        writer.optionalString("certainty", explanation.certainty)
        writer.raw(
            "candidates",
            JSONWriter.array(
                explanation.candidates.map { candidate in
                    var item = JSONWriter(capacity: 128)
                    item.string("name", candidate.name)
                    item.string("source", candidate.source)
                    item.number("score", (candidate.score * 1000).rounded() / 1000)
                    item.number("coverage", (candidate.coverage * 1000).rounded() / 1000)
                    return item.finish()
                }))
        switch explanation.resolution {
        case .resolved(let foods):
            writer.raw(
                "result",
                JSONWriter.array(
                    foods.map { food in
                        var item = JSONWriter(capacity: 256)
                        item.string("name", food.name)
                        item.number("grams", food.grams)
                        item.number("kcal", food.kcal)
                        item.number("protein", food.protein)
                        item.number("carbs", food.carbs)
                        item.number("fat", food.fat)
                        item.string("status", food.status.rawValue)
                        item.string("source", food.source)
                        item.optionalString("note", food.note)
                        return item.finish()
                    }))
        case .unresolved(let reason):
            writer.string("status", FoodStatus.needsReview.rawValue)
            writer.string("reason", reason)
        }
        return writer.finish()
    }
}
