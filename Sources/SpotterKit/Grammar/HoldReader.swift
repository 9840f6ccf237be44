/// Reads a timed hold: a hold exercise's name, then how long it was held (`plank 60s`, `plank 1 min`,
/// `plank 1:30`, `side plank 45 s`, `plank 3x60s`); a bare number is seconds, since a hold has no reps.
enum HoldReader {
    /// The hold's set line, or nil when the line is not a timed hold exercise and a time.
    static func line(_ tokens: [TrainingToken], library: @autoclosure () -> ExerciseLibrary) -> SetLine? {
        var words: [String] = []
        var index = 0
        while index < tokens.count, let word = tokens[index].word {
            words.append(word)
            index += 1
        }
        let name = words.joined(separator: " ")
        guard !words.isEmpty, index < tokens.count, let exercise = library().exercise(named: name),
            exercise.isTimedHold
        else { return nil }
        var rest = Array(tokens[index...])
        var count = 1
        // `3x60s`, `3 x 1 min`: three holds of that time.
        if rest.count >= 3, case .number(let sets, false) = rest[0], rest[1] == .times, sets >= 1,
            sets <= Plausibility.maxSetCount
        {
            count = Int(sets)
            rest.removeFirst(2)
        }
        guard let seconds = seconds(rest), seconds > 0, seconds <= Plausibility.maxSeconds else { return nil }
        let hold = ParsedSet(reps: nil, load: nil, holdSeconds: seconds)
        return SetLine(exerciseText: name, action: .sets(Array(repeating: hold, count: count)))
    }

    /// `60s`, `60 sec`, `90 seconds`, `1 min`, `1.5 minutes`, `1 min 30 s`, `1:30`, or a bare `60`.
    static func seconds(_ tokens: [TrainingToken]) -> Double? {
        if tokens.count == 1, case .clock(let seconds) = tokens[0] { return seconds }
        if tokens.count == 1, case .number(let seconds, _) = tokens[0] { return seconds }
        guard !tokens.isEmpty, tokens.count.isMultiple(of: 2) else { return nil }
        var total = 0.0
        for pair in stride(from: 0, to: tokens.count, by: 2) {
            guard case .number(let value, _) = tokens[pair], let unit = tokens[pair + 1].word,
                // A hold is timed in seconds and minutes; `plank 1 h` is no hold.
                let scale = TrainingLexicon.seconds(per: unit), scale < 3600
            else { return nil }
            total += value * scale
        }
        return total
    }
}
