/// A question `ask` can answer from the journal alone, read by keywords, exercise names and period words.
public enum Question: Sendable, Equatable {
    case heaviest(Exercise)
    case bestEstimate(Exercise)
    case sessionCount(Period)
    case mostFrequentExercise(Period)
    case progress(Exercise, Period)
    case average(Nutrient, Period)
    case lastTime(Exercise)
    /// `what did I do last session?`
    case lastSession
    /// `what did I do last week?`: the sessions of a period.
    case training(Period)
    /// `how much have I added to bench?`: the working load from the first session to the latest.
    case loadAdded(Exercise, Period)
    /// `what's my weight trend?`: body weight from the first reading of a period to the last.
    case bodyWeight(Period)

    /// What `average` questions can ask about.
    public enum Nutrient: String, Sendable, Equatable {
        case kcal = "calories"
        case protein, carbs, fat
    }

    /// The question this text asks, or nil when it is not one of the common ones.
    public static func parse(
        _ text: String, today: Day, weekStart: WeekStart, library: ExerciseLibrary
    )
        -> Question?
    {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        guard !words.isEmpty else { return nil }
        let has = { (options: [String]) in options.contains { words.contains($0) } }
        let phrase = { (option: String) in (" " + words.joined(separator: " ") + " ").contains(" " + option + " ") }
        let period = Period.find(in: words, today: today, weekStart: weekStart)
        let exercise = findExercise(words, library: library)
        if let nutrient = nutrient(words) {
            return .average(
                nutrient, period ?? Period(first: today.adding(days: -6), last: today, label: "the last 7 days"))
        }
        if let exercise {
            if has(["added", "add", "gained", "increased", "increase", "put"]) {
                return .loadAdded(exercise, period ?? Period.allTime(through: today))
            }
            if phrase("last time") || phrase("last did") || phrase("when did i") || has(["when"]) {
                return .lastTime(exercise)
            }
            if has(["progress", "progressing", "progression", "improve", "improved", "trend", "going"]) {
                return .progress(
                    exercise, period ?? Period(first: today.adding(days: -89), last: today, label: "the last 90 days"))
            }
            if has(["1rm", "e1rm", "orm", "estimated", "estimate"]) || phrase("one rep max") || phrase("rep max") {
                return .bestEstimate(exercise)
            }
            if has(["heaviest", "max", "maximum", "most", "best", "pr", "record", "top"]) {
                return .heaviest(exercise)
            }
            // `last bench`, `previous squat session`: what was done last time.
            if has(["last", "previous", "recent", "latest"]) { return .lastTime(exercise) }
            return nil
        }
        if has(["weight", "weigh", "weighed", "weighing", "bodyweight"]) {
            return .bodyWeight(period ?? Period(first: today.adding(days: -29), last: today, label: "the last 30 days"))
        }
        // `what did I eat today`, `food this week`: the food of the day or span (the first was read as what was
        // trained); `should I eat more before leg day` is no such question.
        if has(["what", "whats", "food", "meals"]), has(["eat", "ate", "eaten", "food", "meals"]) {
            return .average(.kcal, period ?? Period(first: today, last: today, label: "today"))
        }
        // `when did I last train`, `when was my last workout`.
        if has(["when"]), has(["train", "trained", "training", "workout", "gym", "lift", "lifted", "session"]) {
            return .lastSession
        }
        if has(["what", "whats"]), has(["do", "did", "done", "train", "trained"]) {
            if let period { return .training(period) }
            if has(["session", "workout", "time", "last"]) { return .lastSession }
        }
        if (has(["most", "frequent", "often", "favourite", "favorite", "common"]))
            && has(["exercise", "exercises", "lift", "lifts", "movement"])
        {
            return .mostFrequentExercise(period ?? Period.allTime(through: today))
        }
        if has(["workouts", "workout", "sessions", "session", "trained", "train", "gym", "times"]),
            has(["how", "many", "count", "number"]) || period != nil
        {
            return .sessionCount(
                period ?? Period(first: weekStart.firstDay(ofWeekContaining: today), last: today, label: "this week"))
        }
        return nil
    }

    static func nutrient(_ words: [String]) -> Nutrient? {
        if words.contains(where: { ["calories", "calorie", "kcal", "energy"].contains($0) }) { return .kcal }
        if words.contains("protein") { return .protein }
        if words.contains(where: { ["carbs", "carbohydrates", "carb"].contains($0) }) { return .carbs }
        if words.contains("fat") { return .fat }
        return nil
    }

    /// The longest run of words (up to four) the library knows, trying longer runs first so
    /// `incline bench` is not read as `bench`.
    static func findExercise(_ words: [String], library: ExerciseLibrary) -> Exercise? {
        let ignored: Set<String> = [
            "my", "the", "is", "what", "whats", "was", "did", "i", "do", "last", "time", "how", "a", "best", "max",
            "heaviest", "progress", "on", "of", "in", "for", "ever", "this", "week", "month", "when", "me",
        ]
        for length in stride(from: 4, through: 1, by: -1) where words.count >= length {
            for start in 0...(words.count - length) {
                let run = words[start..<(start + length)]
                if length == 1, ignored.contains(run[run.startIndex]) { continue }
                if let exercise = library.exercise(named: run.joined(separator: " ")) { return exercise }
            }
        }
        return nil
    }

    /// What `ask` can answer locally, for the mock resolver's message and `help ask`.
    public static let examples = [
        "heaviest squat? · best bench 1rm?", "workouts this week? · sessions last month?",
        "most frequent exercise?", "bench progress last 30 days?",
        "average calories this week? · average protein last month?", "when did I last deadlift?",
        "what did I do last session? · what did I do last week?", "how much have I added to bench?",
        "last bench? · weight trend this month?", "when did I last train? · what did I eat today?",
    ]
}
