/// Anthropic's Messages API, asked for JSON through a forced tool whose input schema is the answer's.
public struct ClaudeProvider: LLMProvider {
    public let name = "claude"
    static let toolName = "record_foods"
    /// The version the current official SDK (`anthropic` 2.12) sends.
    static let apiVersion = "2026-10-21"
    static let maxTokens = 1024

    public init() {}

    public func request(
        systemPrompt: String, userText: String, schema: JSONValue, settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest {
        let body: JSONValue = .object([
            "model": .string(settings.model),
            // No sampling keys: the current create-params have none, and newer models reject them.
            "max_tokens": .number(Double(Self.maxTokens)),
            "system": .string(systemPrompt),
            "messages": .array([.object(["role": .string("user"), "content": .string(userText)])]),
            "tools": .array([
                .object([
                    "name": .string(Self.toolName),
                    "description": .string("Record the foods of the journal line with their figures."),
                    "input_schema": schema,
                ])
            ]),
            "tool_choice": .object(["type": .string("tool"), "name": .string(Self.toolName)]),
        ])
        return post(body, settings: settings, apiKey: apiKey)
    }

    public func chatRequest(
        systemPrompt: String, messages: [ChatMessage], settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest {
        let body: JSONValue = .object([
            "model": .string(settings.model),
            "max_tokens": .number(Double(Self.maxTokens)),
            "system": .string(systemPrompt),
            "messages": .array(ChatMessage.json(messages)),
        ])
        return post(body, settings: settings, apiKey: apiKey)
    }

    private func post(_ body: JSONValue, settings: ProviderSettings, apiKey: String) -> HTTPRequest {
        HTTPRequest(
            url: settings.baseURL + "/messages",
            headers: [
                HTTPHeader("Content-Type", "application/json"), HTTPHeader("x-api-key", apiKey),
                HTTPHeader("anthropic-version", Self.apiVersion),
            ],
            body: JSONText.bytes(body), timeoutSeconds: settings.timeoutSeconds)
    }

    public func answer(from response: HTTPResponse) -> Result<String, ProviderFailure> {
        let json = JSONParser.parse(response.body)
        if response.status != 200 { return .failure(failure(response, json: json)) }
        switch json?["stop_reason"]?.string {
        case "refusal":
            return .failure(
                .unusable(
                    "\(name) declined to answer (stop_reason refusal), so nothing was used; reword the line or log it with its figures"
                ))
        case "max_tokens", "model_context_window_exceeded":
            return .failure(
                .unusable(
                    "\(name)'s answer was cut off by its token limit (\(Self.maxTokens) max_tokens), so it was not used; split the line into shorter ones"
                ))
        default: break
        }
        guard let blocks = json?["content"]?.array else {
            return .failure(.malformed("the answer has no content blocks"))
        }
        for block in blocks where block["type"]?.string == "tool_use" {
            if let input = block["input"], case .object = input { return .success(JSONText.string(input)) }
        }
        let text = blocks.compactMap { $0["type"]?.string == "text" ? $0["text"]?.string : nil }.joined()
        return text.isEmpty ? .failure(.malformed("the answer has neither a tool call nor text")) : .success(text)
    }

    /// Anthropic's error object: billing (402, or a 400 about the credit balance) is final, rate limits
    /// and overloads (429, 529, 5xx) are busy, the rest refused.
    private func failure(_ response: HTTPResponse, json: JSONValue?) -> ProviderFailure {
        let status = response.status
        let message = json?["error"]?["message"]?.string ?? "HTTP \(status)"
        let type = json?["error"]?["type"]?.string
        if status == 402 || type == "billing_error" || message.lowercased().contains("credit balance is too low") {
            return .noCredit(status: status, message: message)
        }
        let busy = status == 429 || status >= 500 || type == "overloaded_error" || type == "rate_limit_error"
        return .httpError(status: status, message: message, busy: busy, headers: response.headers)
    }
}
