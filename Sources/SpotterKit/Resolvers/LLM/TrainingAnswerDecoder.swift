/// Reads and validates the model's answers about training: a plan from prose, sets from a sentence.
/// Like food answers, nothing is used unless every part passes: bounded sizes, sane numbers, and
/// exercises the text actually mentions.
enum TrainingAnswerDecoder {
    static let maximumDays = 7
    static let maximumExercisesPerDay = 12
    static let maximumSetGroups = 10
    static let maxReps = Int(Plausibility.maxReps)

    static let planSchema: JSONValue = {
        let exercise = object(
            [
                "name": type("string"), "sets": type("integer"), "min_reps": type("integer"),
                "max_reps": type("integer"), "amrap": type("boolean"),
            ])
        let day = object(["name": type("string"), "exercises": .object(["type": .string("array"), "items": exercise])])
        return object(["days": .object(["type": .string("array"), "items": day])])
    }()

    static let workoutSchema: JSONValue = {
        let group = object(
            [
                "exercise": type("string"), "reps": type(["integer", "null"]), "weight": type(["number", "null"]),
                "unit": type(["string", "null"]), "rpe": type(["number", "null"]), "count": type("integer"),
            ])
        return object(["sets": .object(["type": .string("array"), "items": group])])
    }()

    /// The plan in the answer, its exercises mapped onto the library.
    static func plan(_ text: String, library: ExerciseLibrary) -> Result<Plan, Rejection> {
        guard let json = FoodAnswerDecoder.extractJSON(text), let days = json["days"]?.array else {
            return .failure("the model did not answer with a plan")
        }
        guard !days.isEmpty else { return .failure("the model found no training plan in the text") }
        guard days.count <= maximumDays else { return .failure("the model listed \(days.count) days") }
        var plan = Plan(name: "", days: [])
        for (index, day) in days.enumerated() {
            let name = (day["name"]?.string?.trimmingSpaces()).flatMap {
                $0.isEmpty || $0.hasControlCharacters ? nil : String($0.prefix(40))
            }
            guard let items = day["exercises"]?.array, !items.isEmpty, items.count <= maximumExercisesPerDay else {
                return .failure("day \(index + 1) of the model's answer has no usable exercise list")
            }
            var exercises: [PlannedExercise] = []
            for item in items {
                guard let exerciseName = item["name"]?.string?.trimmingSpaces(), !exerciseName.isEmpty,
                    exerciseName.count <= 60, !exerciseName.hasControlCharacters, let sets = item["sets"]?.int,
                    (1...10).contains(sets)
                else { return .failure("an exercise of day \(index + 1) has no usable name or sets") }
                let amrap = item["amrap"]?.bool ?? false
                let low = item["min_reps"]?.int ?? 0
                let high = item["max_reps"]?.int ?? low
                guard amrap || ((1...maxReps).contains(low) && (low...maxReps).contains(high)) else {
                    return .failure("\(exerciseName) has reps outside 1–\(maxReps)")
                }
                let exercise = library.exerciseOrCustom(named: exerciseName)
                exercises.append(
                    PlannedExercise(
                        name: exercise.name, exerciseID: exercise.id, sets: sets, reps: amrap ? nil : low...high))
            }
            plan.days.append(PlanDay(name: name ?? "Day \(index + 1)", exercises: exercises))
        }
        return .success(plan)
    }

    /// The sets in the answer as set lines, each group's exercise mentioned in `sentence`.
    static func sets(
        _ text: String, sentence: String, library: ExerciseLibrary, defaultUnit: WeightUnit
    ) -> Result<[SetLine], Rejection> {
        guard let json = FoodAnswerDecoder.extractJSON(text), let groups = json["sets"]?.array else {
            return .failure("the model did not answer with sets")
        }
        guard !groups.isEmpty else { return .failure("the model found no sets in the sentence") }
        guard groups.count <= maximumSetGroups else { return .failure("the model listed \(groups.count) set groups") }
        let said = SentenceNumbers(sentence)
        var lines: [SetLine] = []
        for group in groups {
            guard let name = group["exercise"]?.string?.trimmingSpaces(), !name.isEmpty, name.count <= 60,
                !name.hasControlCharacters
            else {
                return .failure("a set group has no exercise")
            }
            guard mentions(sentence, exercise: name, library: library) else {
                return .failure("the model named \(name), which the sentence does not mention")
            }
            let count = group["count"]?.int ?? 1
            var reps = group["reps"]?.int
            guard (1...10).contains(count), reps.map({ (1...maxReps).contains($0) }) ?? true else {
                return .failure("the sets of \(name) have counts or reps out of range")
            }
            // Every number must be one the sentence says: a model fills gaps with typical figures.
            guard count == 1 || said.contains(Double(count)) else {
                return .failure("the model counted \(count) sets of \(name), a number the sentence does not say")
            }
            var load: Load?
            if let weight = group["weight"]?.number {
                let unit = group["unit"]?.string.flatMap { WeightUnit(rawValue: $0.lowercased()) } ?? defaultUnit
                load = Load(value: weight, unit: unit)
                guard weight > 0, load!.kilograms <= 500 else { return .failure("\(name) has a load out of range") }
                guard said.containsLoad(weight, unit: unit) else {
                    return .failure(
                        "the model gave \(name) a load of \(Format.number(weight)), a number the sentence does not say")
                }
            }
            let rpe = group["rpe"]?.number
            guard rpe.map(Plausibility.rpeRange.contains) ?? true else {
                return .failure("\(name) has an RPE outside 1–10")
            }
            guard rpe.map(said.contains) ?? true else {
                return .failure("the model gave \(name) an RPE the sentence does not say")
            }
            var missing = "The sentence gave no reps for \(name)."
            if let guessed = reps, !said.contains(Double(guessed)) {
                missing = "The sentence gave no reps for \(name) (the model guessed \(guessed), which was not used)."
                reps = nil
            }
            guard let reps else {
                lines.append(
                    SetLine(exerciseText: name, action: .needsReps(setCount: count, load: load, reason: missing)))
                continue
            }
            let set = ParsedSet(reps: reps, load: load, rpe: rpe)
            lines.append(SetLine(exerciseText: name, action: .sets(Array(repeating: set, count: count))))
        }
        return .success(lines)
    }

    /// True when a word of the exercise's name or aliases (four letters or more) is in the sentence.
    static func mentions(_ sentence: String, exercise name: String, library: ExerciseLibrary) -> Bool {
        let words = Set(sentence.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        let known = library.exercise(named: name)
        let names = [name] + (known.map { [$0.name] + $0.aliases } ?? [])
        return names.contains { candidate in
            candidate.lowercased().split(whereSeparator: { !$0.isLetter }).contains { word in
                word.count >= 3 && words.contains { $0.hasPrefix(word) || word.hasPrefix($0) && $0.count >= 4 }
            }
        }
    }

    private static func type(_ name: String) -> JSONValue { .object(["type": .string(name)]) }
    private static func type(_ names: [String]) -> JSONValue { .object(["type": .array(names.map(JSONValue.string))]) }

    private static func object(_ properties: JSONObject) -> JSONValue {
        .object([
            "type": .string("object"), "properties": .object(properties),
            "required": .array(properties.keys.map(JSONValue.string)), "additionalProperties": .bool(false),
        ])
    }
}
