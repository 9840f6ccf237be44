/// One row of another app's export: a set, or a cardio bout where the row has only distance or time.
struct ImportedRow {
    enum Measure {
        /// `holdSeconds` is a timed set with no reps (a plank).
        case set(reps: Int?, load: Load?, rpe: Double?, flags: [SetFlag], holdSeconds: Double?)
        case cardio(distanceMeters: Double?, durationSeconds: Double?)
    }

    var exercise: String
    /// The app's own position of the row in the exercise (`1`, `W`), part of the row's stable id.
    var order: String
    var measure: Measure
    var line: Int

    /// A set when the row has reps or a load; a bout when it has only distance or time and is cardio (a
    /// distance, or a cardio word in the name); a timed set for a hold such as a plank; nil when the row
    /// has nothing. Figures beyond `Plausibility`'s limits throw: they are typos, not training.
    static func make(
        exercise: String, order: String, line: Int, reps: Int?, load: Load?, rpe: Double?, flags: [SetFlag],
        distanceMeters: Double?, durationSeconds: Double?
    ) throws(ImportTable.RowProblem) -> ImportedRow? {
        if let load, !Plausibility.isPlausible(load) {
            throw .init(
                problem: "the weight \(Format.load(load)) is more than anyone lifts (at most "
                    + "\(Int(Plausibility.maxLoadKilograms)) kg)", reason: "the weight is implausible")
        }
        if let distanceMeters, distanceMeters > Plausibility.maxMeters {
            throw .init(
                problem: "the distance \(Format.number(distanceMeters / 1000)) km is farther than one bout goes",
                reason: "the distance is implausible")
        }
        if let durationSeconds, durationSeconds > Plausibility.maxSeconds {
            throw .init(
                problem: "the time \(Format.number(durationSeconds)) s is longer than a week",
                reason: "the time is implausible")
        }
        // Apps write 0 for an empty field; a 0 kg load is a bodyweight set.
        let load = load.flatMap { $0.value > 0 ? $0 : nil }
        let distance = distanceMeters.flatMap { $0 > 0 ? $0 : nil }
        let duration = durationSeconds.flatMap { $0 > 0 ? $0 : nil }
        if reps.map({ $0 > 0 }) ?? false || load != nil {
            return ImportedRow(
                exercise: exercise, order: order,
                measure: .set(reps: reps, load: load, rpe: rpe, flags: flags, holdSeconds: nil), line: line)
        }
        guard distance != nil || duration != nil else { return nil }
        if distance == nil, ImportedWorkout.cardioModality(exercise) == nil {
            return ImportedRow(
                exercise: exercise, order: order,
                measure: .set(reps: nil, load: nil, rpe: rpe, flags: flags, holdSeconds: duration), line: line)
        }
        return ImportedRow(
            exercise: exercise, order: order,
            measure: .cardio(distanceMeters: distance, durationSeconds: duration), line: line)
    }

    /// RPE 1–10, or nil with the reason it was left out (Strong writes 0 for none).
    static func rpe(_ value: Double?) -> (value: Double?, problem: String?) {
        guard let value, value != 0 else { return (nil, nil) }
        guard Plausibility.rpeRange.contains(value) else {
            return (nil, "the RPE \(Format.number(value)) is not from 1 to 10")
        }
        return (value, nil)
    }
}
