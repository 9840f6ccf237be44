/// Tells a sentence about training (`did three sets of bench at 185, felt heavy`) from food, so one
/// the set rules cannot read goes to the workout reader instead of the food resolver.
enum TrainingSentence {
    /// Words only a training sentence uses.
    static let trainingWords: Set<String> = [
        "set", "sets", "rep", "reps", "rpe", "benched", "squatted", "deadlifted", "pressed", "lifted", "curled",
        "rowed", "pulled", "pr", "amrap", "warmup", "warm-up", "sled", "prowler",
    ]

    /// Words after `set` that make it an everyday verb (`set aside`), not a set of reps.
    static let idiomsOfSet: Set<String> = ["aside", "apart", "out", "up"]

    /// Training verbs that also say how a food was made, by the foods they make: `pulled pork` was kept for review as
    /// training, not logged as food.
    static let madeFoods: [String: Set<String>] = [
        "pulled": ["pork", "chicken", "beef", "lamb", "turkey", "jackfruit", "brisket", "oats"],
        "pressed": ["juice", "juices", "sandwich", "cuban", "panini", "tofu"],
    ]

    /// True for a line with a training word, or one that names an exercise together with a load unit or sets
    /// times reps (`bench 3x5 100s` was a chocolate wafer cookie, `bench` read as `beech`).
    static func looksLikeTraining(_ text: String, library: @autoclosure () -> ExerciseLibrary) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(
            String.init)
        for (index, word) in words.enumerated() where trainingWords.contains(word) {
            // `with the skin set aside` is a meal, not a set.
            let next = index + 1 < words.count ? words[index + 1] : ""
            if word == "set", idiomsOfSet.contains(next) { continue }
            if madeFoods[word]?.contains(next) == true { continue }
            return true
        }
        let hasUnit = words.contains {
            WeightUnit(word: $0) != nil || $0.hasSuffix("kg") || $0.hasSuffix("lb")
        }
        guard hasUnit || words.contains(where: isSetsTimesReps) else { return false }
        // Asked only here, so a food line without a weight unit never builds the library.
        let library = library()
        for length in 1...3 where words.count >= length {
            for start in 0...(words.count - length) {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                if library.exercise(named: phrase) != nil { return true }
            }
        }
        return false
    }

    /// `3x5`: digits, an `x`, digits. (Read byte by byte: every food line asks of each word, and splitting it
    /// made arrays of substrings, 6,600 instructions of `log 150g chicken`.)
    private static func isSetsTimesReps(_ word: String) -> Bool {
        var before = 0
        var after = 0
        var times = false
        for byte in word.utf8 {
            if byte == UInt8(ascii: "x"), !times {
                times = true
            } else if byte &- 0x30 < 10 {
                if times { after += 1 } else { before += 1 }
            } else {
                return false
            }
        }
        return before > 0 && after > 0
    }
}
