/// Writes an entry as one journal line with a fixed key order (stable for diffs, grep and golden files).
public enum EntryEncoder {
    /// The entry as a JSON object followed by a newline.
    public static func line(for entry: Entry) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        append(entry, to: &bytes)
        return bytes
    }

    /// Appends the entry's line to a buffer (the journal's pending writes) without an intermediate array.
    public static func append(_ entry: Entry, to buffer: inout [UInt8]) {
        var timestamps = TimestampText()
        append(entry, to: &buffer, timestamps: &timestamps)
    }

    /// Appends the entry's line, its time written from `timestamps` when it repeats the last one.
    public static func append(_ entry: Entry, to buffer: inout [UInt8], timestamps: inout TimestampText) {
        var json = JSONWriter(capacity: 512)
        append(entry, to: &buffer, timestamps: &timestamps, writer: &json)
    }

    /// Appends the entry's line, written in `writer`'s room (a journal's entries reuse one writer).
    static func append(
        _ entry: Entry, to buffer: inout [UInt8], timestamps: inout TimestampText,
        writer json: inout JSONWriter
    ) {
        json.restart()
        json.int("v", Entry.formatVersion)
        json.string("id", entry.id)
        json.timestamp("ts", entry.timestamp, text: &timestamps)
        json.string("kind", entry.kind)
        json.string("line", entry.lineID)
        json.string("input", entry.input)
        json.optionalString("resolver", entry.resolver)
        encode(entry.payload, into: &json)
        json.finishLine(appendingTo: &buffer)
    }

    /// The entry as a JSON string without the newline (for `--json` output).
    public static func json(for entry: Entry) -> String {
        var bytes = line(for: entry)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }

    static func encode(_ payload: Payload, into json: inout JSONWriter) {
        switch payload {
        case .food(let food):
            json.string("text", food.text)
            json.key("name")
            if let name = food.name { JSONWriter.appendStringValue(name, into: &json) } else { json.null() }
            json.number("grams", food.grams)
            json.number("kcal", food.kcal)
            json.number("protein", food.protein)
            json.number("carbs", food.carbs)
            json.number("fat", food.fat)
            json.number("fiber", food.fiber)
            json.string("status", food.status.rawValue)
            json.optionalNumber("confidence", food.confidence)
            json.optionalString("source", food.source)
            json.optionalString("note", food.note)
            json.optionalString("reason", food.reason)
        case .water(let water):
            json.number("ml", water.milliliters)
        case .bodyWeight(let weight):
            encode(weight.load, into: &json)
        case .workoutStart(let start):
            json.optionalString("name", start.name)
            if start.implicit { json.bool("implicit", true) }
            json.optionalString("plan", start.plan)
            json.optionalString("day", start.day)
        case .workoutSet(let set):
            json.string("session", set.session)
            json.string("exercise", set.exercise)
            json.string("exercise_id", set.exerciseID)
            if set.custom { json.bool("custom", true) }
            json.number("reps", set.reps.map(Double.init))
            if let load = set.load { encode(load, into: &json) } else { json.number("kg", nil) }
            json.optionalNumber("rpe", set.rpe)
            if !set.flags.isEmpty { json.stringArray("flags", set.flags.map(\.rawValue)) }
            if let note = set.note { json.string("note", note) }
            json.optionalNumber("hold_s", set.holdSeconds)
        case .workoutEnd(let end):
            json.string("session", end.session)
            json.number("duration_s", end.durationSeconds)
            json.int("sets", end.sets)
            json.number("volume_kg", end.volumeKilograms)
            if !end.bests.isEmpty { json.raw("bests", bests(end.bests)) }
        case .cardio(let cardio):
            json.string("modality", cardio.modality.rawValue)
            json.optionalNumber("distance_m", cardio.distanceMeters)
            json.optionalNumber("duration_s", cardio.durationSeconds)
            json.optionalNumber("intervals", cardio.intervals.map(Double.init))
            json.optionalNumber("interval_m", cardio.intervalMeters)
            json.optionalString("context", cardio.context)
            json.optionalString("bout", cardio.bout)
        case .cardioStart(let start):
            json.string("modality", start.modality.rawValue)
            json.optionalString("context", start.context)
        case .sessionNote(let note):
            json.string("session", note.session)
            json.optionalNumber("feel", note.feel.map(Double.init))
            if !note.pain.isEmpty { json.stringArray("pain", note.pain) }
            json.optionalString("note", note.note)
        case .review(let review):
            json.string("about", review.about)
            json.string("reason", review.reason)
        case .deletion(let deletion):
            json.stringArray("targets", deletion.targets)
            json.string("cause", deletion.cause)
        case .edit(let edit):
            json.string("target", edit.target)
            var changes = JSONWriter(capacity: 64)
            for key in edit.changes.keys.sorted() {
                changes.dynamicKey(key)
                switch edit.changes[key] {
                case .number(let value): changes.rawValue(JSONWriter.numberText(value))
                case .text(let value): JSONWriter.appendStringValue(value, into: &changes)
                case nil: changes.null()
                }
            }
            json.raw("changes", changes.finish())
        }
    }

    /// The bests as a JSON array of objects, one per exercise.
    static func bests(_ bests: [ExerciseBest]) -> [UInt8] {
        var array: [UInt8] = [UInt8(ascii: "[")]
        for (index, best) in bests.enumerated() {
            if index > 0 { array.append(UInt8(ascii: ",")) }
            var object = JSONWriter(capacity: 160)
            object.string("exercise_id", best.exerciseID)
            object.string("exercise", best.exercise)
            object.number("e1rm_kg", (best.estimatedKilograms * 10).rounded() / 10)
            object.int("reps", best.reps)
            encode(best.load, into: &object)
            if best.isRecord { object.bool("record", true) }
            array.append(contentsOf: object.finish())
        }
        array.append(UInt8(ascii: "]"))
        return array
    }

    static func encode(_ load: Load, into json: inout JSONWriter) {
        json.number("weight", load.value)
        json.string("unit", load.unit.rawValue)
        json.number("kg", (load.kilograms * 1000).rounded() / 1000)
    }
}
