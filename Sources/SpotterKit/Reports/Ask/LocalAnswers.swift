/// Answers the common questions exactly from sessions and food entries; no guessing, no network.
public enum LocalAnswers {
    /// What an answer needs: the sessions and food entries of the question's period (all time for
    /// exercise questions), and the settings that shape numbers.
    public struct Data: Sendable {
        public var sessions: [TrainingSession]
        public var foods: [Entry]
        /// Body-weight entries of the question's period, oldest first.
        public var weights: [Entry]
        public var formula: OneRepMax
        public var unit: WeightUnit

        public init(
            sessions: [TrainingSession], foods: [Entry] = [], weights: [Entry] = [], formula: OneRepMax,
            unit: WeightUnit
        ) {
            self.sessions = sessions
            self.foods = foods
            self.weights = weights
            self.formula = formula
            self.unit = unit
        }
    }

    public static func answer(_ question: Question, _ data: Data) -> String {
        switch question {
        case .heaviest(let exercise):
            let sets = data.sessions.compactMap { session in session.heaviest(of: exercise.id).map { (session.day, $0) }
            }
            guard
                let top = sets.max(by: { lhs, rhs in
                    let left = lhs.1.load?.kilograms ?? 0
                    let right = rhs.1.load?.kilograms ?? 0
                    return left == right ? (lhs.1.reps ?? 0) < (rhs.1.reps ?? 0) : left < right
                })
            else { return noSets(exercise) }
            return "Your heaviest \(exercise.name) set: \(Format.set(top.1)) on \(top.0.iso8601)."
        case .bestEstimate(let exercise):
            let bests = data.sessions.compactMap { session in
                session.best(of: exercise.id, formula: data.formula).map { (session.day, $0) }
            }
            guard let top = bests.max(by: { $0.1.kilograms < $1.1.kilograms }) else { return noSets(exercise) }
            return "Your best estimated 1RM on \(exercise.name): \(weight(top.1.kilograms, data.unit)) "
                + "(\(data.formula.rawValue)), from \(Format.set(top.1.set)) on \(top.0.iso8601)"
                + (EstimatedLoad.isBodyweight(exercise.id) ? ", body weight plus the added load." : ".")
        case .sessionCount(let period):
            let sessions = data.sessions.filter { contains(period, $0.day) }
            let days = Set(sessions.map(\.day)).count
            return "\(sessions.count) " + (sessions.count == 1 ? "workout" : "workouts") + " \(period.label)"
                + (days == sessions.count ? "." : " on \(Format.count(days, "day")).")
        case .mostFrequentExercise(let period):
            var counts: [String: (name: String, sessions: Int)] = [:]
            for session in data.sessions where contains(period, session.day) {
                for id in session.exerciseIDs {
                    let name = session.sets.first { $0.exerciseID == id }?.exercise ?? id
                    counts[id, default: (name, 0)].sessions += 1
                }
            }
            guard
                let top = counts.values.max(by: {
                    $0.sessions == $1.sessions ? $0.name > $1.name : $0.sessions < $1.sessions
                })
            else { return "No exercises logged \(period.label)." }
            return "Your most frequent exercise \(period.label): \(top.name), in \(top.sessions) "
                + (top.sessions == 1 ? "session." : "sessions.")
        case .progress(let exercise, let period):
            let points = data.sessions.filter { contains(period, $0.day) }.compactMap { session in
                session.best(of: exercise.id, formula: data.formula).map { (session.day, $0.kilograms) }
            }
            guard let first = points.first, let last = points.last else {
                return "No \(exercise.name) sets \(period.label)."
            }
            guard points.count > 1 else {
                return "Only one \(exercise.name) session \(period.label) (\(first.0.iso8601), estimated 1RM "
                    + "\(weight(first.1, data.unit))): nothing to compare yet."
            }
            let change = (last.1 / first.1 - 1) * 100
            return "\(exercise.name) \(period.label): estimated 1RM \(weight(first.1, data.unit)) on "
                + "\(first.0.iso8601) → \(weight(last.1, data.unit)) on \(last.0.iso8601) "
                + "(\(change >= 0 ? "+" : "")\(Format.number(change))%, \(Format.count(points.count, "session")))."
        case .average(let nutrient, let period):
            var totals: [Day: Double] = [:]
            for entry in data.foods where contains(period, entry.timestamp.day) {
                guard case .food(let food) = entry.payload else { continue }
                let value: Double? =
                    switch nutrient {
                    case .kcal: food.kcal
                    case .protein: food.protein
                    case .carbs: food.carbs
                    case .fat: food.fat
                    }
                totals[entry.timestamp.day, default: 0] += value ?? 0
            }
            guard !totals.isEmpty else { return "No food logged \(period.label)." }
            let average = totals.values.reduce(0, +) / Double(totals.count)
            let figure = nutrient == .kcal ? Format.thousands(average) + " kcal" : Format.number(average) + " g"
            // One day's total is no average: `protein today` was "52.9 g a day over 1 day with food logged".
            if period.first == period.last {
                let name = nutrient.rawValue.prefix(1).uppercased() + nutrient.rawValue.dropFirst()
                return "\(name) \(period.label): \(figure)."
            }
            return "Average \(nutrient.rawValue) \(period.label): \(figure) a day over \(totals.count) "
                + (totals.count == 1 ? "day" : "days") + " with food logged."
        case .lastTime(let exercise):
            guard let session = data.sessions.last(where: { $0.sets.contains { $0.exerciseID == exercise.id } }) else {
                return noSets(exercise)
            }
            let sets = session.workingSets.filter { $0.exerciseID == exercise.id }.map(Format.set)
            return "You last did \(exercise.name) on \(session.day.iso8601): " + sets.joined(separator: ", ") + "."
        case .lastSession:
            guard let session = data.sessions.last(where: { !$0.workingSets.isEmpty }) else {
                return "No workouts in the journal yet."
            }
            return "Your last session, \(describe(session, data.unit))"
        case .training(let period):
            let sessions = data.sessions.filter { contains(period, $0.day) && !$0.workingSets.isEmpty }
            guard !sessions.isEmpty else { return "No workouts \(period.label)." }
            let volume = sessions.reduce(0) { $0 + $1.volume() }
            let sets = sessions.reduce(0) { $0 + $1.workingSets.count }
            return "\(Format.count(sessions.count, "workout")) \(period.label), \(Format.count(sets, "working set")), "
                + "\(Format.volume(kilograms: volume, unit: data.unit)): "
                + sessions.map { describe($0, data.unit) }.joined(separator: " ")
        case .loadAdded(let exercise, let period):
            let tops = data.sessions.filter { contains(period, $0.day) }.compactMap { session in
                session.heaviest(of: exercise.id).map { (session.day, $0) }
            }
            guard let first = tops.first, let last = tops.last, let from = first.1.load, let to = last.1.load else {
                return tops.isEmpty ? noSets(exercise) : "\(exercise.name) has no loaded sets \(period.label)."
            }
            guard tops.count > 1 else {
                return
                    "Only one \(exercise.name) session \(period.label) (\(first.0.iso8601), \(Format.set(first.1))): "
                    + "nothing to compare yet."
            }
            let change = to.kilograms - from.kilograms
            let sign = change > 0 ? "+" : change < 0 ? "−" : "±"
            return "\(exercise.name) \(period.label): heaviest working set \(Format.set(first.1)) on "
                + "\(first.0.iso8601) → \(Format.set(last.1)) on \(last.0.iso8601): "
                + "\(sign)\(weight(abs(change), data.unit)) over \(Format.count(tops.count, "session"))."
        case .bodyWeight(let period):
            return bodyWeight(data.weights, period, data.unit)
        }
    }

    /// `Body weight the last 30 days: 82.4 kg on 2026-12-07 → 81.3 kg on 2026-12-15 (−1.1 kg, 5 readings).`
    static func bodyWeight(_ entries: [Entry], _ period: Period, _ unit: WeightUnit) -> String {
        let readings = entries.compactMap { entry -> (Day, Double)? in
            guard case .bodyWeight(let reading) = entry.payload, contains(period, entry.timestamp.day) else {
                return nil
            }
            return (entry.timestamp.day, reading.load.kilograms)
        }
        guard let first = readings.first, let last = readings.last else {
            return "No body weight logged \(period.label)."
        }
        guard readings.count > 1 else {
            return "Body weight \(period.label): \(weight(first.1, unit)) on \(first.0.iso8601)."
        }
        let change = (last.1 - first.1) / unit.kilograms
        let sign = change > 0.05 ? "+" : change < -0.05 ? "−" : "±"
        return "Body weight \(period.label): \(weight(first.1, unit)) on \(first.0.iso8601) → "
            + "\(weight(last.1, unit)) on \(last.0.iso8601) (\(sign)\(Format.number(abs(change))) \(unit.rawValue), "
            + "\(Format.count(readings.count, "reading")))."
    }

    /// `2026-04-24 (push): Bench Press 100 kg × 5, 5, 4; Squat 140 kg × 5, 5, 5.`, as the coaching
    /// lines write sets: one load, then the reps done at it.
    static func describe(_ session: TrainingSession, _ unit: WeightUnit) -> String {
        let name = session.start.day ?? session.start.name
        let exercises = session.exerciseIDs.compactMap { id -> String? in
            let sets = session.workingSets.filter { $0.exerciseID == id }
            guard let first = sets.first else { return nil }
            let holds = sets.compactMap(\.holdSeconds)
            if holds.count == sets.count {
                return first.exercise + " hold " + holds.map(Format.hold).joined(separator: ", ")
            }
            var runs: [(load: Load?, reps: [String])] = []
            for set in sets {
                let reps = set.reps.map(String.init) ?? "?"
                if let last = runs.last, last.load == set.load {
                    runs[runs.count - 1].reps.append(reps)
                } else {
                    runs.append((set.load, [reps]))
                }
            }
            return first.exercise + " "
                + runs.map { ($0.load.map(Format.load) ?? "bodyweight") + " × " + $0.reps.joined(separator: ", ") }
                .joined(separator: ", ")
        }
        return session.day.iso8601 + (name.map { " (\($0))" } ?? "") + ": " + exercises.joined(separator: "; ") + "."
    }

    static func contains(_ period: Period, _ day: Day) -> Bool {
        day <= period.last && (period.first.map { day >= $0 } ?? true)
    }

    static func noSets(_ exercise: Exercise) -> String { "No \(exercise.name) sets in the journal yet." }

    static func weight(_ kilograms: Double, _ unit: WeightUnit) -> String {
        Format.estimate(kilograms: kilograms, unit: unit)
    }
}
