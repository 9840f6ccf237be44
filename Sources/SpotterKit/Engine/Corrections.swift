/// `undo`, `delete` and `edit`: each writes a new line that refers to the entries it changes.
enum Corrections {
    /// Removes everything the last input line created: this engine's own last line in the REPL,
    /// otherwise the journal's last line that is not already removed.
    static func undo(_ context: LineContext) throws {
        let engine = context.engine
        var target: (ids: [String], input: String)?
        if let own = engine.ownLines.popLast() {
            target = (own.ids, own.input)
        } else if !engine.undoesOwnLinesOnly {
            var deleted = Set<String>()
            var lineID: String?
            var ids: [String] = []
            var input = ""
            try engine.store.scanBackward { entry in
                if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
                if entry.payload.isCorrection || deleted.contains(entry.id) { return lineID == nil }
                if lineID == nil { lineID = entry.lineID }
                guard entry.lineID == lineID else { return false }
                ids.insert(entry.id, at: 0)
                input = entry.input
                return true
            }
            if !ids.isEmpty { target = (ids, input) }
        }
        guard let target else {
            // After a restart the REPL's undo has nothing of its own; the journal's lines are deleted by number.
            throw engine.undoesOwnLinesOnly ? EngineFailure.nothingTypedToUndo : EngineFailure.nothingToUndo
        }
        context.record(.deletion(DeletionRecord(targets: target.ids, cause: "undo")))
        context.reloadState = true
        let count = Format.count(target.ids.count, "entry")
        context.say(.success, "Undid \"\(target.input)\" (\(count)).")
    }

    /// Deletes every entry named, as one correction; numbers are read from the feed as shown, before
    /// any of them is removed, so `delete 3 4 5` removes the rows numbered 3, 4 and 5.
    static func delete(_ references: [String], _ context: LineContext) throws {
        var entries: [Entry] = []
        for reference in references {
            let entry = try context.engine.entry(forReference: reference).get()
            if !entries.contains(where: { $0.id == entry.id }) { entries.append(entry) }
        }
        context.record(.deletion(DeletionRecord(targets: entries.map(\.id), cause: "delete")))
        context.reloadState = true
        for entry in entries {
            context.say(.success, "Deleted \(entry.kind) \"\(FeedText.text(of: entry))\" (\(entry.id.prefix(8))).")
        }
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
