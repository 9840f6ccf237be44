import Foundation
import Synchronization

/// Numbers and logs each request, then answers it from its script step or the food table.
final class StubRouter: Sendable {
    private let script: Script
    private let latencyMilliseconds: Int
    private let log: RequestLog?
    private let counter = Mutex(0)

    init(script: Script, latencyMilliseconds: Int, log: RequestLog?) {
        self.script = script
        self.latencyMilliseconds = latencyMilliseconds
        self.log = log
    }

    /// The answer to `request`, or nil to close the connection without one.
    func answer(_ request: StubRequest) -> StubResponse? {
        let number = counter.withLock { count in
            defer { count += 1 }
            return count
        }
        log?.append(number: number, request: request)
        let step = script.step(number)
        let delay = latencyMilliseconds + step.delayMilliseconds
        if delay > 0 { usleep(UInt32(min(delay, 3_600_000)) * 1000) }
        if step.close { return nil }
        var response = respond(to: request, number: number, step: step)
        response.chunked = step.chunked
        return response
    }

    private func respond(to request: StubRequest, number: Int, step: ScriptStep) -> StubResponse {
        if let raw = step.rawBody { return StubResponse(status: 200, body: Array(raw.utf8), headers: step.headers) }
        guard let shape = Self.shape(for: request.path) else {
            return StubResponse(status: 404, json: ["error": ["message": "no route for \(request.path)"]])
        }
        guard request.method == "POST" else {
            return StubResponse(
                status: 405, json: shape.error(status: 405, message: "use POST", code: nil, number: number),
                headers: ["Allow": "POST"])
        }
        let status = step.status ?? 200
        if let body = step.body { return StubResponse(status: status, body: Array(body.utf8), headers: step.headers) }
        guard status == 200 else {
            let error = shape.error(status: status, message: nil, code: step.errorCode, number: number)
            let headers = shape.defaultHeaders(status: status).merging(step.headers) { $1 }
            return StubResponse(status: status, json: error, headers: headers)
        }
        guard let body = JSON.parse(request.body) as? [String: Any] else {
            let error = shape.error(
                status: 400, message: "The request body is not a JSON object.", code: nil, number: number)
            return StubResponse(status: 400, json: error)
        }
        let answer = modelAnswer(step, userText: shape.userText(in: body) ?? "")
        let json = shape.success(
            answer, truncated: step.truncated, refusal: step.refusal, request: body, number: number)
        return StubResponse(status: 200, json: json, headers: step.headers)
    }

    private func modelAnswer(_ step: ScriptStep, userText: String) -> ModelAnswer {
        if let answer = step.answer {
            if let object = JSON.parse(Array(answer.utf8)) as? [String: Any] { return .object(object) }
            return .text(answer)
        }
        if let text = step.text { return .text(text) }
        return .object(FoodTable.answer(for: userText))
    }

    private static func shape(for path: String) -> ProviderShape? {
        switch path {
        case "/v1/messages": AnthropicShape()
        case "/v1/chat/completions": OpenAIShape()
        case "/openai/v1/chat/completions": OpenAIShape(groq: true)
        default: nil
        }
    }
}
