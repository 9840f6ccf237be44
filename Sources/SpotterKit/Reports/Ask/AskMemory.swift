/// The last exchanges of `ask` with an LLM, kept as JSON lines in the data directory so an open
/// question can refer to the one before it.
public struct AskMemory: Sendable, Equatable {
    /// How many exchanges are remembered and sent.
    public static let limit = 10
    /// The most the remembered exchanges hold together, in bytes of UTF-8 (about 4,000 tokens): they are
    /// sent again with every question, so older ones give way first and one longer answer is kept cut.
    public static let maximumBytes = 16_384

    public private(set) var exchanges: [(question: String, answer: String)]

    public init(exchanges: [(question: String, answer: String)] = []) {
        self.exchanges = exchanges.filter { $0.question.count <= AskMemory.maximumQuestionCharacters }
        fit()
    }

    /// The longest question `ask` takes, as for any typed line.
    public static let maximumQuestionCharacters = Plausibility.maxTextCharacters

    /// Reads `{"q":…,"a":…}` lines; lines that do not parse are skipped.
    public init(text: String) {
        let parsed = text.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let json = JSONParser.parse(Array(line.utf8)), let question = json["q"]?.string,
                let answer = json["a"]?.string
            else { return nil }
            return (question, answer)
        }
        self.init(exchanges: parsed)
    }

    public mutating func remember(question: String, answer: String) {
        guard question.count <= Self.maximumQuestionCharacters else { return }
        exchanges.append((question, answer))
        fit()
    }

    /// Keeps the last `limit` exchanges that fit in `maximumBytes`, cutting the answer of the last one
    /// if it alone is too long.
    private mutating func fit() {
        if exchanges.count > Self.limit { exchanges.removeFirst(exchanges.count - Self.limit) }
        var total = exchanges.reduce(0) { $0 + $1.question.utf8.count + $1.answer.utf8.count }
        while total > Self.maximumBytes, exchanges.count > 1 {
            let oldest = exchanges.removeFirst()
            total -= oldest.question.utf8.count + oldest.answer.utf8.count
        }
        if total > Self.maximumBytes, let only = exchanges.first {
            let room = max(0, Self.maximumBytes - only.question.utf8.count)
            exchanges[0].answer = String(only.answer.prefix(utf8Bytes: room))
        }
    }

    /// The exchanges as alternating chat turns, oldest first.
    public var messages: [ChatMessage] {
        exchanges.flatMap { [ChatMessage(.user, $0.question), ChatMessage(.assistant, $0.answer)] }
    }

    public var text: String {
        exchanges.map { exchange in
            var json = JSONWriter(capacity: 256)
            json.string("q", exchange.question)
            json.string("a", exchange.answer)
            return String(decoding: json.finish(), as: UTF8.self) + "\n"
        }.joined()
    }

    public static func == (lhs: AskMemory, rhs: AskMemory) -> Bool { lhs.text == rhs.text }
}
