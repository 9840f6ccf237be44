/// While a workout or cardio bout is active: `done` ends it, and set lines are sets of the workout.
struct ActiveSessionIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        let isEndWord = context.isEndWord
        if SessionEnding.closeIfAbandoned(context), isEndWord { return true }
        if isEndWord, context.hasCardio {
            SessionEnding.endCardio(context)
            return true
        }
        if let cardio = context.cardio, let figures = Self.endFigures(text.lowercased(), cardio.modality) {
            SessionEnding.endCardio(context, figures)
            return true
        }
        guard context.hasWorkout else {
            // `done` with nothing active is understood, not food: say so and journal nothing.
            if isEndWord { context.say(.info, "Nothing is active to end; `gym` starts a workout, `run` a timed bout.") }
            return isEndWord
        }
        if isEndWord || context.workoutKeyword != nil {
            SessionEnding.endWorkout(context)
            return true
        }
        if let parts = context.supersetLines {
            SetLogging.log(parts, context)
            return true
        }
        guard let line = context.setLine else { return false }
        SetLogging.log(line, context)
        return true
    }

    /// `done 5 km`, `finished 30 min`: an end word, then the bout's distance or time, read as the
    /// bout's own line would be (`run 5 km`); nil for anything else.
    static func endFigures(_ lowered: String, _ modality: CardioModality) -> CardioLine? {
        let words = lowered.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, EndPhrase.endWords.contains(words[0]),
            let line = CardioParser.parse(modality.rawValue + " " + words[1]), !line.isTimedStart,
            line.modality == modality, line.context == nil
        else { return nil }
        return line
    }
}
