import Foundation
import Testing

@testable import SpotterKit

@Suite struct LLMChatTests {
    func claudeText(_ text: String) -> [UInt8] {
        let object: [String: Any] = [
            "id": "msg_1", "type": "message", "role": "assistant",
            "content": [["type": "text", "text": text]], "stop_reason": "end_turn",
        ]
        return Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    @Test func openAIChatSendsTheSystemPromptThenTheTurnsWithoutASchema() throws {
        let client = StubHTTPClient { _, _ in ok(openAIBody("Eat more.")) }
        let reply = makeLLMResolver(client).chat(
            systemPrompt: "Journal digest",
            messages: [ChatMessage(.user, "q1"), ChatMessage(.assistant, "a1"), ChatMessage(.user, "q2")])
        #expect(try reply.get() == "Eat more.")
        let request = try #require(client.requests.first)
        let body = try #require(JSONParser.parse(request.body))
        #expect(body["response_format"] == nil)
        let messages = try #require(body["messages"]?.array)
        #expect(messages.map { $0["role"]?.string ?? "" } == ["system", "user", "assistant", "user"])
        #expect(messages.last?["content"]?.string == "q2")
    }

    @Test func claudeChatHasNoToolAndReadsTheTextBlocks() throws {
        let text = claudeText("Rest a day.")
        let client = StubHTTPClient { _, _ in ok(text) }
        let reply = makeLLMResolver(client, provider: ClaudeProvider()).chat(
            systemPrompt: "digest", messages: [ChatMessage(.user, "tired?")])
        #expect(try reply.get() == "Rest a day.")
        let request = try #require(client.requests.first)
        #expect(request.url.hasSuffix("/messages"))
        let body = try #require(JSONParser.parse(request.body))
        #expect(body["tools"] == nil)
        #expect(body["system"]?.string == "digest")
    }

    @Test func aRefusedKeyIsASentenceNotAnAnswer() {
        let client = StubHTTPClient { _, _ in
            .success(HTTPResponse(status: 401, headers: [:], body: Array(#"{"error":{"message":"bad key"}}"#.utf8)))
        }
        guard case .failure(let failure) = makeLLMResolver(client).chat(systemPrompt: "", messages: []) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.reason.contains("refused the API key"))
    }

    @Test func askSendsTheDigestAndRemembersTheLastTenExchanges() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let client = StubHTTPClient { _, number in ok(openAIBody("answer \(number)")) }
        let chain = ChainFoodResolver(
            table: TableFoodResolver(table: .builtIn), learned: LearnedFoods(path: nil), remote: makeLLMResolver(client)
        )
        let engine = try Engine(
            config: Config(), store: InMemoryJournalStore(), resolver: chain, foods: .builtIn, now: mondayMorning)
        engine.paths = Paths(environment: ["HOME": directory])
        for index in 0..<12 {
            let outcome = engine.run(command: ["ask", "is", "my", "diet", "ok", String(index)])
            #expect(outcome.messages.map(\.text) == ["answer \(index)"])
        }
        let request = try #require(client.requests.last)
        let last = try #require(JSONParser.parse(request.body))
        let messages = try #require(last["messages"]?.array)
        #expect(messages.count == 1 + 2 * AskMemory.limit + 1)
        #expect(messages[0]["content"]?.string?.contains("Today is 2026-04-27") == true)
        #expect(messages[1]["content"]?.string == "is my diet ok 1")
        #expect(engine.askMemory().exchanges.count == AskMemory.limit)
    }
}
