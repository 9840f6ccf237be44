extension FoodLineSplitter {
    /// The line without a label before a colon that says what its foods were for or make: `post workout: 2 scoops
    /// whey` is the whey, and `protein shake: 2 scoops whey + 400ml milk` the whey and the milk (it was one scoop,
    /// the loose match of `protein shake: 2 scoops whey`). A meal's own label, `lunch: ...`, is read as a sentence.
    static func withoutLabel(_ line: String) -> String {
        let utf8 = line.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return line }
        let words = FoodWords.normalized(line[..<colon])
        guard (1...3).contains(words.count), let last = words.last, labelEnds.contains(last) else { return line }
        let rest = line[utf8.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty ? line : String(rest)
    }

    /// A label's last word: a meal (a British `meal deal` too), a workout it was eaten around, or a drink made of what
    /// follows.
    private static let labelEnds: Set<String> = MealSentence.mealNouns.union([
        "deal", "workout", "preworkout", "postworkout", "pwo", "shake", "smoothie",
    ])
}

extension FoodLineSplitter {
    /// The line without what its end says of when the foods were eaten: `2 eggs for lunch` is the eggs (it was USDA's
    /// egg whites, the loose match of `eggs lunch`), `protein shake after the gym` the shake and `casein before bed`
    /// the casein (each kept for review). A line that is nothing but the occasion stays as it is.
    static func withoutOccasion(_ line: String) -> String {
        // The last word decides first: every food line comes here, and few end in an occasion.
        let utf8 = line.utf8
        guard let space = utf8.lastIndex(of: UInt8(ascii: " ")) else { return line }
        let last = line[utf8.index(after: space)...]
        guard (3...12).contains(last.utf8.count), occasionEnds.contains(last.lowercased()) else { return line }
        var words = line.split(separator: " ")
        let end = words.removeLast().lowercased()
        // `post-workout` says it alone; `workout` needs what it was before or after.
        if !occasionsAlone.contains(end) {
            if let word = words.last, occasionArticles.contains(word.lowercased()) { words.removeLast() }
            guard let word = words.last, occasionWords.contains(word.lowercased()) else { return line }
            words.removeLast()
        }
        while let word = words.last, word == "," || word == "-" { words.removeLast() }
        // `a scoop of preworkout` names the drink: what is left must not end waiting for a food.
        guard let word = words.last, !amountEnds.contains(word.lowercased()), word.last?.isNumber != true else {
            return line
        }
        var kept = words.joined(separator: " ")
        if kept.utf8.last == UInt8(ascii: ",") { kept.removeLast() }
        return kept.isEmpty ? line : kept
    }

    /// Words that end an occasion: a meal, a workout, bed. (Lists: asked of every food line's last word, and a `Set`
    /// was hashed whole at its first ask.)
    private static let occasionEnds: [String] = [
        "breakfast", "lunch", "dinner", "brunch", "supper", "snack", "dessert", "lunchtime", "dinnertime", "gym",
        "bed", "bedtime", "training", "workout", "work", "run", "session", "lifting", "practice", "class",
        "preworkout", "postworkout", "pre-workout", "post-workout", "pwo",
    ]

    /// Ends that say the occasion alone (`shake post-workout`).
    private static let occasionsAlone: [String] = ["preworkout", "postworkout", "pre-workout", "post-workout", "pwo"]

    /// Words that open an occasion before its end: `for lunch`, `after the gym`, `post workout`, `as a snack`.
    private static let occasionWords: [String] = [
        "for", "at", "with", "as", "after", "before", "during", "post", "pre",
    ]

    /// Words after which a food is still to come (`a scoop of`).
    private static let amountEnds: [String] = ["of", "a", "an", "the", "my", "some"]

    /// Words between an occasion's opening and its end: `after my workout`, `before the gym`.
    private static let occasionArticles: [String] = ["my", "the", "a", "an", "this", "our"]
}
