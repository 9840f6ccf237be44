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

    /// `leg day`, `push`, `upper body`, `back and biceps`: a split's day said alone starts its workout (each was a
    /// food kept for review, or worse, `back and biceps` fat back and beef round), the day's name as the hint.
    private static func splitDay(_ first: Substring, rest: Substring) -> Match? {
        // The second word decides which form the line can take before any list is asked: every food line comes here.
        guard !first.isEmpty else { return nil }
        let after = rest.drop(while: \.isWhitespace)
        guard !after.isEmpty else { return saidAlone.contains(first.lowercased()) ? ("day", String(first)) : nil }
        let second = after.prefix { !$0.isWhitespace }.lowercased()
        guard second == "day" || second == "body" || joiners.contains(second) else { return nil }
        let name = first.lowercased()
        let isSplit = splits.contains(name)
        guard isSplit || muscles.contains(name) || bodyRegions.contains(name) else { return nil }
        var words = rest.split(whereSeparator: \.isWhitespace)
        let saysDay = words.last?.lowercased() == "day"
        if saysDay { words.removeLast() }
        let hint: String
        switch words.count {
        case 0 where saysDay && isSplit:
            hint = String(first)
        case 1 where bodyRegions.contains(name) && words[0].lowercased() == "body":
            hint = first + " " + words[0]
        case 2
        where muscles.contains(name) && joiners.contains(String(words[0]))
            && muscles.contains(words[1].lowercased()):
            hint = first + " " + words[0] + " " + words[1]
        default:
            return nil
        }
        return ("day", hint)
    }

    /// The days of the splits lifters train, said with `day`. (Lists, not sets: compared with every food line's first
    /// word, and a `Set` was hashed whole at a process's first.)
    private static let splits: [String] = [
        "leg", "legs", "push", "pull", "chest", "back", "arm", "arms", "shoulder", "shoulders", "upper", "lower",
        "glute", "glutes",
    ]

    /// The days of the common splits that name their workout said alone: `push`, `legs`, `shoulders` (`push` was a
    /// popsicle, `legs` chicken legs, `shoulders` a lamb chop, `back` fat back, `arms` veal and `core` corn).
    private static let saidAlone: [String] = [
        "push", "pull", "legs", "upper", "lower", "chest", "back", "shoulders", "arms", "glutes", "abs", "core",
    ]

    /// The body's halves and whole, said with `body`: `upper body`, `full body day`.
    private static let bodyRegions: [String] = ["upper", "lower", "full", "total"]

    /// Muscles a day is named by two of: `chest and triceps`, `back & bis`.
    private static let muscles: [String] = [
        "chest", "back", "biceps", "bicep", "bis", "triceps", "tricep", "tris", "shoulders", "shoulder", "delts",
        "legs", "leg", "arms", "arm", "abs", "core", "glutes", "glute", "hamstrings", "hams", "quads", "calves",
        "traps", "lats",
    ]

    /// What joins the two muscles of a day's name.
    private static let joiners: [String] = ["and", "&", "+", "/"]

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
