extension SetLogging {
    /// `rpe 8` after a set: the workout's last set is edited to that RPE, a correction line like `edit` writes (it
    /// was kept for review, asking for reps).
    static func rateLast(_ rpe: Double, _ workout: ActiveWorkout, _ context: LineContext) {
        guard !workout.sets.isEmpty,
            let last = try? context.engine.sessionEntries(workout.session).last(where: { $0.kind == "set" })
        else {
            return review(
                "There is no set in this workout yet to give an RPE; add it to the set, e.g. `5 @ 100 rpe 8`.", context)
        }
        do {
            try Corrections.edit(last.id, ["rpe=" + Format.number(rpe)], context)
        } catch {
            review("\(error)", context)
        }
    }
}
