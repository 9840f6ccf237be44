import Foundation
import Testing

@testable import SpotterKit

/// `ask` sends at most a typed line's length, shows and keeps at most 64 KB of an answer.
@Suite struct AskCommandTests {
    func engine(answer: String) throws -> (Engine, StubHTTPClient, String) {
        let directory = makeTemporaryDirectory()
        let client = StubHTTPClient { _, _ in ok(openAIBody(answer)) }
        let chain = ChainFoodResolver(
            table: TableFoodResolver(table: .builtIn), learned: LearnedFoods(path: nil), remote: makeLLMResolver(client)
        )
        let engine = try Engine(
            config: Config(), store: InMemoryJournalStore(), resolver: chain, foods: .builtIn, now: mondayMorning)
        engine.paths = Paths(environment: ["HOME": directory])
        return (engine, client, directory)
    }

    @Test func aQuestionOverAThousandCharactersIsRefusedAndNotSent() throws {
        let (engine, client, directory) = try engine(answer: "fine")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = engine.run(command: ["ask", String(repeating: "w", count: 1001)])
        #expect(
            outcome.messages.map(\.text) == [
                "That question is 1001 characters long; ask takes up to 1000. Nothing was asked."
            ])
        #expect(client.requests.isEmpty)
        #expect(engine.askMemory().exchanges.isEmpty)
    }

    @Test func anAnswerOver64KBIsCutAndSaysSo() throws {
        let (engine, _, directory) = try engine(answer: String(repeating: "blah ", count: 40_000))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = engine.run(command: ["ask", "how", "am", "I", "doing"])
        let shown = try #require(outcome.messages.first?.text)
        #expect(shown.utf8.count <= AskCommand.maximumAnswerBytes)
        #expect(shown.utf8.count > AskCommand.maximumAnswerBytes - 8)
        #expect(shown.hasSuffix("(the answer was longer than 64 KB and was cut here)"))
        let remembered = engine.askMemory()
        #expect(remembered.exchanges.map(\.question) == ["how am I doing"])
        #expect(remembered.text.utf8.count <= AskMemory.maximumBytes + 64)
    }
}
