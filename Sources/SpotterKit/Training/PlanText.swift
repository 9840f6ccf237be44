/// Writes a plan back in its text format, the form that is saved and shown.
public enum PlanText {
    public static func render(_ plan: Plan) -> String {
        var lines = ["name: \(plan.name)"]
        for day in plan.days {
            lines.append(day.name)
            for exercise in day.exercises {
                lines.append("  \(exercise.name) \(exercise.scheme)" + (exercise.note.map { "  \($0)" } ?? ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"name":"PPL","active":true,"next":"Push","days":[...]}`: with `exercises`, each day is an object with
    /// its exercises (`plan show --json`); without, a day is its name (`plan list --json`).
    static func json(_ plan: Plan, active: Bool, next: String?, exercises: Bool = false) -> [UInt8] {
        var writer = JSONWriter(capacity: 512)
        writer.string("name", plan.name)
        writer.bool("active", active)
        if exercises {
            if let next { writer.string("next", next) } else { writer.key("next"); writer.null() }
            writer.raw("days", JSONWriter.array(plan.days.map(day)))
        } else {
            writer.stringArray("days", plan.days.map(\.name))
        }
        return writer.finish()
    }

    private static func day(_ day: PlanDay) -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.string("name", day.name)
        let exercises = day.exercises.map { exercise -> [UInt8] in
            var item = JSONWriter(capacity: 160)
            item.string("name", exercise.name)
            item.string("exercise_id", exercise.exerciseID)
            item.int("sets", exercise.sets)
            item.number("reps_min", exercise.reps.map { Double($0.lowerBound) })
            item.number("reps_max", exercise.reps.map { Double($0.upperBound) })
            item.string("scheme", exercise.scheme)
            item.optionalString("note", exercise.note)
            return item.finish()
        }
        writer.raw("exercises", JSONWriter.array(exercises))
        return writer.finish()
    }
}
