/// `feed`: the entries of a day or a range, numbered per day, oldest first.
enum FeedCommand {
    /// The kinds `--kind` accepts (the journal's `kind` values).
    static let kinds = [
        "food", "water", "weight", "workout_start", "set", "workout_end", "cardio", "cardio_start", "session_note",
        "review",
    ]

    static func run(
        from: String?, to: String?, review: Bool, json: Bool, kinds: [String] = [], _ context: LineContext
    ) throws {
        let engine = context.engine
        if let unknown = kinds.first(where: { !Self.kinds.contains($0) }) {
            throw EngineFailure.usage(
                "--kind \(unknown) is not a kind; use one or more of \(Self.kinds.joined(separator: ", ")).")
        }
        // `--review` alone looks through the whole history: unresolved items may be old.
        let everything = review && from == nil && to == nil
        let first = everything ? engine.now.day.adding(days: -3650) : try CommandRunner.day(from, context)
        let last = try CommandRunner.day(to ?? from, context)
        guard first <= last else { throw EngineFailure.usage("--from must not be after --to.") }
        guard last.daysSinceEpoch - first.daysSinceEpoch <= 3660 else {
            throw EngineFailure.usage("A feed covers at most ten years; narrow --from/--to.")
        }
        let entries = try engine.entries(from: first, through: last).entries
        var byDay: [Day: [Entry]] = [:]
        for entry in entries { byDay[entry.timestamp.day, default: []].append(entry) }
        var shown = 0
        // `--json` is one array of journal lines, so a script parses the whole feed at once.
        var items: [[UInt8]] = []
        for day in byDay.keys.sorted() {
            let dayEntries = byDay[day] ?? []
            // Numbers stay those of the whole day's feed, so `delete N` still means what the row shows.
            let rows = dayEntries.enumerated().filter { row in
                (!review || row.element.payload.needsReview) && (kinds.isEmpty || kinds.contains(row.element.kind))
            }
            guard !rows.isEmpty else { continue }
            if !json { context.say(.info, engine.style.bold(day.iso8601)) }
            for (index, entry) in rows {
                shown += 1
                if json {
                    items.append(Array(EntryEncoder.json(for: entry).utf8))
                } else {
                    context.say(
                        .info,
                        FeedText.row(
                            number: index + 1, entry: entry, style: engine.style, unit: context.config.units))
                    if review {
                        // A number names an entry of today only; other days' entries go by id.
                        let reference = day == engine.now.day ? String(index + 1) : String(entry.id.prefix(8))
                        for line in fix(entry, reference: reference, context) {
                            context.say(.info, "       " + engine.style.dim(line))
                        }
                    }
                }
            }
        }
        if json { return context.say(.data, String(decoding: JSONWriter.array(items), as: UTF8.self)) }
        if shown == 0 {
            let span = first == last ? first.iso8601 : "\(first.iso8601) to \(last.iso8601)"
            context.say(.info, review ? "Nothing needs review (\(span))." : "No entries (\(span)).")
        }
    }

    /// The reason an item needs review, then the command that settles it, in the user's own syntax.
    static func fix(_ entry: Entry, reference: String, _ context: LineContext) -> [String] {
        switch entry.payload {
        case .food(let food):
            return [
                (food.reason ?? "Unresolved.").asSentence,
                "Fix: " + FoodIntercept.fix(context.command("edit \(reference)")),
            ]
        case .review(let review):
            return [review.reason.asSentence, "Fix: type it again, then \(context.command("delete \(reference)"))."]
        default:
            return []
        }
    }
}
