/// The default stage: water first, then the food resolver, one entry per food; claims every line left.
struct FoodIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        let resolver = context.engine.resolver
        var answers: [String: FoodResolution] = [:]
        let parts = context.engine.splitter.split(text) { phrase in
            if WaterParser.parse(phrase) != nil { return true }
            let answer = resolver.resolve(phrase)
            answers[phrase] = answer
            if case .resolved = answer { return true }
            return false
        }
        for part in parts.isEmpty ? [text] : parts {
            if let water = WaterParser.parse(part) {
                logWater(water, part, context)
            } else {
                logFood(part, answers[part] ?? resolver.resolve(part), resolver.name, context)
            }
        }
        return true
    }

    private func logWater(_ water: Result<Double, QuantityError>, _ part: String, _ context: LineContext) {
        switch water {
        case .success(let milliliters):
            context.record(.water(WaterRecord(milliliters: milliliters)))
            context.say(.success, "Logged \(Format.thousands(milliliters)) ml of water.")
        case .failure(let error):
            let entry = context.record(.review(ReviewRecord(about: "water", reason: error.reason)))
            context.say(.warning, "Kept \"\(part)\" for review: \(error.reason.asSentence) `spotter delete \(entry.id.prefix(8))` removes it.")
            context.outcome.failed = true
        }
    }

    private func logFood(_ part: String, _ answer: FoodResolution, _ resolverName: String, _ context: LineContext) {
        switch answer {
        case .resolved(let foods):
            for food in foods {
                context.record(.food(FoodRecord(text: part, resolved: food)), resolver: resolverName)
                let figures = "\(Format.number(food.grams)) g · \(Format.thousands(food.kcal)) kcal · "
                    + "P \(Format.number(food.protein)) · C \(Format.number(food.carbs)) · F \(Format.number(food.fat))"
                if food.status == .ok {
                    context.say(.success, "\(part) → \(food.name): \(figures)")
                } else {
                    let note = food.note.map { " (estimate: \($0))" } ?? " (estimate)"
                    context.say(.warning, "\(part) → \(food.name): \(figures)\(note)")
                }
            }
        case .unresolved(let reason):
            let entry = context.record(.food(FoodRecord(text: part, unresolvedReason: reason)), resolver: resolverName)
            context.say(
                .warning,
                "\"\(part)\" needs review: \(reason.asSentence) Fix: spotter edit \(entry.id.prefix(8)) grams=… kcal=… protein=… carbs=… fat=… (or text=\"…\")")
            context.outcome.failed = true
        }
    }
}
