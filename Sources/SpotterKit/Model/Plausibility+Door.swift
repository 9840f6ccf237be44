/// The door check every way into the journal applies before a line is written: typed lines and LLM
/// answers (the engine), imports, merges and edits. Stricter than read-time screening: besides the
/// figures, dates must fall in 1900–2100 and texts keep to a length without control characters.
extension Plausibility {
    /// Why `entry` may not be journaled, or nil when it keeps every limit.
    public static func refusal(_ entry: Entry) -> String? {
        frameRefusal(entry) ?? payloadRefusal(entry.payload)
    }

    /// Why a payload may not be journaled: its texts, then its figures.
    static func payloadRefusal(_ payload: Payload) -> String? {
        if let problem = firstText(of: payload, where: textProblem) { return problem }
        if case .edit(let edit) = payload { return problem(edit) }
        return problem(payload)
    }

    /// Why `entry` may not be journaled for its time or the texts every entry has (id, line, input,
    /// resolver).
    static func frameRefusal(_ entry: Entry) -> String? {
        if let problem = dateProblem(entry.timestamp) { return problem }
        return textProblem("id", entry.id) ?? textProblem("line", entry.lineID) ?? textProblem("input", entry.input)
            ?? entry.resolver.flatMap { textProblem("resolver", $0) }
    }

    /// Why a journal line from elsewhere (a merge) may not be journaled, or nil. A line this build reads
    /// is checked as its entry, after its fields' types; a line of a newer version or an unknown kind
    /// passes, since only a newer build can judge it.
    public static func refusal(line json: JSONValue) -> String? {
        guard let version = json["v"]?.int, version <= Entry.formatVersion,
            let kind = json["kind"]?.string, kinds.contains(kind)
        else { return nil }
        for (field, value) in typedFields(json) {
            switch (value, numberFields.contains(field)) {
            case (.null, _), (.number, true), (.string, false): continue
            case (_, true): return "The \(field) is not a number"
            case (_, false): return "The \(field) is not text"
            }
        }
        guard let entry = EntryDecoder.entry(from: json) else {
            return "The line does not read as a \(kind) entry (a field is missing or of the wrong type)"
        }
        return refusal(entry)
    }

    /// `The date 1850-01-01 is outside 1900–2100` for a timestamp outside `years`.
    static func dateProblem(_ timestamp: Timestamp) -> String? {
        guard abs(timestamp.seconds) < 1 << 40 else { return "The timestamp is outside \(yearText)" }
        if localSecondsInYears.contains(timestamp.seconds + Int64(timestamp.offset)) { return nil }
        return "The date \(timestamp.day) is outside \(yearText)"
    }

    /// The local seconds from the first moment of `years` to the first after them: every entry's date
    /// is checked, and making each a day (its year, month and day) was most of the check.
    private static let localSecondsInYears: Range<Int64> = {
        let first = Day(year: years.lowerBound, month: 1, day: 1).daysSinceEpoch
        let pastLast = Day(year: years.upperBound + 1, month: 1, day: 1).daysSinceEpoch
        return Int64(first) * 86_400..<Int64(pastLast) * 86_400
    }()

    /// `1900–2100`.
    static var yearText: String { "\(years.lowerBound)–\(years.upperBound)" }

    /// Why a text named `name` may not be journaled: control characters, or longer than its limit.
    static func textProblem(_ name: String, _ text: String) -> String? {
        if text.hasControlCharacters { return "The \(name) contains control characters" }
        // Every limit is at least `maxTextCharacters`: most texts are far shorter, so skip the lookup.
        if text.utf8.count <= maxTextCharacters { return nil }
        // Inputs and reasons quote a whole line or name with words around it.
        let limit = composedFields.contains(name) ? 4 * maxTextCharacters : maxTextCharacters
        if text.utf8.count > limit && (text.utf8.count > 4 * limit || text.count > limit) {
            return "The \(name) is longer than \(limit) characters"
        }
        return nil
    }

    /// The edit's problem: a number out of bounds for its field, or a text that breaks the text rules.
    static func problem(_ edit: EditRecord) -> String? {
        if let problem = textProblem("target", edit.target) { return problem }
        for (field, value) in edit.changes.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .text(let text):
                if let problem = textProblem(field, text) { return problem }
            case .number(let number):
                let range = editRanges[field] ?? 0...Double.greatestFiniteMagnitude
                if let problem = outside("the \(field)", number, range) { return problem }
            }
        }
        return nil
    }

    // MARK: - Fields

    private static let kilogramsPerPound = 0.45359237

    /// The largest value each edited field can take, whatever the kind of entry it edits.
    static let editRanges: [String: ClosedRange<Double>] = [
        "reps": 0...maxReps, "rpe": rpeRange, "kg": 0...maxLoadKilograms,
        "lb": 0...(maxLoadKilograms / kilogramsPerPound),
        "weight": 0...(maxLoadKilograms / kilogramsPerPound), "grams": 0...maxGrams,
        "kcal": 0...(maxKcalPer100Grams / 100 * maxGrams), "protein": 0...maxGrams, "carbs": 0...maxGrams,
        "fat": 0...maxGrams, "fiber": 0...maxGrams, "ml": 0...maxMilliliters, "km": 0...(maxMeters / 1000),
        "m": 0...maxMeters, "min": 0...(maxSeconds / 60), "s": 0...maxSeconds,
    ]

    /// The journal's kinds this build reads.
    static let kinds: Set<String> = [
        "food", "water", "weight", "workout_start", "set", "workout_end", "cardio", "cardio_start", "session_note",
        "review", "delete", "edit",
    ]

    /// Fields holding a number, and fields holding text, as the journal writes them.
    static let numberFields: Set<String> = [
        "v", "grams", "kcal", "protein", "carbs", "fat", "fiber", "confidence", "ml", "weight", "kg", "reps", "rpe",
        "duration_s", "hold_s", "sets", "volume_kg", "distance_m", "intervals", "interval_m", "feel",
    ]
    static let textFields: Set<String> = [
        "id", "ts", "kind", "line", "input", "resolver", "text", "name", "status", "source", "note", "reason",
        "unit", "session", "exercise", "exercise_id", "plan", "day", "modality", "context", "bout", "about",
        "cause", "target",
    ]
    /// Fields Spotter composes around a typed line or name, so longer.
    static let composedFields: Set<String> = ["input", "reason", "about", "note"]

    private static func typedFields(_ json: JSONValue) -> [(String, JSONValue)] {
        guard case .object(let members) = json else { return [] }
        return members.filter { numberFields.contains($0.key) || textFields.contains($0.key) }
            .sorted { $0.key < $1.key }
    }

    /// The first answer of `check` over every text of the payload (with the name of its field), in
    /// field order; nil when it has none. Visits the texts in place: every entry written passes here.
    static func firstText(of payload: Payload, where check: (String, String) -> String?) -> String? {
        func add(_ name: String, _ text: String?) -> String? {
            guard let text else { return nil }
            return check(name, text)
        }
        switch payload {
        case .food(let food):
            return add("text", food.text) ?? add("name", food.name) ?? add("source", food.source)
                ?? add("note", food.note) ?? add("reason", food.reason)
        case .workoutStart(let start):
            return add("name", start.name) ?? add("plan", start.plan) ?? add("day", start.day)
        case .workoutSet(let set):
            return add("session", set.session) ?? add("exercise", set.exercise)
                ?? add("exercise_id", set.exerciseID) ?? add("note", set.note)
        case .workoutEnd(let end):
            if let found = add("session", end.session) { return found }
            for best in end.bests {
                if let found = add("exercise", best.exercise) ?? add("exercise_id", best.exerciseID) { return found }
            }
        case .cardio(let record):
            return add("context", record.context) ?? add("bout", record.bout)
        case .cardioStart(let record): return add("context", record.context)
        case .sessionNote(let note):
            if let found = add("session", note.session) ?? add("note", note.note) { return found }
            for pain in note.pain {
                if let found = add("pain", pain) { return found }
            }
        case .review(let review):
            return add("about", review.about) ?? add("reason", review.reason)
        case .deletion(let deletion):
            if let found = add("cause", deletion.cause) { return found }
            for target in deletion.targets {
                if let found = add("target", target) { return found }
            }
        case .water, .bodyWeight, .edit: break
        }
        return nil
    }
}
