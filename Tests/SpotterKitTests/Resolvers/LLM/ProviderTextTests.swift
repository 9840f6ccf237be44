import Foundation
import Testing

@testable import SpotterKit

/// A provider's error text reaches the journal and the screen without control characters and without
/// the key, whole or in part, or anything shaped like a key.
@Suite struct ProviderTextTests {
    let key = FakeKeys.named("redaction")

    @Test func controlCharactersBecomeSpaces() {
        let cleaned = ProviderText.cleaned("bad\u{1B}]52;c;aGk=\u{07}request\u{85}now\u{7F}\u{9B}2J\nend", key: nil)
        #expect(!cleaned.hasControlCharacters)
        #expect(cleaned.hasPrefix("bad ]52;c;aGk= request now 2J end"))
    }

    @Test func theKeyWholeOrInFragmentsIsRedacted() {
        let cleaned = ProviderText.cleaned(
            "Incorrect API key provided: \(key). Also seen: sk-proj-AbCd****KlMn and 0123456789", key: key)
        #expect(!cleaned.contains("AbCd"))
        #expect(!cleaned.contains("KlMn"))
        #expect(!cleaned.contains("0123456789"))
        #expect(cleaned.hasPrefix("Incorrect API key provided: [key]. Also seen: [key] and [key]"))
    }

    @Test func keyShapedWordsAreRedactedWithoutTheKey() {
        let cleaned = ProviderText.cleaned(
            "tried gsk_abcdefgh and xai-12345678 and Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 for "
                + "meta-llama/llama-4-scout-17b-16e-instruct at gpt-4o-mini-2024-07-18", key: nil)
        #expect(
            cleaned
                == "tried [key] and [key] and Bearer [key] for meta-llama/llama-4-scout-17b-16e-instruct at gpt-4o-mini-2024-07-18"
        )
    }

    @Test func aLongMessageIsCut() {
        let cleaned = ProviderText.cleaned(String(repeating: "word ", count: 100), key: nil, limit: 200)
        #expect(cleaned.count == 201)
        #expect(cleaned.hasSuffix("…"))
    }

    @Test func aRefusalStoredInTheJournalIsCleaned() throws {
        let message =
            "Incorrect API key provided: sk-test-01**********89\u{9B}31m; see https://platform\u{7F}.openai.com"
        let body = Array(#"{"error":{"message":"\#(message)"}}"#.utf8)
        let client = StubHTTPClient { _, _ in .success(HTTPResponse(status: 401, body: body)) }
        let chain = ChainFoodResolver(
            table: TableFoodResolver(table: .builtIn), learned: LearnedFoods(path: nil), remote: makeLLMResolver(client)
        )
        let store = InMemoryJournalStore()
        let engine = try Engine(config: Config(), store: store, resolver: chain, foods: .builtIn, now: mondayMorning)
        let outcome = engine.handle("a plate of zorblax stew")
        #expect(outcome.entries.count == 1)
        let stored = String(decoding: try store.readAll(), as: UTF8.self)
        #expect(stored.contains("openai refused the API key"))
        #expect(!stored.contains("sk-test"))
        // The reason, not the whole line: a random entry id may hold "89" too.
        let reason = JSONParser.parse(Array(stored.utf8))?["reason"]?.string ?? ""
        #expect(reason.contains("refused the API key") && !reason.contains("89"))
        #expect(!stored.contains("\\u009b") && !stored.contains("\\u007f") && !stored.contains("\u{9B}"))
        for text in outcome.messages.map(\.text) { #expect(!text.hasControlCharacters && !text.contains("sk-test")) }
    }
}
