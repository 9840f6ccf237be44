import Foundation
import SpotterCurl
import SpotterKit
import Testing

extension Loopback {
    /// The stub answers in each provider's shape and follows its script, so other tests can trust it.
    @Suite struct LLMStubServerTests {
        let client = CurlHTTPClient()

        @Test func anthropicWithoutToolsAnswersJSONText() throws {
            let server = try StubServer()
            defer { server.stop() }
            var request = server.anthropicRequest("2 burritos")
            var body = try jsonObject(request.body)
            body["tools"] = nil
            body["tool_choice"] = nil
            request.body = StubServer.json(body)
            let answer = try jsonObject(try client.post(request).get().body)
            #expect(answer["type"] as? String == "message")
            #expect(answer["stop_reason"] as? String == "end_turn")
            let block = (answer["content"] as? [[String: Any]])?.first
            #expect(block?["type"] as? String == "text")
            let foods = try jsonObject(Array((block?["text"] as? String ?? "").utf8))["foods"] as? [[String: Any]]
            #expect(foods?.first?["name"] as? String == "burrito")
            #expect(foods?.first?["grams"] as? Double == 600)
        }

        @Test(arguments: ["/v1/chat/completions", "/openai/v1/chat/completions"])
        func openAIAnswersAJSONString(path: String) throws {
            let server = try StubServer()
            defer { server.stop() }
            let answer = try jsonObject(try client.post(server.openAIRequest("acai bowl", path: path)).get().body)
            #expect(answer["object"] as? String == "chat.completion")
            let choice = (answer["choices"] as? [[String: Any]])?.first
            #expect(choice?["finish_reason"] as? String == "stop")
            let content = (choice?["message"] as? [String: Any])?["content"] as? String ?? ""
            let food = (try jsonObject(Array(content.utf8))["foods"] as? [[String: Any]])?.first
            #expect(food?["name"] as? String == "acai bowl")
            #expect((food?["per_100g"] as? [String: Any])?["kcal"] as? Double == 110)
        }

        @Test func answersCarryWhatRealProvidersSend() throws {
            let server = try StubServer()
            defer { server.stop() }
            let openAI = try jsonObject(try client.post(server.openAIRequest("acai bowl")).get().body)
            let message = ((openAI["choices"] as? [[String: Any]])?.first?["message"] as? [String: Any]) ?? [:]
            #expect(message["annotations"] as? [Any] != nil)
            #expect(openAI["service_tier"] as? String == "default")
            let usage = openAI["usage"] as? [String: Any] ?? [:]
            #expect(usage["prompt_tokens_details"] != nil && usage["completion_tokens_details"] != nil)
            let groq = try jsonObject(
                try client.post(server.openAIRequest("acai bowl", path: "/openai/v1/chat/completions")).get().body)
            #expect((groq["x_groq"] as? [String: Any])?["id"] as? String != nil)
        }

        @Test func documentedErrorsRefusalsAndRetryAfter() throws {
            let server = try StubServer(steps: [
                #"{"status":402}"#, #"{"status":529}"#, #"{"refusal":true}"#,
                #"{"status":400,"error_code":"json_validate_failed"}"#, #"{"status":498}"#,
            ])
            defer { server.stop() }
            let billing = try client.post(server.anthropicRequest("sushi")).get()
            #expect((try jsonObject(billing.body)["error"] as? [String: Any])?["type"] as? String == "billing_error")
            #expect(try jsonObject(billing.body)["request_id"] as? String != nil)
            #expect(try client.post(server.anthropicRequest("sushi")).get().headers["retry-after"] == "1")
            let refusal = try jsonObject(try client.post(server.anthropicRequest("sushi")).get().body)
            #expect(refusal["stop_reason"] as? String == "refusal")
            let groqPath = "/openai/v1/chat/completions"
            let invalid = try jsonObject(try client.post(server.openAIRequest("sushi", path: groqPath)).get().body)
            let error = invalid["error"] as? [String: Any]
            #expect(error?["code"] as? String == "json_validate_failed" && error?["failed_generation"] != nil)
            let flex = try jsonObject(try client.post(server.openAIRequest("sushi", path: groqPath)).get().body)
            #expect((flex["error"] as? [String: Any])?["code"] as? String == "flex_tier_capacity_exceeded")
        }

        @Test func unknownFoodGivesNoFoods() throws {
            let server = try StubServer()
            defer { server.stop() }
            let content = try modelText(client.post(server.openAIRequest("a bowl of gravel")).get())
            #expect(content == #"{"foods":[]}"#)
        }

        @Test func scriptStepsAdvanceAndTheLastRepeats() throws {
            let server = try StubServer(steps: [
                #"{"status":529}"#, #"{"status":401}"#, #"{"answer":{"foods":[{"name":"tea","grams":1}]}}"#,
            ])
            defer { server.stop() }
            let statuses = try (0..<4).map { _ in try client.post(server.anthropicRequest("sushi")).get() }
            #expect(statuses.map(\.status) == [529, 401, 200, 200])
            let overloaded = try jsonObject(statuses[0].body)
            #expect(overloaded["type"] as? String == "error")
            #expect((overloaded["error"] as? [String: Any])?["type"] as? String == "overloaded_error")
            #expect(
                (try jsonObject(statuses[1].body)["error"] as? [String: Any])?["type"] as? String
                    == "authentication_error")
            let block = (try jsonObject(statuses[3].body)["content"] as? [[String: Any]])?.first
            #expect(block?["type"] as? String == "tool_use")
            #expect(
                ((block?["input"] as? [String: Any])?["foods"] as? [[String: Any]])?.first?["name"] as? String == "tea")
        }

        @Test func openAIErrorsHaveTheirOwnShape() throws {
            let server = try StubServer(steps: [#"{"status":401}"#, #"{"status":429,"headers":{"retry-after":"2"}}"#])
            defer { server.stop() }
            let unauthorised = try jsonObject(try client.post(server.openAIRequest("sushi")).get().body)
            #expect((unauthorised["error"] as? [String: Any])?["code"] as? String == "invalid_api_key")
            let limited = try client.post(server.openAIRequest("sushi")).get()
            #expect(limited.headers["retry-after"] == "2")
            let error = try jsonObject(limited.body)["error"] as? [String: Any]
            #expect(error?["code"] as? String == "rate_limit_exceeded")
            #expect(error?.keys.sorted() == ["code", "message", "param", "type"])
        }

        @Test func rawBodyTextAndTruncatedSteps() throws {
            let server = try StubServer(steps: [
                #"{"raw_body":"not json at all"}"#, #"{"text":"```json\n{}\n```"}"#, #"{"truncated":true}"#,
            ])
            defer { server.stop() }
            #expect(try client.post(server.openAIRequest("sushi")).get().bodyText == "not json at all")
            #expect(try modelText(client.post(server.openAIRequest("sushi")).get()) == "```json\n{}\n```")
            let cut = try jsonObject(try client.post(server.openAIRequest("sushi")).get().body)
            let choice = (cut["choices"] as? [[String: Any]])?.first
            #expect(choice?["finish_reason"] as? String == "length")
            let content = (choice?["message"] as? [String: Any])?["content"] as? String ?? ""
            #expect((try? JSONSerialization.jsonObject(with: Data(content.utf8))) == nil)
        }

        @Test func malformedRequestsGet400AndTheServerCarriesOn() throws {
            let server = try StubServer()
            defer { server.stop() }
            #expect(rawExchange(port: server.port, Array("garbage\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 400"))
            let badLength = "POST /v1/messages HTTP/1.1\r\nContent-Length: lots\r\n\r\n"
            #expect(rawExchange(port: server.port, Array(badLength.utf8)).hasPrefix("HTTP/1.1 400"))
            let chunked =
                "POST /v1/messages HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\n{\"mes\r\n0\r\n\r\n"
            #expect(rawExchange(port: server.port, Array(chunked.utf8)).hasPrefix("HTTP/1.1 400"))
            #expect(rawExchange(port: server.port, [UInt8](repeating: 0, count: 100_000)).hasPrefix("HTTP/1.1 400"))
            #expect(try client.post(server.anthropicRequest("pad thai")).get().status == 200)
        }

        @Test func unknownPathIs404() throws {
            let server = try StubServer()
            defer { server.stop() }
            var request = server.anthropicRequest("sushi")
            request.url = server.url("/v2/whatever")
            #expect(try client.post(request).get().status == 404)
        }

        /// The model's answer text of an OpenAI-shaped response.
        private func modelText(_ response: HTTPResponse) throws -> String? {
            let choice = (try jsonObject(response.body)["choices"] as? [[String: Any]])?.first
            return (choice?["message"] as? [String: Any])?["content"] as? String
        }
    }
}
