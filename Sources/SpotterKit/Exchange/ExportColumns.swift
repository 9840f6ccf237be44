/// The CSV columns of each kind of entry, in a fixed order so spreadsheets and scripts can rely on it.
///
/// Every file starts with the entry's id and when it happened (local `date` and `time`, and the full
/// `timestamp` with its offset) and ends with what the user typed; absent values are empty fields.
enum ExportColumns {
    static let leading = ["id", "date", "time", "timestamp"]
    static let trailing = ["input"]

    /// The header row for a kind.
    static func header(for kind: String) -> [String] {
        leading + payloadColumns(kind) + trailing
    }

    /// The header of a table of several kinds: a `kind` column, then each kind's columns once, in order.
    static func header(forKinds kinds: [String]) -> [String] {
        var columns = leading + ["kind"]
        for kind in kinds {
            for column in payloadColumns(kind) where !columns.contains(column) { columns.append(column) }
        }
        return columns + trailing
    }

    static func payloadColumns(_ kind: String) -> [String] {
        switch kind {
        case "food":
            ["text", "name", "grams", "kcal", "protein", "carbs", "fat", "fiber", "status", "confidence", "source"]
        case "water": ["ml"]
        case "weight": ["weight", "unit", "kg"]
        case "workout_start": ["name", "implicit", "plan", "day"]
        case "set":
            [
                "session", "exercise", "exercise_id", "reps", "weight", "unit", "weight_kg", "rpe", "flags", "hold_s",
                "note",
            ]
        case "workout_end": ["session", "duration_s", "sets", "volume_kg", "best_e1rm_kg"]
        case "session_note": ["session", "feel", "pain", "note"]
        case "cardio": ["modality", "distance_m", "duration_s", "intervals", "interval_m", "context"]
        case "cardio_start": ["modality", "context"]
        case "review": ["about", "reason"]
        default: []
        }
    }

    /// One row for an entry, matching `header(for: entry.kind)`.
    static func row(for entry: Entry) -> [String] {
        let time = entry.timestamp
        return [entry.id, time.day.iso8601, time.clockTime, time.iso8601] + payloadFields(entry.payload)
            + [entry.input]
    }

    static func payloadFields(_ payload: Payload) -> [String] {
        switch payload {
        case .food(let food):
            [
                food.text, food.name ?? "", number(food.grams), number(food.kcal), number(food.protein),
                number(food.carbs), number(food.fat), number(food.fiber), food.status.rawValue,
                number(food.confidence), food.source ?? "",
            ]
        case .water(let water): [number(water.milliliters)]
        case .bodyWeight(let weight): [number(weight.load.value), weight.load.unit.rawValue, kilograms(weight.load)]
        case .workoutStart(let start):
            [start.name ?? "", start.implicit ? "true" : "false", start.plan ?? "", start.day ?? ""]
        case .workoutSet(let set):
            [
                set.session, set.exercise, set.exerciseID, number(set.reps.map(Double.init)),
                number(set.load?.value), set.load?.unit.rawValue ?? "", set.load.map(kilograms) ?? "",
                number(set.rpe), set.flags.map(\.rawValue).joined(separator: " "), number(set.holdSeconds),
                set.note ?? "",
            ]
        case .workoutEnd(let end):
            [
                end.session, number(end.durationSeconds), String(end.sets), number(end.volumeKilograms),
                end.bests.map { "\($0.exerciseID)=\(number(($0.estimatedKilograms * 10).rounded() / 10))" }
                    .joined(separator: " "),
            ]
        case .sessionNote(let note):
            [note.session, number(note.feel.map(Double.init)), note.pain.joined(separator: "; "), note.note ?? ""]
        case .cardio(let cardio):
            [
                cardio.modality.rawValue, number(cardio.distanceMeters), number(cardio.durationSeconds),
                number(cardio.intervals.map(Double.init)), number(cardio.intervalMeters), cardio.context ?? "",
            ]
        case .cardioStart(let start): [start.modality.rawValue, start.context ?? ""]
        case .review(let review): [review.about, review.reason]
        case .deletion, .edit: []
        }
    }

    /// Plain digits as the journal writes them (`72.5`, `100`), empty when absent.
    static func number(_ value: Double?) -> String {
        value.map(JSONWriter.numberText) ?? ""
    }

    /// Rounded to grams, as the journal stores it.
    static func kilograms(_ load: Load) -> String {
        number((load.kilograms * 1000).rounded() / 1000)
    }
}
