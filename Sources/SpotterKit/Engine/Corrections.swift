/// `undo`, `delete` and `edit`: each writes a new line that refers to the entries it changes.
enum Corrections {
    /// Deletes every entry named, as one correction; numbers are read from the feed as shown, before
    /// any of them is removed, so `delete 3 4 5` removes the rows numbered 3, 4 and 5.
    static func delete(_ references: [String], _ context: LineContext) throws {
        var named: [(entry: Entry, members: [Entry])] = []
        var targets: [String] = []
        for reference in references {
            let entry = try context.engine.entry(forReference: reference).get()
            guard !named.contains(where: { $0.entry.id == entry.id }) else { continue }
            // A workout goes whole: its start, sets, end and notes in the same correction.
            let members = entry.kind == "workout_start" ? try context.engine.sessionEntries(entry.id) : [entry]
            named.append((entry, members))
            for member in members where !targets.contains(member.id) { targets.append(member.id) }
        }
        context.record(.deletion(DeletionRecord(targets: targets, cause: "delete")))
        context.reloadState = true
        for (entry, members) in named {
            context.say(
                .success,
                "Deleted \(entry.kind) \"\(FeedText.text(of: entry))\" (\(entry.id.prefix(8)))\(withSession(members)).")
        }
    }

    /// ` with its 3 sets, its end and 1 note` for a workout deleted whole; empty for one entry.
    private static func withSession(_ members: [Entry]) -> String {
        let kinds = members.dropFirst().map(\.kind)
        guard !kinds.isEmpty else { return "" }
        var parts: [String] = []
        let sets = kinds.filter { $0 == "set" }.count
        if sets > 0 { parts.append("its \(Format.count(sets, "set"))") }
        if kinds.contains("workout_end") { parts.append("its end") }
        let notes = kinds.filter { $0 == "session_note" }.count
        if notes > 0 { parts.append(Format.count(notes, "note")) }
        return " with " + Format.list(parts)
    }

    static func edit(_ reference: String, _ assignments: [String], _ context: LineContext) throws {
        let entry = try context.engine.entry(forReference: reference).get()
        let allowed = EntryEditing.fields(for: entry.payload)
        guard !allowed.isEmpty else {
            throw EngineFailure.badEdit(
                "A \(entry.kind) entry cannot be edited; delete it and log it again.")
        }
        var changes: [String: EditValue] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw EngineFailure.badEdit(
                    "\"\(assignment)\" is not FIELD=VALUE; fields for \(entry.kind): \(allowed.joined(separator: ", "))."
                )
            }
            let field = assignment[..<equals].lowercased()
            let value = String(assignment[assignment.index(after: equals)...])
            guard allowed.contains(field) else {
                throw EngineFailure.badEdit(
                    "\(entry.kind) entries have no field \"\(field)\"; use \(allowed.joined(separator: ", ")).")
            }
            if field == "text" {
                changes.merge(try reresolve(value, context)) { _, new in new }
            } else if EntryEditing.textFields.contains(field) {
                changes[field] = .text(value)
            } else {
                guard let number = Double(value), number.isFinite else {
                    throw EngineFailure.badEdit("\(field)=\(value): the value must be a number.")
                }
                changes[field] = .number(number)
            }
        }
        let edited = EntryEditing.apply(changes, to: entry.payload)
        // The edited entry keeps the limits a typed line keeps.
        if let problem = Plausibility.problem(edited)
            ?? Plausibility.problem(EditRecord(target: entry.id, changes: changes))
        {
            throw EngineFailure.badEdit("\(problem); nothing was changed.")
        }
        context.record(.edit(EditRecord(target: entry.id, changes: changes)))
        context.reloadState = true
        var shown = entry
        shown.payload = edited
        let figure = FeedText.figure(of: shown, unit: context.config.units)
        context.say(.success, "Edited \(entry.id.prefix(8)): \(FeedText.text(of: shown)) · \(figure)")
        if case .food(let food) = edited, food.status == .needsReview {
            // grams= alone cannot settle a food the resolver did not know: it has no figures to scale.
            context.say(
                .review,
                "It still needs review: a weight alone gives no figures for a food Spotter does not know; "
                    + "add kcal=… protein=… carbs=… fat=…, or text=\"…\" naming a food it knows.")
        }
    }

    /// `text=...` on a food: resolve the new text and replace every figure.
    private static func reresolve(_ text: String, _ context: LineContext) throws -> [String: EditValue] {
        switch context.engine.resolver.resolve(text) {
        case .resolved(let foods) where foods.count == 1:
            let food = foods[0]
            var changes: [String: EditValue] = [
                "text": .text(text), "name": .text(food.name), "grams": .number(food.grams),
                "kcal": .number(food.kcal), "protein": .number(food.protein), "carbs": .number(food.carbs),
                "fat": .number(food.fat), "status": .text(food.status.rawValue), "source": .text(food.source),
            ]
            if let fiber = food.fiber { changes["fiber"] = .number(fiber) }
            return changes
        case .resolved:
            throw EngineFailure.badEdit(
                "\"\(text)\" is several foods; edit with one food, or delete and log the line again.")
        case .unresolved(let reason):
            throw EngineFailure.badEdit("\"\(text)\" could not be resolved: \(reason)")
        }
    }
}
