/// A training line sorted into notation items, exercise-name runs and flags.
///
/// Fails (nil) for lines that are plainly something else: a cardio word, a distance or duration
/// unit after a number (`row 2000m`, `30 min`), a food unit after a number (`150g`), a clock
/// (`24:30`) or a malformed number (`1.2.3`, `5-8`).
struct SetScan {
    /// One piece of set notation, name words removed.
    enum Item: Equatable {
        case number(Double, hasPoint: Bool, unit: WeightUnit?)
        case times, at, plus, reps, sets, rpe, of, forWord
    }

    /// The notation, in order.
    private(set) var items: [Item] = []
    /// Runs of consecutive name words, original spelling, in order.
    private(set) var nameRuns: [[String]] = []
    /// Flags found anywhere in the line, each once, in order.
    private(set) var flags: [SetFlag] = []
    /// A percentage typed where a load belongs (`@ 80%`), kept out of the items.
    private(set) var percentage: Double?

    /// Sorts `tokens`; nil when the line is not set material at all.
    init?(tokens: [TrainingToken]) {
        var run: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let afterNumber = index > 0 && tokens[index - 1].number != nil
            switch token {
            case .word(let word, let original):
                if let length = Self.toFailureLength(
                    word, next: index + 1 < tokens.count ? tokens[index + 1].word : nil, items: items,
                    afterNumber: afterNumber)
                {
                    // `3x max`: three sets to failure, their reps not given yet, as `3 sets to failure` reads.
                    if items.last == .times { items.removeLast() }
                    items.append(.sets)
                    if !flags.contains(.toFailure) { flags.append(.toFailure) }
                    Self.close(&run, into: &nameRuns)
                    index += length
                    continue
                }
                let meaning = TrainingLexicon.meaning(of: word)
                if let meaning, meaning.flag != nil || meaning.startsFlagPhrase,
                    let (flag, length) = Self.flag(
                        meaning, next: index + 1 < tokens.count ? tokens[index + 1].word : nil)
                {
                    if !flags.contains(flag) { flags.append(flag) }
                    index += length
                    Self.close(&run, into: &nameRuns)
                    continue
                }
                if word == "%", afterNumber, case .number(let value, _, nil)? = items.last {
                    // `80%` of a max is not a load; the parser asks for the load instead of guessing.
                    items.removeLast()
                    percentage = value
                } else if let unit = meaning?.weightUnit {
                    // A unit with no number before it (`in kg`) carries nothing; drop it.
                    if case .number(let value, let point, nil)? = items.last, afterNumber {
                        items[items.count - 1] = .number(value, hasPoint: point, unit: unit)
                    }
                } else if afterNumber, meaning?.isForeignUnit == true {
                    return nil
                } else if meaning?.cardio != nil, word != "row",
                    !(word == "walking" && index + 1 < tokens.count
                        && tokens[index + 1].word?.hasPrefix("lunge") == true)
                {
                    // `walking lunges` are lunges, not a walk.
                    return nil
                } else if let setWord = meaning?.setWord {
                    Self.close(&run, into: &nameRuns)
                    items.append(Self.item(for: setWord))
                } else {
                    run.append(original)
                }
            case .number(let value, let point):
                Self.close(&run, into: &nameRuns)
                items.append(.number(value, hasPoint: point, unit: nil))
            case .times, .at, .plus:
                Self.close(&run, into: &nameRuns)
                items.append(token == .times ? .times : token == .at ? .at : .plus)
            case .clock, .invalid:
                return nil
            }
            index += 1
        }
        Self.close(&run, into: &nameRuns)
    }

    /// True when the items hold set notation: `NxM`, `N @ M`, `N reps`, `N sets` or `rpe N`.
    var hasNotation: Bool {
        for (index, item) in items.enumerated() {
            let next = index + 1 < items.count ? items[index + 1] : nil
            let afterNext = index + 2 < items.count ? items[index + 2] : nil
            switch item {
            case .number:
                if next == .reps || next == .sets { return true }
                if next == .times || next == .at, case .number? = afterNext { return true }
            case .rpe:
                if case .number? = next { return true }
            default:
                continue
            }
        }
        return false
    }

    /// True when any item is a number.
    var hasNumber: Bool {
        items.contains { if case .number = $0 { true } else { false } }
    }

    // MARK: - Vocabulary

    /// A flag word or two-word phrase (`warm up`, `to failure`, `drop set`), and its word count.
    private static func flag(_ meaning: WordMeaning, next: String?) -> (SetFlag, Int)? {
        if let flag = meaning.flag { return (flag, 1) }
        switch next {
        case "up", "ups": return meaning.flagPhraseFlag == .warmup ? (.warmup, 2) : nil
        case "failure": return meaning.flagPhraseFlag == .toFailure ? (.toFailure, 2) : nil
        case "set", "sets": return meaning.flagPhraseFlag == .dropSet ? (.dropSet, 2) : nil
        default: return nil
        }
    }

    /// How many words a set count's `x max`, `x amrap`, `x failure` or `x to failure` takes at `word`
    /// (`3xmax` is one word after the number); nil when `word` does not start one.
    private static func toFailureLength(_ word: String, next: String?, items: [Item], afterNumber: Bool) -> Int? {
        if afterNumber { return word == "xmax" || word == "xamrap" ? 1 : nil }
        guard items.count >= 2, items[items.count - 1] == .times, case .number = items[items.count - 2] else {
            return nil
        }
        switch word {
        case "max", "amrap", "failure": return 1
        case "to": return next == "failure" ? 2 : nil
        default: return nil
        }
    }

    private static func item(for word: SetWord) -> Item {
        switch word {
        case .reps: .reps
        case .sets: .sets
        case .rpe: .rpe
        case .of: .of
        case .forWord: .forWord
        case .at: .at
        }
    }

    private static func close(_ run: inout [String], into runs: inout [[String]]) {
        guard !run.isEmpty else { return }
        runs.append(run)
        run.removeAll(keepingCapacity: true)
    }
}
