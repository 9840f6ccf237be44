/// Recognises a line that starts (or ends) a workout: `gym`, `workout upper`, `lifting legs day`.
///
/// Only the first word counts (or the one after `start`, `begin` or `new`), and only whole words:
/// `gymnastics` is not `gym`. Whatever follows is the name hint, trimmed, as typed (`gym bag` has
/// hint `bag`; the engine decides whether a plan day of that name exists).
enum WorkoutKeyword {
    /// The keyword as typed and the name hint after it.
    typealias Match = (keyword: String, hint: String?)

    /// The keyword as typed (lower-cased: `lifting`, `working out`) and the hint, or nil.
    static func parse(_ line: String) -> (keyword: String, hint: String?)? {
        var rest = Substring(line).drop(while: \.isWhitespace)
        var first = word(in: rest)
        rest = rest.dropFirst(first.count)
        var keyword = first.lowercased()
        // `start workout legs`, `begin a workout`: the keyword after a word that starts it.
        if startWords.contains(keyword), isBoundary(rest.first) {
            rest = rest.drop(while: \.isWhitespace)
            first = word(in: rest)
            if ["a", "my", "the"].contains(first.lowercased()) {
                rest = rest.dropFirst(first.count).drop(while: \.isWhitespace)
                first = word(in: rest)
            }
            rest = rest.dropFirst(first.count)
            keyword = first.lowercased()
        }
        if keyword == "work" || keyword == "working" {
            let after = rest.drop(while: \.isWhitespace)
            let second = word(in: after)
            guard second.lowercased() == "out" else { return nil }
            keyword += " out"
            rest = after.dropFirst(second.count)
        }
        // `gym2` and `gym's` are not the word `gym`.
        guard keywords.contains(keyword), isBoundary(rest.first) else { return splitDay(first, rest: rest) }
        // `gym: push`, `workout - upper`: punctuation between keyword and hint is decoration.
        var hint = rest.drop(while: { $0.isWhitespace || $0.isPunctuation || $0.isSymbol })
        while hint.last?.isWhitespace == true { hint = hint.dropLast() }
        return (keyword, hint.isEmpty ? nil : String(hint))
    }

    /// The workout keywords and their -ing and plural forms: a list, as ten words are found as fast by
    /// comparing, and a `Set` hashed each with the seeded hasher at every process's first line.
    private static let keywords: [String] = [
        "workout", "workouts", "work out", "working out", "gym", "lift", "lifts", "lifting", "train",
        "training",
    ]

    /// `leg day`, `push day`: a split's day said alone starts its workout (it was a food kept for review), the split
    /// as the name hint.
    private static func splitDay(_ first: Substring, rest: Substring) -> Match? {
        let after = rest.drop(while: \.isWhitespace)
        let second = word(in: after)
        guard second.lowercased() == "day", after.dropFirst(second.count).allSatisfy(\.isWhitespace),
            splits.contains(first.lowercased())
        else { return nil }
        return ("day", String(first))
    }

    /// The days of the splits lifters train.
    private static let splits: Set<String> = [
        "leg", "legs", "push", "pull", "chest", "back", "arm", "arms", "shoulder", "shoulders", "upper", "lower",
        "glute", "glutes",
    ]

    /// Words said before the keyword to start a workout.
    private static let startWords: [String] = ["start", "starting", "begin", "beginning", "new"]

    /// True at the end of the line or before whitespace or punctuation other than an apostrophe.
    private static func isBoundary(_ next: Character?) -> Bool {
        guard let next else { return true }
        if next == "'" || next == "\u{2019}" { return false }
        return next.isWhitespace || next.isPunctuation || next.isSymbol
    }

    /// The leading run of letters of `text`.
    private static func word(in text: Substring) -> Substring {
        text.prefix(while: \.isLetter)
    }
}
