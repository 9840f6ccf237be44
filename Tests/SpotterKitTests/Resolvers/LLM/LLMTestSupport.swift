import Foundation

@testable import SpotterKit

/// A provider response body for OpenAI's shape whose answer is `answer` (a JSON text or prose).
func openAIBody(_ answer: String) -> [UInt8] {
    let object: [String: Any] = [
        "id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o-mini",
        "choices": [["index": 0, "message": ["role": "assistant", "content": answer], "finish_reason": "stop"]],
    ]
    return Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
}

/// An Anthropic response whose forced tool call carries `input`.
func claudeToolBody(_ input: [String: Any]) -> [UInt8] {
    let object: [String: Any] = [
        "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [["type": "tool_use", "id": "toolu_1", "name": "record_foods", "input": input]],
        "stop_reason": "tool_use",
    ]
    return Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
}

/// `{"foods":[{name, grams, per_100g, confidence}]}` as JSON text.
func foodsAnswer(
    _ name: String, grams: Double, kcal: Double, protein: Double, carbs: Double, fat: Double, confidence: Double = 0.9
) -> String {
    #"{"foods":[{"name":"\#(name)","grams":\#(grams),"per_100g":{"kcal":\#(kcal),"protein":\#(protein),"carbs":\#(carbs),"fat":\#(fat),"fiber":1},"confidence":\#(confidence)}]}"#
}

/// A retry policy that never sleeps, with a clock that advances by the requested sleeps.
func instantRetry() -> RetryPolicy {
    let clock = LockedValue(0.0)
    var policy = RetryPolicy()
    policy.clock = { clock.value }
    policy.sleep = { seconds in clock.withValue { $0 += seconds } }
    return policy
}

/// An OpenAI-backed LLM resolver over a stub client.
func makeLLMResolver(
    _ client: HTTPClient, provider: LLMProvider = OpenAIProvider(),
    key: Result<String, APIKeyProblem> = .success(FakeKeys.named("openai")),
    timeout: Double = 30
) -> LLMFoodResolver {
    LLMFoodResolver(
        provider: provider,
        settings: ProviderSettings(model: "gpt-4o-mini", baseURL: "https://api.openai.com/v1", timeoutSeconds: timeout),
        client: client, apiKey: key, systemPrompt: "Answer foods as JSON.", retry: instantRetry())
}

func ok(_ body: [UInt8], headers: [String: String] = [:]) -> Result<HTTPResponse, HTTPError> {
    .success(HTTPResponse(status: 200, headers: headers, body: body))
}
