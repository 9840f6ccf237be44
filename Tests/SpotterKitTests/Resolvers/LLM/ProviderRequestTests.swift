import Foundation
import Testing

@testable import SpotterKit

/// The request bodies follow the current APIs: keys in a deliberate order, no sampling keys a model rejects.
@Suite struct ProviderRequestTests {
    let settings = ProviderSettings(model: "gpt-4o-mini", baseURL: "https://api.openai.com/v1", timeoutSeconds: 30)

    func positions(_ text: String, _ words: [String]) -> [Int] {
        words.map { text.range(of: "\"\($0)\"").map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1 }
    }

    @Test func theSchemaGoesOutNameGramsThenFigures() {
        let text = JSONText.string(FoodAnswerDecoder.schema)
        let order = positions(
            text, ["name", "grams", "usda_id", "per_100g", "kcal", "protein", "carbs", "fat", "confidence"])
        #expect(!order.contains(-1))
        #expect(order == order.sorted(), "\(text)")
        let required = JSONText.string(FoodAnswerDecoder.schema["properties"]?["foods"]?["items"]?["required"] ?? .null)
        #expect(required == #"["name","grams","usda_id","per_100g","confidence"]"#)
    }

    @Test func aClaudeRequestHasNoTemperatureAndTheCurrentVersion() throws {
        let request = ClaudeProvider().request(
            systemPrompt: "p", userText: "300g sushi", schema: FoodAnswerDecoder.schema, settings: settings,
            apiKey: "sk-ant-x")
        let body = try #require(JSONParser.parse(request.body))
        #expect(body["temperature"] == nil)
        #expect(request.header("anthropic-version") == "2026-10-21")
        #expect(body["max_tokens"]?.number == 1024)
    }

    @Test(arguments: [
        ("o1", true), ("o3-mini", true), ("o4-mini", true), ("gpt-5", true), ("gpt-5-mini", true),
        ("gpt-5.1", true), ("openai/o3", true), ("gpt-4o-mini", false), ("gpt-4.1", false),
        ("llama-3.3-70b-versatile", false), ("openai/gpt-oss-120b", false), ("qwen2.5-coder", false),
    ])
    func reasoningModelsGetNoTemperature(_ model: String, _ rejects: Bool) throws {
        #expect(OpenAIProvider.rejectsTemperature(model) == rejects)
        var settings = settings
        settings.model = model
        let request = OpenAIProvider().request(
            systemPrompt: "p", userText: "300g sushi", schema: FoodAnswerDecoder.schema, settings: settings, apiKey: "k"
        )
        let body = try #require(JSONParser.parse(request.body))
        #expect((body["temperature"] == nil) == rejects)
    }
}
