/// What a lifter is told at the rack: last session's numbers with today's suggestion, the rep counter,
/// and the progression prompt once the prescribed sets are done.
enum SessionCoaching {
    /// `Bench Press — last 100 kg × 8, 8, 7 → today 100 kg × 8`, or nil without a previous session.
    static func suggestion(for exercise: Exercise, history: [[SetRecord]], prescription: Prescription) -> String? {
        advice(for: exercise, history: history, prescription: prescription).map { "\(exercise.name) — \($0)" }
    }

    /// `last 100 kg × 8, 8, 7 → today 100 kg × 8`; bodyweight and AMRAP work get last numbers and one
    /// more rep; nil without a previous session.
    static func advice(for exercise: Exercise, history: [[SetRecord]], prescription: Prescription) -> String? {
        guard let last = history.last, !last.isEmpty else { return nil }
        let lastReps = last.compactMap(\.reps).map(String.init).joined(separator: ", ")
        guard let unit = last.last?.load?.unit ?? last.first?.load?.unit else {
            let best = last.compactMap(\.reps).max() ?? 0
            return "last \(lastReps) reps → today beat \(best) on one set"
        }
        let lastLoad = last.last?.load.map(Format.load) ?? "bodyweight"
        guard let range = prescription.range else {
            return "last \(lastLoad) × \(lastReps) → today \(lastLoad), one more rep"
        }
        let sessions = history.map { sets in
            ProgressionEngine.Session(
                sets: sets.compactMap { set in
                    guard let reps = set.reps, let load = set.load else { return nil }
                    return (unit == .kg ? load.kilograms : load.kilograms / WeightUnit.kilogramsPerPound, reps)
                })
        }
        guard
            let next = ProgressionEngine.suggest(
                history: sessions, range: range, region: exercise.region == .upper ? .upper : .lower, unit: unit)
        else { return nil }
        let today = Format.load(Load(value: next.load, unit: unit))
        let why = next.reason == .deload ? " (deload: the bottom of the range was missed three times)" : ""
        return "last \(lastLoad) × \(lastReps) → today \(today) × \(next.reps)\(why)"
    }

    /// `+N reps` against the same sets of the previous session, or nil.
    static func repCounter(current: [Int], history: [[SetRecord]]) -> String? {
        guard let previous = history.last else { return nil }
        return RepCounter.label(previous: previous.compactMap(\.reps), current: current)
    }

    /// The prompt when this line completed the prescribed working sets.
    static func prompt(workingBefore: Int, reps: [Int], prescription: Prescription) -> String? {
        guard workingBefore < prescription.sets else { return nil }
        return verdict(reps: reps, prescription: prescription)?.message
    }

    /// The progression prompt for an exercise's working reps, once its prescribed sets are done.
    static func verdict(reps: [Int], prescription: Prescription) -> ProgressionPrompt? {
        guard let range = prescription.range else { return nil }
        return ProgressionPrompt.evaluate(reps: reps, prescribed: prescription.sets, range: range)
    }
}
