/// Ends the active workout or cardio bout: journals the end with its totals and says how it went.
enum SessionEnding {
    static func endWorkout(_ context: LineContext) {
        guard let workout = context.training.workout else { return }
        let summary = WorkoutSummary(workout: workout, ended: context.now)
        context.record(
            .workoutEnd(
                WorkoutEndRecord(
                    session: workout.session, durationSeconds: summary.durationSeconds, sets: summary.workingSets,
                    volumeKilograms: summary.volumeKilograms)))
        context.training.workout = nil
        context.engine.exerciseHistory.finished(workout.sets)
        context.say(.success, summary.headline)
        for line in summary.exerciseLines { context.say(.info, "  " + line) }
    }

    static func endCardio(_ context: LineContext) {
        guard let cardio = context.training.cardio else { return }
        let record = CardioRecord(
            modality: cardio.modality, durationSeconds: Double(max(0, context.now.seconds - cardio.started.seconds)),
            context: cardio.context, bout: cardio.bout)
        context.record(.cardio(record))
        context.training.cardio = nil
        context.say(.success, "Done: " + Format.cardio(record))
    }
}
