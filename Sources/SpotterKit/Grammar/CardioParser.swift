/// Reads a cardio line: a cardio keyword with optional distance, duration, intervals and context.
///
/// Units: m, km, k, mi, yd for distance; s, sec, min, h, hr for time; `24:30` and `1:05:30`
/// clocks. `m` after hours means minutes (`bike 1h 5m`). A number without a unit is read per
/// sport, because people type `run 5` and `swim 1500`: minutes for `cardio`, `endurance` and the
/// timed activities (`climbing 90`, `yoga 30`),
/// metres for sprints, otherwise kilometres below 50 and metres from 50 up; after a distance
/// with a unit it is minutes (`run 5k 25`). Set notation (a weight unit, `@`, reps, sets, rpe,
/// `3x10` without a distance), known multi-word exercises (`cable row`) and words of eating or
/// drinking (`a bottle of Gatorade sports drink`) are not cardio.
enum CardioParser {
    /// The cardio line `line` describes, or nil when it has no cardio keyword or is not cardio.
    static func parse(_ line: String) -> CardioLine? {
        var reader = CardioReader(tokens: TrainingTokenizer.tokenize(line))
        return reader.read()
    }
}

/// The state of reading one cardio line.
private struct CardioReader {
    let tokens: [TrainingToken]
    var modality: CardioModality?
    var keywordIndex = 0
    var context: [String] = []
    var meters = 0.0
    var seconds = 0.0
    var hasDistance = false
    var hasDuration = false
    var intervals: Int?
    var intervalMeters: Double?
    var unitless: [Double] = []
    var sawHours = false
    var sawClock = false
    var countsSteps = false
    /// A parkrun said anywhere on the line: a 5 km run unless the line gives another distance.
    var saysParkrun = false

    mutating func read() -> CardioLine? {
        var index = 0
        while index < tokens.count {
            guard let next = step(at: index) else { return nil }
            index = next
        }
        // `10k steps` alone is a walk.
        if modality == nil, countsSteps { modality = .walk }
        guard let modality, !isExerciseName() else { return nil }
        if !hasDistance, saysParkrun {
            meters = 5000
            hasDistance = true
        }
        guard resolveUnitless(for: modality) else { return nil }
        guard meters <= Plausibility.maxMeters, seconds <= Plausibility.maxSeconds else { return nil }
        return CardioLine(
            modality: modality, distanceMeters: hasDistance ? meters : nil,
            durationSeconds: hasDuration ? seconds : nil, intervals: intervals,
            intervalMeters: intervalMeters,
            context: context.isEmpty ? nil : context.joined(separator: " "), countsSteps: countsSteps)
    }

    /// Reads the token at `index`; the next index, or nil when the line is not cardio.
    private mutating func step(at index: Int) -> Int? {
        switch tokens[index] {
        case .word(let word, let original):
            if word == "parkrun" { saysParkrun = true }
            // `steps 9500`, `step count 8000`: the count after the words (they were infant formula and a cereal).
            if word == "steps" || word == "step" {
                let at = self.word(at: index + 1) == "count" ? index + 2 : index + 1
                if at < tokens.count, case .number(let count, _) = tokens[at], count > 0 {
                    countsSteps = true
                    context.append(Format.number(count, decimals: 0) + " steps")
                    return at + 1
                }
            }
            let meaning = TrainingLexicon.meaning(of: word)
            if modality == nil, let found = meaning?.cardio {
                // Boxing Day is a holiday (`boxing day leftovers` started a bout of sport).
                if word == "boxing", self.word(at: index + 1) == "day" { return nil }
                modality = found
                keywordIndex = index
                // `tennis 45 min` is sport, `elliptical 30 min` cardio and `pilates 45` yoga, and which one is worth
                // keeping.
                if [.sport, .cardio, .yoga].contains(found), !["sport", "sports", "cardio", "yoga"].contains(word) {
                    context.append(original)
                }
                if word == "parkrun" { context.append(original) }
            } else if modality == nil, word == "rope", index > 0,
                ["jump", "jumping"].contains(self.word(at: index - 1))
            {
                // `jump rope 10 min`; `rope` alone is no keyword (`licorice rope`, `rope pushdown`).
                modality = .cardio
                keywordIndex = index
                context.append(original)
            } else if Self.isFiller(word) {
                return index + 1
            } else if let meaning, Self.isSetWord(meaning) || meaning.tellsOfEating {
                return nil
            } else {
                context.append(original)
            }
            return index + 1
        case .number(let value, _):
            guard value > 0 else { return nil }
            // `zone 2`, `10000 steps`, `10k steps`: no distance or time, but worth keeping (a distance they were,
            // 2 km and 10 km).
            if index > 0, word(at: index - 1) == "zone" {
                context.append(Format.number(value))
                return index + 1
            }
            let stepsAt = word(at: index + 1) == "k" ? index + 2 : index + 1
            if let steps = word(at: stepsAt), steps == "steps" || steps == "step" {
                countsSteps = true
                context.append(Format.number(stepsAt > index + 1 ? value * 1000 : value, decimals: 0) + " steps")
                return stepsAt + 1
            }
            if tokens.indices.contains(index + 1), tokens[index + 1] == .times {
                return readIntervals(count: value, at: index + 2)
            }
            return readQuantity(value, unitAt: index + 1)
        case .clock(let value):
            guard !sawClock else { return nil }
            sawClock = true
            seconds += value
            hasDuration = true
            return index + 1
        case .times, .plus:
            return index + 1
        case .at, .invalid:
            return nil
        }
    }

    /// `100m`, `30 min`, `1h`, or a bare number kept for later.
    private mutating func readQuantity(_ value: Double, unitAt index: Int) -> Int? {
        guard let unit = word(at: index) else {
            unitless.append(value)
            return index
        }
        // One lookup for all three: the lexicon holds each unit's metres and seconds.
        let meaning = TrainingLexicon.meaning(of: unit)
        if unit == "m", sawHours {
            seconds += value * 60
            hasDuration = true
        } else if let perUnit = meaning?.metres {
            meters += value * perUnit
            hasDistance = true
        } else if let perUnit = meaning?.seconds {
            seconds += value * perUnit
            hasDuration = true
            if perUnit == 3600 { sawHours = true }
        } else if meaning?.isFoodUnit == true {
            return nil
        } else {
            unitless.append(value)
            return index
        }
        return index + 1
    }

    /// `5x100m`, `8x400 m`, `4x4 min`: a whole count of equal repeats.
    private mutating func readIntervals(count: Double, at index: Int) -> Int? {
        guard intervals == nil, count == count.rounded(), count <= 1000,
            case .number(let each, _)? = tokens.indices.contains(index) ? tokens[index] : nil, each > 0
        else { return nil }
        intervals = Int(count)
        let unit = word(at: index + 1)
        if let unit, let perUnit = TrainingLexicon.metres(per: unit) {
            intervalMeters = each * perUnit
            meters += count * each * perUnit
            hasDistance = true
            return index + 2
        }
        if let unit, let perUnit = TrainingLexicon.seconds(per: unit) {
            seconds += count * each * perUnit
            hasDuration = true
            return index + 2
        }
        // Without a unit only track distances read as intervals; `row 3x10` is a set.
        guard modality == .sprint || each >= 50 || peekModality(from: index) == .sprint else {
            return nil
        }
        intervalMeters = each
        meters += count * each
        hasDistance = true
        return index + 1
    }

    /// Gives the one number without a unit its per-sport meaning; false when there are several.
    private mutating func resolveUnitless(for modality: CardioModality) -> Bool {
        guard let value = unitless.first else { return true }
        guard unitless.count == 1 else { return false }
        if modality.isTimedActivity || hasDistance {
            guard !hasDuration else { return false }
            seconds += value * 60
            hasDuration = true
        } else {
            meters += modality == .sprint || value >= 50 ? value : value * 1000
            hasDistance = true
        }
        return true
    }

    /// True when the words around the keyword name a known exercise (`cable row`, `upright row`).
    private func isExerciseName() -> Bool {
        var start = keywordIndex
        while start > 0, word(at: start - 1) != nil { start -= 1 }
        var end = keywordIndex
        while word(at: end + 1) != nil { end += 1 }
        guard end > start else { return false }
        let words = (start...end).compactMap { word(at: $0) }
        return ExerciseLibrary.builtIn.exercise(named: words.joined(separator: " ")) != nil
    }

    private func word(at index: Int) -> String? {
        tokens.indices.contains(index) ? tokens[index].word : nil
    }

    /// The first cardio keyword at or after `index`, for `5x100 sprints`.
    private func peekModality(from index: Int) -> CardioModality? {
        tokens[index...].lazy.compactMap { $0.word.flatMap { CardioModality(keyword: $0) } }
            .first
    }

    /// Words of set notation: their presence makes the line a set, not cardio.
    private static func isSetWord(_ meaning: WordMeaning) -> Bool {
        meaning.weightUnit != nil || meaning.setWord == .reps || meaning.setWord == .sets
            || meaning.setWord == .rpe
    }

    /// Whether the word carries no context. (A `switch`: the `Set` of these eight words was built at a process's
    /// first line, 14,000 instructions of `log bench 3x5 100kg`, which builds no other set of words.)
    private static func isFiller(_ word: String) -> Bool {
        switch word {
        case "of", "for", "a", "an", "the", "in", "at", "and": true
        default: false
        }
    }
}
