/// What a lifter is told at the rack: last session's numbers with today's suggestion, the rep counter,
/// and the progression prompt once the prescribed sets are done.
enum SessionCoaching {
    /// Sets an exercise is prescribed when no plan says otherwise.
    static let defaultPrescribedSets = 3

    /// `Bench Press — last 100 kg × 8, 8, 7 → today 100 kg × 8`, or nil without a previous session.
    static func suggestion(for exercise: Exercise, history: [[SetRecord]], config: Config) -> String? {
        guard let last = history.last, let unit = last.last?.load?.unit ?? last.first?.load?.unit else { return nil }
        let sessions = history.map { sets in
            ProgressionEngine.Session(
                sets: sets.compactMap { set in
                    guard let reps = set.reps, let load = set.load else { return nil }
                    return (unit == .kg ? load.kilograms : load.kilograms / WeightUnit.kilogramsPerPound, reps)
                })
        }
        let range =
            config.repRange.count == 2 ? config.repRange[0]...max(config.repRange[0], config.repRange[1]) : 5...8
        guard
            let next = ProgressionEngine.suggest(
                history: sessions, range: range, region: exercise.region == .upper ? .upper : .lower, unit: unit)
        else { return nil }
        let lastText = last.compactMap(\.reps).map(String.init).joined(separator: ", ")
        let lastLoad = last.last?.load.map(Format.load) ?? "bodyweight"
        let today = Format.load(Load(value: next.load, unit: unit))
        return "\(exercise.name) — last \(lastLoad) × \(lastText) → today \(today) × \(next.reps)"
    }

    /// `+N reps` against the same sets of the previous session, or nil.
    static func repCounter(current: [Int], history: [[SetRecord]]) -> String? {
        guard let previous = history.last else { return nil }
        return RepCounter.label(previous: previous.compactMap(\.reps), current: current)
    }

    /// The prompt when this line completed the prescribed working sets.
    static func prompt(workingBefore: Int, reps: [Int], config: Config) -> String? {
        let prescribed = defaultPrescribedSets
        guard workingBefore < prescribed, reps.count >= prescribed, config.repRange.count == 2 else { return nil }
        let range = config.repRange[0]...max(config.repRange[0], config.repRange[1])
        return ProgressionPrompt.evaluate(reps: reps, prescribed: prescribed, range: range)?.message
    }

}
