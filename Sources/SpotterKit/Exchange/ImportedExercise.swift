/// Maps another app's exercise names onto the library: `Bench Press (Barbell)` is Bench Press,
/// `Bench Press (Dumbbell)` is Dumbbell Bench Press, an unknown name becomes a custom exercise.
enum ImportedExercise {
    /// The library exercise the name means, and whether it is custom (not in the library).
    static func match(_ name: String, in library: ExerciseLibrary) -> (exercise: Exercise, custom: Bool) {
        for candidate in candidates(name) {
            if let exercise = library.exercise(named: candidate.name),
                candidate.equipment == nil || exercise.equipment == candidate.equipment
            {
                return (exercise, false)
            }
        }
        let exercise = library.exerciseOrCustom(named: name)
        return (exercise, library.exercise(id: exercise.id) == nil)
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
        case "bodyweight", "weighted", "assisted", "band", "":
            // The variation of a bodyweight lift is the lift itself.
            list.append((base, nil))
        default:
            break
        }
        return list
    }
}
