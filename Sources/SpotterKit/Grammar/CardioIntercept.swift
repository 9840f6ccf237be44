/// `5 km run`, `30 min bike`, `5x100m sprints` log at once; a bare `run` starts a timed bout.
struct CardioIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let line = context.cardioLine else { return false }
        if line.isTimedStart {
            if context.hasCardio {
                SessionEnding.endCardio(context)
                return true
            }
            let id = context.record(.cardioStart(CardioStartRecord(modality: line.modality, context: line.context)))
            context.cardio = ActiveCardio(
                bout: id, started: context.now, modality: line.modality, context: line.context)
            context.say(
                .success,
                "\(line.modality.rawValue.prefix(1).uppercased() + line.modality.rawValue.dropFirst()) started at \(context.now.clockTime); `done` ends it."
            )
            return true
        }
        let record = CardioRecord(
            modality: line.modality, distanceMeters: line.distanceMeters, durationSeconds: line.durationSeconds,
            intervals: line.intervals, intervalMeters: line.intervalMeters, context: line.context)
        context.record(.cardio(record))
        context.say(.success, context.cardioMessage(record))
        return true
    }
}
