/// Remembers the answers of the grammar's pure parsers and of the food resolver per exact text.
/// A journal repeats itself (the same breakfast, `done`, `2 cups of water`), and in a batch replay
/// parsing is most of the cost of a line. Bounded: it starts over past `capacity` texts.
final class ParseMemo {
    /// One parser's remembered answers; `nil` answers are remembered too.
    struct Table<Value> {
        private var answers: [String: Value?] = [:]

        mutating func value(for text: String, capacity: Int, _ compute: () -> Value?) -> Value? {
            if let known = answers[text] { return known }
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            let value = compute()
            answers[text] = .some(value)
            return value
        }

        mutating func clear() { answers.removeAll() }
    }

    let capacity: Int
    var sets = Table<SetLine>()
    var cardio = Table<CardioLine>()
    var workoutKeywords = Table<WorkoutKeyword.Match>()
    var bodyWeights = Table<BodyWeightParse>()
    var water = Table<Result<Double, QuantityError>>()
    var foods = Table<FoodResolution>()
    var foodSplits = Table<[String]>()
    var foodMessages = Table<[Message]>()

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// Forgets set lines, whose meaning depends on the exercise library (after teaching an alias).
    func libraryChanged() { sets.clear() }
}
