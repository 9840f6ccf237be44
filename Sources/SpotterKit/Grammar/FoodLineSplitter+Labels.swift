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
