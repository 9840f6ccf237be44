/// The last exchanges of `ask` with an LLM, kept as JSON lines in the data directory so an open
/// question can refer to the one before it.
public struct AskMemory: Sendable, Equatable {
    /// How many exchanges are remembered and sent.
    public static let limit = 10

    public private(set) var exchanges: [(question: String, answer: String)]

    public init(exchanges: [(question: String, answer: String)] = []) {
        self.exchanges = Array(exchanges.suffix(Self.limit))
    }

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
        exchanges.append((question, answer))
        if exchanges.count > Self.limit { exchanges.removeFirst(exchanges.count - Self.limit) }
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
