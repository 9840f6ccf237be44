/// Reads the set notation of a training line (`bench 3x5 100kg`, `5 @ 100`, `same`, `+2.5`).
///
/// Pure and fast: one hand-written tokenisation, no regular expressions. Nil means the line is
/// not set notation at all, so the grammar lets it fall through to cardio, body weight or food.
enum SetParser {
    /// The set line `line` describes, or nil when it is not set notation.
    ///
    /// A line is set notation when it has `NxM`, `N @ M`, `N reps`, `N sets` or `rpe N`, or is a
    /// known exercise name followed by numbers; a known name alone selects the exercise. Unknown
    /// words without notation (`chicken 200`), units of distance, time or food (`row 2000m`,
    /// `150g chicken`), clocks and cardio words are never sets.
    /// The library is asked for only when a word could name an exercise, so a line of numbers and
    /// units (`96 kg`, `150g chicken`) never builds it.
    static func parse(_ line: String, defaultUnit: WeightUnit, library: @autoclosure () -> ExerciseLibrary) -> SetLine?
    {
        if let (remark, rest) = leadingRemark(line),
            var remarked = parse(rest, defaultUnit: defaultUnit, library: library()),
            let name = remarked.exerciseText, library().exercise(named: name) != nil
        {
            remarked.prefixNote(with: remark)
            return remarked
        }
        // `top set 140x3`: the sets of the line without the words, which are their note.
        if let (label, rest) = setLabel(line) {
            guard var labelled = parse(rest, defaultUnit: defaultUnit, library: library()) else { return nil }
            labelled.prefixNote(with: label)
            return labelled
        }
        let tokens = platesAsLoad(
            oneRepMaxAsOneSet(TrainingTokenizer.tokenize(line)), defaultUnit: defaultUnit, library: library)
        guard !tokens.isEmpty else { return nil }
        if isRepeat(tokens) { return SetLine(exerciseText: nil, action: .repeatLast) }
        if let hold = HoldReader.line(tokens, library: library()) { return hold }
        // `x 10`, `x 0` after a set: the reps of another set of the current exercise, as `10 reps` is.
        if tokens.count == 2, tokens[0] == .times, case .number(let reps, false) = tokens[1], reps >= 0,
            let whole = reps.wholeNumber
        {
            return parse("\(whole) reps", defaultUnit: defaultUnit, library: library())
        }
        guard let scan = SetScan(tokens: tokens) ?? pairByWeight(tokens, defaultUnit: defaultUnit, library: library)
        else { return nil }
        if let rpe = ratingOfLastSet(scan) { return SetLine(exerciseText: nil, action: .rateLast(rpe)) }
        var name = resolveName(scan.nameRuns, library: library())
        if name.exercise == nil, startsAsCorrection(scan.nameRuns) { return nil }
        var correctedFrom: String?
        // A name one typo from a known exercise, on a line that is clearly sets, is taken as it.
        if name.exercise == nil, scan.hasNotation, scan.nameRuns.count == 1, let typed = name.text,
            let near = library().exercise(nearlyNamed: typed)
        {
            name = (near.name, near)
            correctedFrom = typed
        }

        if let increment = addLoad(scan.items) {
            // `bench +2.5` names the exercise; `chicken +2.5` is not training.
            guard scan.nameRuns.isEmpty || scan.nameRuns.count == 1 && name.exercise != nil else {
                return nil
            }
            return SetLine(exerciseText: name.text, action: increment)
        }
        let knownWithNumbers = name.exercise != nil && scan.nameRuns.count == 1 && scan.hasNumber
        guard scan.hasNotation || knownWithNumbers else {
            if name.exercise != nil, scan.items.isEmpty, scan.nameRuns.count == 1 {
                // `pullups amrap` is a set whose reps are still to come, not only the exercise chosen.
                guard scan.flags.contains(.toFailure) else {
                    return SetLine(exerciseText: name.text, action: .selectExercise)
                }
                return SetLine(
                    exerciseText: name.text,
                    action: .needsReps(setCount: nil, load: nil, reason: SetMessage.missingRepsToFailure))
            }
            return nil
        }
        if let percentage = scan.percentage {
            return SetLine(
                exerciseText: name.text,
                action: .needsReps(setCount: nil, load: nil, reason: SetMessage.percentage(percentage)))
        }
        let action = SetNotationReader.action(
            items: scan.items, defaultUnit: defaultUnit,
            isBodyweight: name.exercise?.isBodyweight ?? false,
            isHeldInPairs: name.exercise.map(isHeldInPairs) ?? false,
            flags: scan.flags)
        // With a known exercise the other words are the lifter's note on the sets (`felt grindy`).
        // `bw` or `db` beside the numbers (`pullups 3x10 bw`) says what the sets or the name already say, and
        // `did` or `with` (`bench 3 sets of 10 with 60kg`) only joins them: neither is a note.
        let others = scan.nameRuns.compactMap { run -> String? in
            let text = run.joined(separator: " ")
            guard text != name.text, text != correctedFrom,
                withoutJoiningWords(run).joined(separator: " ") != name.text,
                !run.allSatisfy({ wordsThatAreNoNote.contains($0.lowercased()) })
            else { return nil }
            return text
        }
        let note = name.exercise != nil && !others.isEmpty ? others.joined(separator: " ") : nil
        return SetLine(exerciseText: name.text, action: action, correctedFrom: correctedFrom, note: note)
    }

    /// Dumbbells and kettlebells, held one in each hand.
    private static func isHeldInPairs(_ exercise: Exercise) -> Bool {
        exercise.equipment == "dumbbell" || exercise.equipment == "kettlebell"
    }

    /// `incline db press 3x10 32s`, `db rows 70s 3x10`: the pair of 32s (70s), as a gym names dumbbells by their
    /// weight, in the default unit. Only with sets of a dumbbell or kettlebell lift: elsewhere `32s` is a time, which
    /// no set line has.
    private static func pairByWeight(
        _ tokens: [TrainingToken], defaultUnit: WeightUnit, library: () -> ExerciseLibrary
    ) -> SetScan? {
        guard tokens.count >= 3,
            let plural = tokens.indices.dropFirst().first(where: { isWeightsPlural(tokens, at: $0) }),
            !tokens.indices.dropFirst(plural + 1).contains(where: { isWeightsPlural(tokens, at: $0) })
        else { return nil }
        // Read as the weight in the default unit: `30s 3x12` is no rep count of 30 before the sets.
        var read = tokens
        read[plural] = .word(defaultUnit.rawValue, original: defaultUnit.rawValue)
        guard let scan = SetScan(tokens: read), scan.hasNotation,
            resolveName(scan.nameRuns, library: library()).exercise.map(isHeldInPairs) == true
        else { return nil }
        return scan
    }

    /// True when the token at `index` is the `s` of `32s`: a whole number just before it.
    private static func isWeightsPlural(_ tokens: [TrainingToken], at index: Int) -> Bool {
        guard tokens[index].word == "s", case .number(_, false) = tokens[index - 1] else { return false }
        return true
    }

    /// Words beside a set's numbers that add nothing to the sets: body weight, the equipment, or a joining word.
    /// (A list: a `Set` was hashed whole at every process's first set line.)
    private static let wordsThatAreNoNote: [String] = [
        "bw", "bodyweight", "body", "weight", "db", "dbs", "dumbbell", "dumbbells", "kb", "kettlebell", "bb",
        "barbell", "with", "did", "i", "then", "and", "using",
    ]

    // MARK: - Whole-line forms

    /// `same`, `one more`, `another`, `again` and their longer forms.
    private static func isRepeat(_ tokens: [TrainingToken]) -> Bool {
        guard tokens.count <= 3 else { return false }
        var words: [String] = []
        for token in tokens {
            guard let word = token.word else { return false }
            words.append(word)
        }
        switch words {
        case ["same"], ["again"], ["another"], ["repeat"], ["ditto"], ["one", "more"],
            ["same", "again"],
            ["another", "one"], ["another", "set"], ["same", "set"], ["one", "more", "set"],
            ["same", "as", "before"], ["repeat", "last", "set"], ["repeat", "set"]:
            return true
        default:
            return false
        }
    }

    /// `+2.5`, `+5 lb`, `+2.5kg`: an increment on the last load; absurd amounts need review.
    private static func addLoad(_ items: [SetScan.Item]) -> SetAction? {
        guard items.count == 2, items[0] == .plus, case .number(let value, _, let unit) = items[1]
        else {
            return nil
        }
        let kilograms = unit == .lb ? value * WeightUnit.kilogramsPerPound : value
        if value == 0 { return .needsReps(setCount: nil, load: nil, reason: SetMessage.zeroIncrement) }
        guard kilograms > 0, kilograms <= Plausibility.maxLoadKilograms else {
            return .needsReps(setCount: nil, load: nil, reason: SetMessage.implausibleIncrement(value))
        }
        return .addLoad(value, unit)
    }

    // MARK: - Exercise name

    /// The name words to report and the exercise they resolve to, if any.
    ///
    /// The first run that names a known exercise wins (`felt strong bench 3x5` → `bench`);
    /// otherwise the first run is kept as a custom exercise name.
    private static func resolveName(
        _ runs: [[String]], library: @autoclosure () -> ExerciseLibrary
    )
        -> (text: String?, exercise: Exercise?)
    {
        guard !runs.isEmpty else { return (nil, nil) }
        let library = library()
        var first: String?
        for run in runs {
            let text = run.joined(separator: " ")
            if let exercise = library.exercise(named: text) { return (text, exercise) }
            // `did 3x10 curls with 15kg`: the words that join the sets name nothing (`Did` was a custom exercise).
            let named = withoutJoiningWords(run)
            guard !named.isEmpty else { continue }
            if named.count < run.count {
                let trimmed = named.joined(separator: " ")
                if let exercise = library.exercise(named: trimmed) { return (trimmed, exercise) }
            }
            if first == nil { first = text }
        }
        return (first, nil)
    }

    /// The run without the words at its ends that only join a line's sets: `curls with` is `curls`.
    private static func withoutJoiningWords(_ run: [String]) -> ArraySlice<String> {
        let isJoining = { (word: String) in joiningWords.contains(word.lowercased()) }
        var named = run[...]
        while let first = named.first, isJoining(first) { named.removeFirst() }
        while let last = named.last, isJoining(last) { named.removeLast() }
        return named
    }

    private static let joiningWords = ["did", "do", "i", "then", "and", "with", "using"]
}
