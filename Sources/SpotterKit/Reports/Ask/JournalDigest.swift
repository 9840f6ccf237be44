/// A compact plain-text summary of the recent journal, the context an LLM gets with an open question.
/// Short on purpose: figures the model can quote, not the journal itself.
public enum JournalDigest {
    /// How far back the digest looks.
    public static let days = 28

    public static func text(
        today: Day, sessions: [TrainingSession], foods: [Entry], weights: [Entry], config: Config
    ) -> String {
        var lines = [
            "Today is \(today.iso8601). Units: \(config.units.rawValue). Target \(config.daysPerWeek) training days a week."
        ]
        let recent = sessions.filter { today.daysSinceEpoch - $0.day.daysSinceEpoch < days }
        lines.append("Workouts in the last \(days) days: \(recent.count).")
        var exercises: [String: (name: String, sessions: Int, best: Double, last: Day)] = [:]
        for session in recent {
            for id in session.exerciseIDs {
                let name = session.sets.first { $0.exerciseID == id }?.exercise ?? id
                let best = session.best(of: id, formula: config.oneRepMax)?.kilograms ?? 0
                let old = exercises[id]
                exercises[id] = (name, (old?.sessions ?? 0) + 1, max(old?.best ?? 0, best), session.day)
            }
        }
        for item in exercises.values.sorted(by: {
            $0.sessions == $1.sessions ? $0.name < $1.name : $0.sessions > $1.sessions
        }).prefix(8) {
            lines.append(
                "- \(item.name): \(Format.count(item.sessions, "session")), best estimated 1RM \(Format.estimate(kilograms: item.best, unit: config.units)), last \(item.last.iso8601)"
            )
        }
        let pain = recent.flatMap { $0.note?.pain ?? [] }
        if !pain.isEmpty { lines.append("Pain noted: " + pain.joined(separator: ", ") + ".") }
        var kcal: [Day: Double] = [:]
        var protein: [Day: Double] = [:]
        for entry in foods where today.daysSinceEpoch - entry.timestamp.day.daysSinceEpoch < 7 {
            guard case .food(let food) = entry.payload else { continue }
            kcal[entry.timestamp.day, default: 0] += food.kcal ?? 0
            protein[entry.timestamp.day, default: 0] += food.protein ?? 0
        }
        if !kcal.isEmpty {
            let count = Double(kcal.count)
            lines.append(
                "Last 7 days, \(kcal.count) days with food: average \(Format.thousands(kcal.values.reduce(0, +) / count)) kcal "
                    + "(target \(Format.thousands(config.targets.kcal))), protein \(Format.number(protein.values.reduce(0, +) / count)) g "
                    + "(target \(Format.number(config.targets.protein)))."
            )
        }
        let trend = WeightTrend(readings: weights)
        if let last = trend.points.last {
            lines.append(
                "Body weight \(Format.estimate(kilograms: last.kilograms, unit: config.units)) on \(last.day.iso8601), "
                    + "7-day average \(Format.estimate(kilograms: last.averageKilograms, unit: config.units))."
            )
        }
        return lines.joined(separator: "\n")
    }
}
