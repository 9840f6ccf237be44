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
}
