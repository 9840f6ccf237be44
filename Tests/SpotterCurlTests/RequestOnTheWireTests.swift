import Foundation
import SpotterCurl
import SpotterKit
import Testing

extension Loopback {
    /// What `CurlHTTPClient` really sends, as the stub logged it.
    @Suite struct RequestOnTheWireTests {
        let client = CurlHTTPClient()

        @Test func anthropicHeadersAndBodyArriveAsSent() throws {
            let server = try StubServer()
            defer { server.stop() }
            // Over 1 KiB, where libcurl would otherwise send `Expect: 100-continue` and wait for an answer.
            let text = "quinoa salad " + String(repeating: "with extra herbs ", count: 100)
            _ = try client.post(server.anthropicRequest(text)).get()
            let logged = try #require(try server.loggedRequests().first)
            #expect(logged["method"] as? String == "POST")
            #expect(logged["path"] as? String == "/v1/messages")
            let headers = logged["headers"] as? [String: String] ?? [:]
            #expect(headers["x-api-key"] == "sk-ant-test")
            #expect(headers["anthropic-version"] == "2023-06-01")
            #expect(headers["content-type"] == "application/json")
            #expect(headers["expect"] == nil)
            let body = logged["body"] as? [String: Any]
            #expect(body?["model"] as? String == "claude-haiku-4-5")
            let messages = body?["messages"] as? [[String: Any]]
            #expect(messages?.last?["content"] as? String == text)
            let tools = body?["tools"] as? [[String: Any]]
            #expect(tools?.first?["name"] as? String == "record_foods")
        }

        @Test func openAIBearerKeyArrives() throws {
            let server = try StubServer()
            defer { server.stop() }
            _ = try client.post(server.openAIRequest("oat milk", path: "/openai/v1/chat/completions")).get()
            let logged = try #require(try server.loggedRequests().first)
            #expect(logged["path"] as? String == "/openai/v1/chat/completions")
            #expect((logged["headers"] as? [String: String])?["authorization"] == "Bearer sk-test")
            #expect((logged["body"] as? [String: Any])?["model"] as? String == "gpt-4o-mini")
        }

        @Test func emptyBodyIsStillAPost() throws {
            let server = try StubServer()
            defer { server.stop() }
            let request = HTTPRequest(url: server.url("/v1/messages"), headers: [], body: [], timeoutSeconds: 10)
            #expect(try client.post(request).get().status == 400)
            let logged = try #require(try server.loggedRequests().first)
            #expect(logged["method"] as? String == "POST")
            #expect((logged["headers"] as? [String: String])?["content-length"] == "0")
        }

        @Test func headerWithALineBreakIsRefused() throws {
            let server = try StubServer()
            defer { server.stop() }
            var request = server.anthropicRequest("sushi")
            request.headers.append(HTTPHeader("x-api-key", "sk-ant\r\nx-injected: yes"))
            guard case .failure(.transport(let reason)) = client.post(request) else {
                Issue.record("a header with a line break must not be sent")
                return
            }
            #expect(reason.contains("x-api-key"))
            #expect(try server.loggedRequests().isEmpty)
        }
    }
}
