/// Maps another app's exercise names onto the library: `Bench Press (Barbell)` is Bench Press,
/// `Bench Press (Dumbbell)` is Dumbbell Bench Press, an unknown name becomes a custom exercise.
///
/// A library alias is taken only for the same movement: `Crunch` is not Sit-Up, `Seated Leg Curl` is not
/// Leg Curl, `Clean` is not Power Clean, and an assisted variant is never the plain lift.
enum ImportedExercise {
    /// The exercise the name means, whether it is custom (not in the library), and whether it is an
    /// assisted variant (its weight is help, not load).
    static func match(_ name: String, in library: ExerciseLibrary) -> (exercise: Exercise, custom: Bool, assisted: Bool)
    {
        if words(name).contains("assisted") {
            return (library.customExercise(named: name), true, true)
        }
        for candidate in candidates(name) {
            if let exercise = library.exercise(named: candidate.name),
                candidate.equipment == nil || exercise.equipment == candidate.equipment,
                sameMovement(candidate.name, exercise.name)
            {
                return (exercise, false, false)
            }
        }
        if let exercise = library.exercise(named: name), sameMovement(name, exercise.name) {
            return (exercise, false, false)
        }
        return (library.customExercise(named: name), true, false)
    }

    /// Names to try, most specific first; a bare base name only counts when its equipment agrees,
    /// so a dumbbell press never lands on the barbell lift.
    static func candidates(_ name: String) -> [(name: String, equipment: String?)] {
        guard let open = name.lastIndex(of: "("), let close = name.lastIndex(of: ")"), open < close else {
            return [(name, nil)]
        }
        let base = FieldText.trimmed(String(name[..<open]))
        let inside = FieldText.lowercased(FieldText.trimmed(String(name[name.index(after: open)..<close])))
        // `Cable - Straight Bar`, `Machine - Plate Loaded`: the first word is the equipment.
        let equipment = inside.split(whereSeparator: { $0 == " " || $0 == "-" }).first.map(String.init) ?? ""
        var list: [(name: String, equipment: String?)] = [("\(equipment) \(base)", nil), (name, nil)]
        switch equipment {
        case "barbell", "dumbbell", "cable", "machine", "kettlebell":
            list.append((base, equipment))
        case "bodyweight", "weighted", "band", "":
            // The variation of a bodyweight lift is the lift itself.
            list.append((base, nil))
        default:
            break
        }
        return list
    }

    /// True when `name` and the library's `exercise` name the same movement: the same movement-changing
    /// words (seated, lying, power, ...) and the name's last word (`crunch`, `curl`) in the exercise's name.
    static func sameMovement(_ name: String, _ exercise: String) -> Bool {
        let mine = words(name).filter { !equipmentWords.contains($0) }
        let theirs = words(exercise)
        guard Set(mine).intersection(qualifiers) == Set(theirs).intersection(qualifiers) else { return false }
        guard let head = mine.last else { return true }
        return theirs.contains { $0 == head || $0.hasPrefix(head) || head.hasPrefix($0) }
    }

    /// Lower-cased words, plurals cut (`Pull-Ups` → `pull`, `up`).
    static func words(_ name: String) -> [String] {
        FieldText.lowercased(name).split(whereSeparator: { !$0.isLetter }).map { word in
            word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : String(word)
        }
    }

    /// Words that make another movement of the same lift (a seated leg curl is not a lying one).
    private static let qualifiers: Set<String> = [
        "seated", "lying", "power", "hang", "hanging", "assisted", "incline", "decline", "sumo", "romanian",
        "stiff", "front", "goblet", "hack", "bulgarian", "smith", "close", "kneeling",
    ]

    private static let equipmentWords: Set<String> = [
        "barbell", "dumbbell", "cable", "machine", "kettlebell", "bodyweight", "weighted", "band", "plate",
        "loaded", "ez", "bar", "trap", "hex",
    ]
}
