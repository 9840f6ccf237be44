/// The default stage: water first, then the food resolver, one entry per food; claims every line left.
struct FoodIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        let parts = context.foodParts
        for part in parts.isEmpty ? [text] : parts {
            if let water = context.water(part) {
                logWater(water, part, context)
            } else {
                logFood(part, context.resolve(part), context.engine.resolver.name, context)
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
            let id = context.record(.review(ReviewRecord(about: "water", reason: error.reason)))
            context.say(
                .review,
                "Kept \"\(part)\" for review: \(error.reason.asSentence) `spotter delete \(id.prefix(8))` removes it.")
            context.outcome.failed = true
        }
    }

    /// `150g chicken → chicken breast: 150 g · 248 kcal · P 46.5 · C 0 · F 5.4`, marked when estimated.
    static func message(_ part: String, _ food: ResolvedFood) -> Message {
        let figures = Self.figures(food)
        if food.status == .ok { return Message(.success, "\(part) → \(food.name): \(figures)") }
        let note = food.note.map { " (estimate: \($0))" } ?? " (estimate)"
        return Message(.warning, "\(part) → \(food.name): \(figures)\(note)")
    }

    /// `150 g · 248 kcal · P 46.5 · C 0 · F 5.4`.
    static func figures(_ food: ResolvedFood) -> String {
        "\(Format.number(food.grams)) g · \(Format.thousands(food.kcal)) kcal · "
            + "P \(Format.number(food.protein)) · C \(Format.number(food.carbs)) · F \(Format.number(food.fat))"
    }

    private func logFood(_ part: String, _ answer: FoodResolution, _ resolverName: String, _ context: LineContext) {
        switch answer {
        case .resolved(let foods):
            for food in foods {
                context.record(.food(FoodRecord(text: part, resolved: food)), resolver: resolverName)
            }
            context.outcome.messages += context.foodMessages(part) { foods.map { Self.message(part, $0) } }
        case .unresolved(let reason):
            let id = context.record(.food(FoodRecord(text: part, unresolvedReason: reason)), resolver: resolverName)
            context.say(
                .review,
                "\"\(part)\" needs review: \(reason.asSentence) Fix: spotter edit \(id.prefix(8)) grams=… kcal=… protein=… carbs=… fat=… (or text=\"…\")"
            )
            context.outcome.failed = true
        }
    }
}
