import Foundation
import SpotterCurl
import SpotterKit
import Testing

extension Loopback {
    /// `CurlHTTPClient` against the real stub server on 127.0.0.1; nothing here touches the internet.
    @Suite struct CurlHTTPClientTests {
        let client = CurlHTTPClient()

        @Test func okAnswerHasBodyAndLowerCasedHeaders() throws {
            let server = try StubServer(steps: [#"{"headers":{"Retry-After":"7","X-Request-ID":"req_1"}}"#])
            defer { server.stop() }
            let response = try client.post(server.anthropicRequest("300g sushi")).get()
            #expect(response.status == 200)
            #expect(response.headers["retry-after"] == "7")
            #expect(response.headers["x-request-id"] == "req_1")
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
            let content = try jsonObject(response.body)["content"] as? [[String: Any]]
            let foods = (content?.first?["input"] as? [String: Any])?["foods"] as? [[String: Any]]
            #expect(foods?.first?["name"] as? String == "sushi")
            #expect(foods?.first?["grams"] as? Double == 300)
        }

        @Test func rateLimitKeepsStatusAndRetryAfter() throws {
            let server = try StubServer(steps: [#"{"status":429,"headers":{"retry-after":"1"}}"#])
            defer { server.stop() }
            let response = try client.post(server.anthropicRequest("ramen")).get()
            #expect(response.status == 429)
            #expect(response.headers["retry-after"] == "1")
            let error = try jsonObject(response.body)["error"] as? [String: Any]
            #expect(error?["type"] as? String == "rate_limit_error")
        }

        @Test func slowAnswerTimesOut() throws {
            let server = try StubServer(steps: [#"{"delay_ms":3000}"#])
            defer { server.stop() }
            let start = Date()
            let result = client.post(server.anthropicRequest("ramen", timeout: 0.5))
            #expect(result == .failure(.timedOut(seconds: 0.5)))
            #expect(Date().timeIntervalSince(start) < 2.5)
        }

        @Test func closedPortIsConnectionRefused() {
            let request = HTTPRequest(
                url: "http://127.0.0.1:\(unusedPort())/v1/messages", headers: [], body: [], timeoutSeconds: 5)
            #expect(client.post(request) == .failure(.connectionRefused(host: "127.0.0.1")))
        }

        @Test func plainHTTPToAnotherHostIsRefusedBeforeAnyNetwork() {
            for url in ["http://example.com/v1/messages", "http://10.0.0.1:8080/v1/chat/completions"] {
                let start = Date()
                let request = HTTPRequest(url: url, headers: [], body: [1], timeoutSeconds: 30)
                #expect(client.post(request) == .failure(.insecureURL(url)))
                #expect(Date().timeIntervalSince(start) < 0.5)
            }
        }

        @Test func urlsWithoutAHostOrAnotherSchemeAreInvalid() {
            for url in ["https://", "https:///v1/messages", "https://[::1/v1", "ftp://example.com/x", "example.com"] {
                let request = HTTPRequest(url: url, headers: [], body: [], timeoutSeconds: 30)
                #expect(client.post(request) == .failure(.invalidURL(url)))
            }
        }

        @Test func httpsToAPlainServerFailsInsteadOfDowngrading() throws {
            let server = try StubServer()
            defer { server.stop() }
            var request = server.anthropicRequest("sushi")
            request.url = "https://127.0.0.1:\(server.port)/v1/messages"
            let start = Date()
            guard case .failure(.transport(let reason)) = client.post(request) else {
                Issue.record("https to a plain http server must fail in TLS")
                return
            }
            #expect(!reason.isEmpty)
            #expect(Date().timeIntervalSince(start) < 5)
        }

        @Test(arguments: [false, true])
        func answerOverTheLimitIsRefused(chunked: Bool) throws {
            let server = try StubServer(steps: [#"{"chunked":\#(chunked)}"#])
            defer { server.stop() }
            let small = CurlHTTPClient(maximumResponseBytes: 64)
            #expect(small.post(server.anthropicRequest("burrito")) == .failure(.responseTooLarge(limit: 64)))
        }

        @Test func chunkedAnswerWithinTheLimitArrivesWhole() throws {
            let server = try StubServer(steps: [#"{"chunked":true,"text":"\#(String(repeating: "x", count: 2000))"}"#])
            defer { server.stop() }
            let response = try client.post(server.openAIRequest("anything")).get()
            #expect(response.headers["transfer-encoding"] == "chunked")
            let choices = try jsonObject(response.body)["choices"] as? [[String: Any]]
            let message = choices?.first?["message"] as? [String: Any]
            #expect((message?["content"] as? String)?.count == 2000)
        }

        @Test func fourThreadsPostAtOnce() throws {
            let server = try StubServer(latencyMilliseconds: 100)
            defer { server.stop() }
            let foods = ["ramen", "burrito", "kombucha", "falafel wrap"]
            let results = Results()
            let group = DispatchGroup()
            for food in foods {
                group.enter()
                let request = server.anthropicRequest(food)
                Thread.detachNewThread { [client] in
                    for _ in 0..<5 { results.add(food, client.post(request)) }
                    group.leave()
                }
            }
            #expect(group.wait(timeout: .now() + 30) == .success)
            let all = results.all
            #expect(all.count == 20)
            for (food, result) in all {
                let content = try jsonObject(try result.get().body)["content"] as? [[String: Any]]
                let answered = (content?.first?["input"] as? [String: Any])?["foods"] as? [[String: Any]]
                #expect(answered?.first?["name"] as? String == food)
            }
            #expect(try server.loggedRequests().count == 20)
        }

        @Test func serverClosingWithoutAnswerIsTransport() throws {
            let server = try StubServer(steps: [#"{"close":true}"#])
            defer { server.stop() }
            guard case .failure(.transport) = client.post(server.anthropicRequest("sushi")) else {
                Issue.record("a connection closed without an answer must be a transport error")
                return
            }
        }

        @Test func ctrlCCancelsAWait() throws {
            let server = try StubServer(steps: [#"{"delay_ms":5000}"#])
            defer { server.stop() }
            Interrupts.clear()
            defer { Interrupts.clear() }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { Interrupts.requested = true }
            let start = Date()
            #expect(client.post(server.anthropicRequest("sushi")) == .failure(.cancelled))
            #expect(Date().timeIntervalSince(start) < 3)
        }
    }
}

/// Results gathered from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(String, Result<HTTPResponse, HTTPError>)] = []

    func add(_ food: String, _ result: Result<HTTPResponse, HTTPError>) {
        lock.withLock { results.append((food, result)) }
    }

    var all: [(String, Result<HTTPResponse, HTTPError>)] { lock.withLock { results } }
}
