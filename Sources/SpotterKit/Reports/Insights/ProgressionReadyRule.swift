/// Exercises whose last session reached every prescribed rep at RPE below 8: time to add load.
public struct ProgressionReadyRule: InsightRule {
    /// Every prescribed set must be logged with an RPE below this; a set without RPE does not qualify.
    public static let rpeBelow = 8.0

    public init() {}

    public func evaluate(_ input: InsightInput) -> Insight? {
        guard let session = input.sessions.last(where: { $0.end != nil }) else { return nil }
        let plan = session.start.plan.flatMap { name in
            input.plans.first { ExerciseName.key($0.name) == ExerciseName.key(name) }
        }
        var ready: [String] = []
        for exerciseID in session.exerciseIDs {
            let sets = session.workingSets.filter { $0.exerciseID == exerciseID }
            guard let name = sets.first?.exercise,
                Self.isReady(
                    sets,
                    prescription: Prescription.forExercise(
                        exerciseID, plan: plan, day: session.start.day, repRange: input.config.repRange))
            else { continue }
            // The step the next session's suggestion adds, in the user's unit (one rule for both).
            let unit = input.config.units
            let region: BodyRegion = input.library.exercise(id: exerciseID)?.region == .upper ? .upper : .lower
            let step = ProgressionEngine.addedLoad(region: region, unit: unit, step: input.config.loadStep(in: unit))
            ready.append("\(name) (+\(Format.load(Load(value: step, unit: unit))))")
        }
        guard !ready.isEmpty else { return nil }
        return Insight(
            kind: .progression, subject: session.id,
            text: "Ready to progress: " + ready.joined(separator: ", ")
                + " — every prescribed rep last session at RPE below 8.")
    }

    /// The first `sets` working sets all reach the top of the range, each at an RPE below 8.
    static func isReady(_ sets: [SetRecord], prescription: Prescription) -> Bool {
        guard let reps = prescription.range, sets.count >= prescription.sets, prescription.sets > 0 else {
            return false
        }
        return sets.prefix(prescription.sets).allSatisfy { set in
            guard let done = set.reps, let rpe = set.rpe else { return false }
            return done >= reps.upperBound && rpe < rpeBelow
        }
    }
}
