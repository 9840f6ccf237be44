/// One row of another app's export: a set, or a cardio bout where the row has only distance or time.
struct ImportedRow {
    enum Measure {
        case set(reps: Int?, load: Load?, rpe: Double?, flags: [SetFlag])
        case cardio(distanceMeters: Double?, durationSeconds: Double?)
    }

    var exercise: String
    /// The app's own position of the row in the exercise (`1`, `W`), part of the row's stable id.
    var order: String
    var measure: Measure
    var line: Int

    /// A set when the row has reps or a load, a bout when it has only distance or time, nil when it has nothing.
    static func make(
        exercise: String, order: String, line: Int, reps: Int?, load: Load?, rpe: Double?, flags: [SetFlag],
        distanceMeters: Double?, durationSeconds: Double?
    ) -> ImportedRow? {
        // Apps write 0 for an empty field; a 0 kg load is a bodyweight set.
        let load = load.flatMap { $0.value > 0 ? $0 : nil }
        if reps.map({ $0 > 0 }) ?? false || load != nil {
            return ImportedRow(
                exercise: exercise, order: order, measure: .set(reps: reps, load: load, rpe: rpe, flags: flags),
                line: line)
        }
        let distance = distanceMeters.flatMap { $0 > 0 ? $0 : nil }
        let duration = durationSeconds.flatMap { $0 > 0 ? $0 : nil }
        guard distance != nil || duration != nil else { return nil }
        return ImportedRow(
            exercise: exercise, order: order,
            measure: .cardio(distanceMeters: distance, durationSeconds: duration), line: line)
    }
}
