import Foundation

/// Deterministic misbehaviour for tests: request N (0-based, over all routes) uses step N; the last step repeats.
struct Script: Sendable {
    var steps: [ScriptStep]

    /// No script: every request gets the normal answer.
    static let none = Script(steps: [])

    /// The step for request `number`, or the plain one when there is no script.
    func step(_ number: Int) -> ScriptStep {
        guard let last = steps.last else { return ScriptStep() }
        return number < steps.count ? steps[number] : last
    }

    /// Reads `{"steps":[...]}` from `path`.
    static func load(path: String) -> Result<Script, StubServerError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.script("cannot read \(path)"))
        }
        guard let object = JSON.parse(Array(data)) as? [String: Any], let steps = object["steps"] as? [Any] else {
            return .failure(.script("\(path) is not {\"steps\":[...]}"))
        }
        var parsed: [ScriptStep] = []
        for (index, step) in steps.enumerated() {
            switch ScriptStep.parse(step, index: index) {
            case .success(let step): parsed.append(step)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(Script(steps: parsed))
    }
}

/// What one request gets. Fields combine: the delay first, then `close`, `raw_body`, `status`/`body`, and the
/// model's answer (`answer` object, `text`, or the food table).
struct ScriptStep: Sendable {
    /// The HTTP status; an error status without `body` gets the provider's own error body.
    var status: Int?
    var headers: [String: String] = [:]
    /// Replaces the whole response body.
    var body: String?
    var delayMilliseconds = 0
    /// The raw model answer object, as JSON text (kept as text so the step stays `Sendable`).
    var answer: String?
    /// Returned as-is with status 200, in place of any provider shape.
    var rawBody: String?
    /// Close the socket without answering.
    var close = false
    /// The model answers this string (prose, a fenced block) instead of a JSON object.
    var text: String?
    /// The model ran out of tokens: the answer is cut in half and marked `max_tokens` / `length`.
    var truncated = false
    /// Send the body with `Transfer-Encoding: chunked` instead of `Content-Length`, as many real servers do.
    var chunked = false
    /// A documented error (`billing_error`, `insufficient_quota`, `json_validate_failed`,
    /// `flex_tier_capacity_exceeded`) in place of the status's plain one.
    var errorCode: String?
    /// The model declines: Anthropic's `stop_reason: refusal`, OpenAI's `message.refusal`.
    var refusal = false

    private static let keys: Set = [
        "status", "headers", "body", "delay_ms", "answer", "raw_body", "close", "text", "truncated", "chunked",
        "error_code", "refusal",
    ]

    /// The step at `index` of the script, or which key is wrong with it.
    static func parse(_ value: Any, index: Int) -> Result<ScriptStep, StubServerError> {
        guard let object = value as? [String: Any] else { return .failure(.script("step \(index) is not an object")) }
        // A misspelt key would otherwise silently give the normal answer and a confusing test.
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            return .failure(.script("step \(index) has an unknown key \(unknown)"))
        }
        var step = ScriptStep()
        step.status = object["status"] as? Int
        step.headers = (object["headers"] as? [String: Any] ?? [:]).mapValues { "\($0)" }
        step.body = object["body"] as? String
        step.delayMilliseconds = object["delay_ms"] as? Int ?? 0
        step.answer = object["answer"].map(JSON.text)
        step.rawBody = object["raw_body"] as? String
        step.close = object["close"] as? Bool ?? false
        step.text = object["text"] as? String
        step.truncated = object["truncated"] as? Bool ?? false
        step.chunked = object["chunked"] as? Bool ?? false
        step.errorCode = object["error_code"] as? String
        step.refusal = object["refusal"] as? Bool ?? false
        if let status = step.status, !(100...599).contains(status) {
            return .failure(.script("step \(index) has status \(status)"))
        }
        return .success(step)
    }
}
