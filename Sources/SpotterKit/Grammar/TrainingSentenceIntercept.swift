/// A training sentence the set rules could not read: the LLM resolvers read it into sets; the mock
/// resolver keeps it for review with the forms it does read.
struct TrainingSentenceIntercept: Intercept {
    static let hint =
        "Spotter reads sets like `bench 3x8 185lb`, `squat 100kg 5 5 4 @8` or `3 sets of bench at 185 pounds for 8`."

    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard context.isTrainingSentence else { return false }
        guard let reader = context.engine.resolver as? WorkoutReading else {
            review("It reads as training but not as sets. " + Self.hint, context)
            return true
        }
        switch reader.sets(fromSentence: text, library: context.library, defaultUnit: context.config.units) {
        case .failure(let failure):
            review("It could not be read as sets (\(failure.reason)). " + Self.hint, context)
        case .success(let lines):
            if !context.hasWorkout { WorkoutIntercept.start(name: nil, implicit: true, context) }
            for line in lines { SetLogging.log(line, context) }
        }
        return true
    }

    private func review(_ reason: String, _ context: LineContext) {
        context.record(.review(ReviewRecord(about: "set", reason: reason)))
        context.say(.review, "Kept \"\(context.text)\" for review: \(reason)")
        context.outcome.failed = true
    }
}
