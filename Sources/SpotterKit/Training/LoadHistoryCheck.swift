/// A load far above what the lifter has handled on an exercise is likelier a slip (`bench 3x5 300`
/// from someone at 100 kg, `8 reps at 60kg` after pull-ups) than a record: the line is kept for review
/// with the reading considered, and logged as read when typed again.
enum LoadHistoryCheck {
    /// More than this times what the recent sessions (and this one) showed is far above...
    static let factor = 1.5
    /// ...when it is also at least this much heavier, so light lifts may still jump a plate.
    static let marginKilograms = 20.0
    /// Load added to a bodyweight exercise (a belt or vest) above this, with no heavier history.
    static let addedKilograms = 40.0

    /// Why `sets` need a second look, or nil; `known` are this exercise's recent working sets.
    ///
    /// A known set counts for what it shows the lifter can move (its load grown by Epley's factor for
    /// its reps), so 100 kg × 5 after 60 kg × 20 is no surprise.
    static func problem(_ sets: [ParsedSet], exercise: Exercise, known: [SetRecord], unit: WeightUnit) -> String? {
        problem(sets, exercise: exercise, history: [known.map(SetFigures.init)], session: [], unit: unit)
    }

    /// `problem` with the known sets given where they lie: `history` (the exercise's recent sessions'
    /// working sets, oldest first), then `session`'s working sets of the exercise. Every set line
    /// passes here, so nothing is gathered into one list; the first set of the highest capacity is
    /// found by position and its figures taken once.
    static func problem(
        _ sets: [ParsedSet], exercise: Exercise, history: [[SetFigures]], session: [SetRecord], unit: WeightUnit
    ) -> String? {
        var bestCapacity = 0.0
        var bestSet: (list: Int, index: Int)?
        // Given the two figures, not the set: a set passed from its list was copied whole.
        func consider(_ load: Load?, _ reps: Int?, at position: (list: Int, index: Int)) {
            guard let load, let reps, reps > 0 else { return }
            let capacity = load.kilograms * (1 + Double(min(reps, 30)) / 30)
            if bestSet == nil || capacity > bestCapacity { (bestSet, bestCapacity) = (position, capacity) }
        }
        for list in history.indices {
            for index in history[list].indices {
                consider(history[list][index].load, history[list][index].reps, at: (list, index))
            }
        }
        for index in session.indices where session[index].exerciseID == exercise.id && session[index].isWorking {
            consider(session[index].load, session[index].reps, at: (history.count, index))
        }
        let best = bestSet.map { position in
            (
                capacity: bestCapacity,
                set: position.list < history.count
                    ? history[position.list][position.index] : SetFigures(session[position.index])
            )
        }
        for set in sets {
            guard let load = set.load else { continue }
            let kilograms = load.kilograms
            // Worded only for a set that is held: every set line passes here.
            var reading: String {
                let same = sets.filter { $0.load == load }.count
                return (same > 1 ? "\(same) sets of " : "")
                    + (set.reps.map { Format.count($0, "rep") } ?? "? reps") + " at \(Format.load(load))"
            }
            if exercise.isBodyweight {
                let limit = max(addedKilograms, (best?.capacity ?? 0) * factor)
                guard kilograms > limit else { continue }
                return "\(exercise.name) is a bodyweight exercise, so \(reading) reads as \(Format.load(load)) "
                    + "added with a belt or vest, far above \(Self.history(best?.set)). If that is right, type the "
                    + "same line again; a machine lift is named (`lat pulldown 8 x \(Format.load(load))`)."
            }
            guard let best, kilograms > best.capacity * factor, kilograms - best.capacity > marginKilograms
            else { continue }
            return "\(reading) is far above your \(exercise.name) so far (\(Self.history(best.set))). "
                + "If that is right, type the same line again to log it."
        }
        return nil
    }

    private static func history(_ best: SetFigures?) -> String {
        best.map { "best recent set \(Format.set($0))" } ?? "what lifters usually add"
    }
}
