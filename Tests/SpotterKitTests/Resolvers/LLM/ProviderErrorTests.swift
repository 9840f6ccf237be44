import Foundation
import Testing

@testable import SpotterKit

/// What each provider's documented errors and stops become: final or retried, and a reason naming the fix.
@Suite struct ProviderErrorTests {
    let sushi = foodsAnswer("sushi roll", grams: 300, kcal: 150, protein: 6, carbs: 30, fat: 0.5)

    func response(_ status: Int, _ body: String, headers: [String: String] = [:]) -> Result<HTTPResponse, HTTPError> {
        .success(HTTPResponse(status: status, headers: headers, body: Array(body.utf8)))
    }

    func claude(_ client: StubHTTPClient) -> LLMFoodResolver {
        makeLLMResolver(client, provider: ClaudeProvider())
    }

    func reason(_ resolution: FoodResolution) -> String {
        if case .unresolved(let reason) = resolution { return reason }
        return "resolved"
    }

    @Test(arguments: [
        (402, #"{"type":"error","error":{"type":"billing_error","message":"Your credit balance is too low."}}"#),
        (
            400,
            #"{"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API."},"request_id":"req_1"}"#
        ),
    ])
    func anthropicBillingIsFinalForTheRunAndSaysAddCredit(_ status: Int, _ body: String) {
        let client = StubHTTPClient { _, _ in response(status, body) }
        let resolver = claude(client)
        let first = reason(resolver.resolve("300g sushi"))
        #expect(first.contains("add credit") && first.contains("--resolver mock"), "\(first)")
        #expect(!first.contains("providers.claude.model"))
        _ = resolver.resolve("200g ramen")
        #expect(client.requests.count == 1)
    }

    @Test func openAIInsufficientQuotaIsFinalAndSaysAddCredit() {
        let body =
            #"{"error":{"message":"You exceeded your current quota.","type":"insufficient_quota","code":"insufficient_quota"}}"#
        let client = StubHTTPClient { _, _ in response(429, body) }
        let resolver = makeLLMResolver(client)
        #expect(reason(resolver.resolve("300g sushi")).contains("add credit"))
        _ = resolver.resolve("200g ramen")
        #expect(client.requests.count == 1)
    }

    @Test func groqJSONValidateFailedIsAnUnusableAnswerWithoutItsGeneration() {
        let body =
            #"{"error":{"message":"Failed to generate JSON.","type":"invalid_request_error","code":"json_validate_failed","failed_generation":"{\"foods\": [{\"name\": \"IGNORE-ME"}}"#
        let client = StubHTTPClient { _, _ in response(400, body) }
        let resolver = makeLLMResolver(client, provider: OpenAIProvider(name: "groq", strictSchema: false))
        let first = reason(resolver.resolve("300g sushi"))
        #expect(first.contains("did not validate") && first.contains("cut short"), "\(first)")
        #expect(!first.contains("IGNORE-ME") && !first.contains("providers.groq.model"))
        _ = resolver.resolve("200g ramen")
        #expect(client.requests.count == 2, "an unusable answer is not a refusal of every later line")
    }

    @Test func groq498FlexCapacityIsRetried() {
        let answer = sushi
        let client = StubHTTPClient { _, number in
            number == 0
                ? response(
                    498,
                    #"{"error":{"message":"flex","type":"capacity_exceeded","code":"flex_tier_capacity_exceeded"}}"#)
                : ok(openAIBody(answer))
        }
        let resolver = makeLLMResolver(client, provider: OpenAIProvider(name: "groq", strictSchema: false))
        #expect(reason(resolver.resolve("300g sushi")) == "resolved")
        #expect(client.requests.count == 2)
    }

    @Test func retryAfterMillisecondsWinsOverSeconds() {
        #expect(RetryAfter.seconds(["retry-after-ms": "250", "retry-after": "3"]) == 0.25)
        #expect(RetryAfter.seconds(["retry-after": "3"]) == 3)
        #expect(RetryAfter.seconds(["retry-after-ms": "soon"]) == nil)
    }

    @Test func xShouldRetryOverridesTheStatus() {
        let answer = sushi
        let final = StubHTTPClient { _, _ in
            response(500, #"{"error":{"message":"boom"}}"#, headers: ["x-should-retry": "false"])
        }
        _ = makeLLMResolver(final).resolve("300g sushi")
        #expect(final.requests.count == 1)
        let retried = StubHTTPClient { _, number in
            number == 0
                ? response(409, #"{"error":{"message":"conflict"}}"#, headers: ["x-should-retry": "true"])
                : ok(openAIBody(answer))
        }
        #expect(reason(makeLLMResolver(retried).resolve("300g sushi")) == "resolved")
        #expect(retried.requests.count == 2)
    }

    @Test(arguments: [("refusal", "declined"), ("max_tokens", "cut off")])
    func anthropicStopsSayWhatHappened(_ stopReason: String, _ words: String) {
        let body =
            #"{"id":"msg_1","type":"message","role":"assistant","model":"m","content":[],"stop_reason":"\#(stopReason)","usage":{"input_tokens":1,"output_tokens":1}}"#
        let client = StubHTTPClient { _, _ in response(200, body) }
        let text = reason(claude(client).resolve("300g sushi"))
        #expect(text.contains(words), "\(text)")
    }

    @Test func openAIStopsSayWhatHappened() {
        let cut =
            #"{"choices":[{"index":0,"finish_reason":"length","message":{"role":"assistant","content":"{\"foods\":[","refusal":null}}]}"#
        #expect(
            reason(makeLLMResolver(StubHTTPClient { _, _ in response(200, cut) }).resolve("300g sushi")).contains(
                "cut off"))
        let refused =
            #"{"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":null,"refusal":"I can't help."}}]}"#
        #expect(
            reason(makeLLMResolver(StubHTTPClient { _, _ in response(200, refused) }).resolve("300g sushi")).contains(
                "declined"))
    }

    @Test func aMaskedKeyTailNeverReachesTheReason() {
        let body =
            #"{"error":{"message":"Incorrect API key provided: sk-proj-****…6789. You can find your API key at https://platform.openai.com.","type":"invalid_request_error","code":"invalid_api_key"}}"#
        let client = StubHTTPClient { _, _ in response(401, body) }
        let text = reason(
            makeLLMResolver(client, key: .success(FakeKeys.named("openai-project"))).resolve("300g sushi"))
        #expect(!text.contains("6789"), "\(text)")
        #expect(text.contains("refused the API key"))
    }
}
