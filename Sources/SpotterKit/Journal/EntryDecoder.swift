/// Reads one journal line back into an entry; lines it does not understand are kept, not dropped.
public enum EntryDecoder {
    /// The outcome of reading one line.
    public enum Line: Sendable, Equatable {
        case entry(Entry)
        /// Valid JSON written by a newer or unknown version, or of an unknown kind: passed through.
        case unknown(String)
        /// Not a JSON object at all (hand edits, disk damage), one with a key twice, or a line longer than
        /// `Plausibility.maxLineBytes`.
        case malformed
    }

    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Line {
        guard bytes.count <= Plausibility.maxLineBytes else { return .malformed }
        if let set = SetLineDecoder.entry(bytes) { return .entry(set) }
        return parsed(bytes)
    }

    /// `decode` by the whole JSON parse, whatever the line: what `SetLineDecoder` must agree with.
    static func parsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Line {
        guard let value = JSONParser.parse(bytes, knownKeys: knownKeys), case .object = value else { return .malformed }
        guard let entry = entry(from: value) else {
            return .unknown(String(decoding: bytes, as: UTF8.self))
        }
        return .entry(entry)
    }

    public static func decode(_ text: String) -> Line {
        var bytes = Array(text.utf8)
        if bytes.last == 0x0A { bytes.removeLast() }
        return bytes.withUnsafeBufferPointer { decode($0) }
    }

    /// Every key below (`JSONKey.entryKeys`), for the parser to take a line's keys from rather than make them
    /// again; laid out beforehand in `EntryDecoder+KnownKeys.swift`.
    static func builtKnownKeys() -> JSONKeyTable { JSONKeyTable(JSONKey.entryKeys) }

    static func entry(from json: JSONValue) -> Entry? {
        guard let version = json[.v]?.int, version <= Entry.formatVersion,
            let id = json[.id]?.string, let ts = json[.ts]?.string,
            let timestamp = TimestampParser.parse(ts), let kind = json[.kind]?.string,
            let payload = payload(kind: kind, json)
        else { return nil }
        return Entry(
            id: id, timestamp: timestamp, lineID: json[.line]?.string ?? id, input: json[.input]?.string ?? "",
            resolver: json[.resolver]?.string, payload: payload)
    }

    static func payload(kind: String, _ json: JSONValue) -> Payload? {
        switch kind {
        case "food":
            guard let status = json[.status]?.string.flatMap(FoodStatus.init(rawValue:)) else { return nil }
            return .food(
                FoodRecord(
                    text: json[.text]?.string ?? json[.input]?.string ?? "", name: json[.name]?.string,
                    grams: json[.grams]?.number, kcal: json[.kcal]?.number, protein: json[.protein]?.number,
                    carbs: json[.carbs]?.number, fat: json[.fat]?.number, fiber: json[.fiber]?.number,
                    status: status, confidence: json[.confidence]?.number, source: json[.source]?.string,
                    note: json[.note]?.string, reason: json[.reason]?.string))
        case "water":
            guard let ml = json[.ml]?.number else { return nil }
            return .water(WaterRecord(milliliters: ml))
        case "weight":
            guard let load = load(json) else { return nil }
            return .bodyWeight(BodyWeightRecord(load: load))
        case "workout_start":
            return .workoutStart(
                WorkoutStartRecord(
                    name: json[.name]?.string, implicit: json[.implicit]?.bool ?? false, plan: json[.plan]?.string,
                    day: json[.day]?.string))
        case "set":
            guard let session = json[.session]?.string, let exercise = json[.exercise]?.string else { return nil }
            return .workoutSet(
                SetRecord(
                    session: session, exercise: exercise, exerciseID: json[.exerciseId]?.string ?? exercise,
                    custom: json[.custom]?.bool ?? false, reps: json[.reps]?.int, load: load(json),
                    rpe: json[.rpe]?.number,
                    flags: (json[.flags]?.array ?? []).compactMap { $0.string.flatMap(SetFlag.init(rawValue:)) },
                    note: json[.note]?.string, holdSeconds: json[.holdS]?.number))
        case "workout_end":
            guard let session = json[.session]?.string else { return nil }
            return .workoutEnd(
                WorkoutEndRecord(
                    session: session, durationSeconds: json[.durationS]?.number ?? 0, sets: json[.sets]?.int ?? 0,
                    volumeKilograms: json[.volumeKg]?.number ?? 0,
                    bests: (json[.bests]?.array ?? []).compactMap(best)))
        case "cardio":
            guard let modality = json[.modality]?.string.flatMap(CardioModality.init(rawValue:)) else { return nil }
            return .cardio(
                CardioRecord(
                    modality: modality, distanceMeters: json[.distanceM]?.number,
                    durationSeconds: json[.durationS]?.number, intervals: json[.intervals]?.int,
                    intervalMeters: json[.intervalM]?.number, context: json[.context]?.string,
                    bout: json[.bout]?.string))
        case "cardio_start":
            guard let modality = json[.modality]?.string.flatMap(CardioModality.init(rawValue:)) else { return nil }
            return .cardioStart(CardioStartRecord(modality: modality, context: json[.context]?.string))
        case "session_note":
            guard let session = json[.session]?.string else { return nil }
            return .sessionNote(
                SessionNoteRecord(
                    session: session, feel: json[.feel]?.int, pain: (json[.pain]?.array ?? []).compactMap(\.string),
                    note: json[.note]?.string))
        case "review":
            return .review(ReviewRecord(about: json[.about]?.string ?? "entry", reason: json[.reason]?.string ?? ""))
        case "delete":
            let targets = (json[.targets]?.array ?? []).compactMap(\.string)
            guard !targets.isEmpty else { return nil }
            return .deletion(DeletionRecord(targets: targets, cause: json[.cause]?.string ?? "delete"))
        case "edit":
            guard let target = json[.target]?.string, case .object(let members)? = json[.changes] else {
                return nil
            }
            var changes: [String: EditValue] = [:]
            for (key, value) in members {
                switch value {
                case .number(let number): changes[key] = .number(number)
                case .string(let text): changes[key] = .text(text)
                default: continue
                }
            }
            return .edit(EditRecord(target: target, changes: changes))
        default:
            return nil
        }
    }

    static func best(_ json: JSONValue) -> ExerciseBest? {
        guard let id = json[.exerciseId]?.string, let kilograms = json[.e1rmKg]?.number,
            let reps = json[.reps]?.int, let load = load(json)
        else { return nil }
        return ExerciseBest(
            exerciseID: id, exercise: json[.exercise]?.string ?? id, estimatedKilograms: kilograms, reps: reps,
            load: load, isRecord: json[.record]?.bool ?? false)
    }

    static func load(_ json: JSONValue) -> Load? {
        guard let value = json[.weight]?.number, let unit = json[.unit]?.string.flatMap(WeightUnit.init(rawValue:))
        else { return nil }
        return Load(value: value, unit: unit)
    }
}

/// The keys of a journal line, each hashed once per process rather than once per lookup.
extension JSONKey {
    fileprivate static let about = JSONKey("about")
    fileprivate static let bests = JSONKey("bests")
    fileprivate static let bout = JSONKey("bout")
    fileprivate static let carbs = JSONKey("carbs")
    fileprivate static let cause = JSONKey("cause")
    fileprivate static let changes = JSONKey("changes")
    fileprivate static let confidence = JSONKey("confidence")
    fileprivate static let context = JSONKey("context")
    fileprivate static let custom = JSONKey("custom")
    fileprivate static let day = JSONKey("day")
    fileprivate static let distanceM = JSONKey("distance_m")
    fileprivate static let durationS = JSONKey("duration_s")
    fileprivate static let e1rmKg = JSONKey("e1rm_kg")
    fileprivate static let exercise = JSONKey("exercise")
    fileprivate static let exerciseId = JSONKey("exercise_id")
    fileprivate static let fat = JSONKey("fat")
    fileprivate static let feel = JSONKey("feel")
    fileprivate static let fiber = JSONKey("fiber")
    fileprivate static let flags = JSONKey("flags")
    fileprivate static let grams = JSONKey("grams")
    fileprivate static let holdS = JSONKey("hold_s")
    fileprivate static let id = JSONKey("id")
    fileprivate static let implicit = JSONKey("implicit")
    fileprivate static let input = JSONKey("input")
    fileprivate static let intervalM = JSONKey("interval_m")
    fileprivate static let intervals = JSONKey("intervals")
    fileprivate static let kcal = JSONKey("kcal")
    /// Written beside a load, not read back: kept here only for `entryKeys`.
    fileprivate static let kg = JSONKey("kg")
    fileprivate static let kind = JSONKey("kind")
    fileprivate static let line = JSONKey("line")
    fileprivate static let ml = JSONKey("ml")
    fileprivate static let modality = JSONKey("modality")
    fileprivate static let name = JSONKey("name")
    fileprivate static let note = JSONKey("note")
    fileprivate static let pain = JSONKey("pain")
    fileprivate static let plan = JSONKey("plan")
    fileprivate static let protein = JSONKey("protein")
    fileprivate static let reason = JSONKey("reason")
    fileprivate static let record = JSONKey("record")
    fileprivate static let reps = JSONKey("reps")
    fileprivate static let resolver = JSONKey("resolver")
    fileprivate static let rpe = JSONKey("rpe")
    fileprivate static let session = JSONKey("session")
    fileprivate static let sets = JSONKey("sets")
    fileprivate static let source = JSONKey("source")
    fileprivate static let status = JSONKey("status")
    fileprivate static let target = JSONKey("target")
    fileprivate static let targets = JSONKey("targets")
    fileprivate static let text = JSONKey("text")
    fileprivate static let ts = JSONKey("ts")
    fileprivate static let unit = JSONKey("unit")
    fileprivate static let v = JSONKey("v")
    fileprivate static let volumeKg = JSONKey("volume_kg")
    fileprivate static let weight = JSONKey("weight")

    /// Every key above, for `EntryDecoder.knownKeys`.
    fileprivate static let entryKeys = [
        about, bests, bout, carbs, cause, changes, confidence, context, custom, day, distanceM, durationS, e1rmKg,
        exercise, exerciseId, fat, feel, fiber, flags, grams, holdS, id, implicit, input, intervalM, intervals, kcal,
        kg, kind, line, ml, modality, name, note, pain, plan, protein, reason, record, reps, resolver, rpe, session,
        sets, source, status, target, targets, text, ts, unit, v, volumeKg, weight,
    ]
}
