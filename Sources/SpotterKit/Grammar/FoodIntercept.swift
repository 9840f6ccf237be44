/// The default stage: water first, then the food resolver, one entry per food; claims every line left.
struct FoodIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        // A journal repeats its meals: the same line is logged as it was last time, part by part.
        if let known = context.foodLine {
            context.reserveEntries(known.parts.count)
            for index in known.parts.indices {
                context.record(known.parts[index].payload, resolver: known.parts[index].resolver, checked: true)
            }
            // Usually the line's only messages: shared, not copied one by one.
            if context.outcome.messages.isEmpty {
                context.outcome.messages = known.messages
            } else {
                context.outcome.messages += known.messages
            }
            return true
        }
        let (entriesBefore, messagesBefore) = (context.entries.count, context.outcome.messages.count)
        logParts(text, context)
        // Only what the offline resolver settled whole, and may be journaled, is kept: a review names
        // its entry's own id.
        guard !context.outcome.failed, context.refusal == nil, !context.engine.resolver.asksRemotely else {
            return true
        }
        let made = context.entries[entriesBefore...]
        guard !made.contains(where: \.payload.needsReview) else { return true }
        context.foodLine = ParseMemo.FoodLine(
            parts: made.map { ParseMemo.FoodLine.Part(payload: $0.payload, resolver: $0.resolver) },
            messages: Array(context.outcome.messages[messagesBefore...]))
        return true
    }

    /// Water first, then the food resolver, one entry per food; a meal sentence may go to the model whole.
    private func logParts(_ text: String, _ context: LineContext) {
        let parts = context.foodParts
        let foodParts = parts.filter { context.water($0) == nil }
        if context.isMealSentence, !foodParts.isEmpty,
            let answer = context.engine.resolver.resolveSentence(text, parts: foodParts)
        {
            logSentence(answer, parts: parts, context)
            return
        }
        for part in parts.isEmpty ? [text] : parts {
            if let water = context.water(part) {
                logWater(water, part, context)
            } else {
                logFood(part, context.resolve(part), context.engine.resolver.name, context)
            }
        }
    }

    private func logWater(_ water: Result<Double, QuantityError>, _ part: String, _ context: LineContext) {
        switch water {
        case .success(let milliliters):
            context.record(.water(WaterRecord(milliliters: milliliters)))
            context.say(.success, "Logged \(Format.thousands(milliliters)) ml of water.")
        case .failure(let error):
            let id = context.record(.review(ReviewRecord(about: "water", reason: error.reason)))
            context.say(.review, "Kept \"\(part)\" for review: ".followed(byFirstClauseOf: error.reason))
            context.say(
                .review,
                "Fix: type it again; \(context.command("delete \(context.reference(to: id))")) removes this one.")
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

    /// `"zzqx" needs review: not in the food table.`: the reason's first clause, within 80 columns;
    /// the whole reason stays in the journal for `feed --review` and `explain`.
    static func reviewLine(_ part: String, _ reason: String) -> String {
        let subject = "\"\(part)\" is "
        let said = reason.hasPrefix(subject) ? String(reason.dropFirst(subject.count)) : reason
        return "\"\(part)\" needs review: ".followed(byFirstClauseOf: said)
    }

    /// A provider's account-wide refusal (a refused key, no credit, a hard rate limit) is fixed at the
    /// provider or with another resolver, not by editing the line: the reason's last clause says how.
    static func accountFix(_ reason: String) -> String? {
        guard let range = reason.ranges(of: "; ").last else { return nil }
        let clause = String(reason[range.upperBound...])
        guard clause.contains("--resolver mock") || clause.contains("environment variable") else { return nil }
        return clause.prefix(1).uppercased() + clause.dropFirst()
    }

    /// `spotter edit 3f2a9c1b text="…", or grams=… kcal=…`: what settles an unresolved food, within
    /// 80 columns after `Fix: `.
    static func fix(_ edit: String) -> String { "\(edit) text=\"…\", or grams=… kcal=… protein=… carbs=… fat=…" }

    /// `150 g · 248 kcal · P 46.5 · C 0 · F 5.4`.
    static func figures(_ food: ResolvedFood) -> String {
        "\(Format.number(food.grams)) g · \(Format.thousands(food.kcal)) kcal · "
            + "P \(Format.number(food.protein)) · C \(Format.number(food.carbs)) · F \(Format.number(food.fat))"
    }

    /// The parts settled offline as usual, then the model's foods for the open parts: paired with
    /// them in order when it found one food per part, else each under its own name.
    private func logSentence(_ answer: SentenceAnswer, parts: [String], _ context: LineContext) {
        let name = context.engine.resolver.name
        for part in parts where !answer.open.contains(part) {
            if let water = context.water(part) {
                logWater(water, part, context)
            } else {
                logFood(part, context.resolve(part), name, context)
            }
        }
        switch answer.resolution {
        case .resolved(let foods):
            let paired = foods.count == answer.open.count
            for (index, food) in foods.enumerated() {
                logFood(paired ? answer.open[index] : food.name, .resolved([food]), name, context)
            }
        case .unresolved:
            for part in answer.open { logFood(part, answer.resolution, name, context) }
        }
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
            let review = context.review(part, reason: reason) {
                (Self.reviewLine(part, reason), Self.accountFix(reason))
            }
            context.say(.review, review.line)
            context.say(
                .review, "Fix: " + (review.accountFix ?? Self.fix(context.command("edit \(context.reference(to: id))")))
            )
            context.outcome.failed = true
        }
    }
}
