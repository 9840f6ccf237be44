/// What a lifter is told at the rack: last session's numbers with today's suggestion, the rep counter,
/// and the progression prompt once the prescribed sets are done.
enum SessionCoaching {
    /// `Bench Press — last 100 kg × 8, 8, 7 → today 101.25 kg × 5`, or nil without a previous session.
    /// Kept as bytes: a set line says it as it is.
    static func suggestion(
        for exercise: Exercise, history: [[SetFigures]], prescription: Prescription, config: Config
    ) -> TextBuilder? {
        // Written with the name in front, not put in front of the advice: one string, not two.
        target(for: exercise, history: history, prescription: prescription, config: config, titled: true)?.line
    }

    /// `last 100 kg × 8, 8, 7 → today 101.25 kg × 5`; bodyweight and AMRAP work get last numbers and one
    /// more rep; nil without a previous session.
    static func advice(
        for exercise: Exercise, history: [[SetFigures]], prescription: Prescription, config: Config
    ) -> String? {
        target(for: exercise, history: history, prescription: prescription, config: config)?.text
    }

    /// Today's target for an exercise: the load to use (nil for bodyweight or no loaded history) and
    /// the advice line that shows it.
    struct Target {
        var load: Load?
        var line: TextBuilder
        var text: String { line.text }
    }

    /// Today's target from the last sessions, on the prescription in force; nil without history.
    /// `titled` puts the exercise's name in front of the text (`Bench Press — last …`).
    static func target(
        for exercise: Exercise, history: [[SetFigures]], prescription: Prescription, config: Config,
        titled: Bool = false
    ) -> Target? {
        guard let last = history.last, !last.isEmpty else { return nil }
        // Built as bytes (`TextBuilder`): every exercise's first set line of a session asks.
        var text = TextBuilder(capacity: 96)
        if titled {
            text.append(exercise.name)
            text.append(" — ")
        }
        text.append("last ")
        // Asked by position before the holds are gathered: most exercises are no holds, and the list was
        // made for every exercise's target.
        if exercise.isTimedHold || last.indices.allSatisfy({ last[$0].holdSeconds != nil }) {
            let holds = last.compactMap(\.holdSeconds)
            // A hold is timed: beat last session's longest, as reps are beaten on a bodyweight set.
            guard let longest = holds.max() else { return nil }
            text.append("hold ")
            for index in holds.indices {
                if index > 0 { text.append(", ") }
                text.append(Format.hold(holds[index]))
            }
            text.append(" → today hold past ")
            text.append(Format.hold(longest))
            text.append(" once")
            return Target(load: nil, line: text)
        }
        guard let lastLoad = last.last?.load ?? last.first?.load else {
            appendReps(of: last, to: &text)
            text.append(" reps → today beat ")
            text.append(last.compactMap(\.reps).max() ?? 0)
            text.append(" on one set")
            return Target(load: nil, line: text)
        }
        let unit = lastLoad.unit
        text.append(lastLoad)
        text.append(" × ")
        appendReps(of: last, to: &text)
        text.append(" → today ")
        guard let range = prescription.range else {
            text.append(lastLoad)
            text.append(", one more rep")
            return Target(load: lastLoad, line: text)
        }
        let sessions = history.map { sets in
            // Reserved, not `compactMap`ped: that grows the array set by set, and every exercise's first
            // set line of a session asks for its target.
            var figures: [(load: Double, reps: Int)] = []
            figures.reserveCapacity(sets.count)
            for index in sets.indices {
                guard let reps = sets[index].reps, let load = sets[index].load else { continue }
                figures.append((load.kilograms / unit.kilograms, reps))
            }
            return ProgressionEngine.Session(sets: figures)
        }
        guard
            let next = ProgressionEngine.suggest(
                history: sessions, range: range, region: exercise.region == .upper ? .upper : .lower, unit: unit,
                prescribed: prescription.sets, step: config.loadStep(in: unit))
        else { return nil }
        let load = Load(value: (next.load * 100).rounded() / 100, unit: unit)
        text.append(load)
        text.append(" × ")
        text.append(next.reps)
        if next.reason == .deload { text.append(" (deload: the bottom of the range was missed three times)") }
        return Target(load: load, line: text)
    }

    /// Appends `8, 8, 7`: the reps of the sets that have them.
    private static func appendReps(of sets: [SetFigures], to text: inout TextBuilder) {
        var first = true
        for index in sets.indices {
            guard let reps = sets[index].reps else { continue }
            if !first { text.append(", ") }
            text.append(reps)
            first = false
        }
    }

    /// `+N reps` against the same sets of the previous session, or nil.
    static func repCounter(current: [Int], history: [[SetFigures]]) -> String? {
        guard let previous = history.last else { return nil }
        return RepCounter.label(gain: RepCounter.gain(previous: previous, current: current))
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
