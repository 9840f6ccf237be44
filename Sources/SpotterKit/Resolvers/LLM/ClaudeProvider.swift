/// Anthropic's Messages API, asked for JSON through a forced tool whose input schema is the answer's.
public struct ClaudeProvider: LLMProvider {
    public let name = "claude"
    static let toolName = "record_foods"
    static let apiVersion = "2023-06-01"

    public init() {}

    public func request(
        systemPrompt: String, userText: String, schema: JSONValue, settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest {
        let body: JSONValue = .object([
            "model": .string(settings.model),
            "max_tokens": .number(1024),
            "temperature": .number(0),
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
            "max_tokens": .number(1024),
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
        if response.status != 200 {
            let message = json?["error"]?["message"]?.string ?? "HTTP \(response.status)"
            if response.status == 429 || response.status == 529 || response.status >= 500 {
                return .failure(
                    .busy(status: response.status, retryAfterSeconds: RetryAfter.seconds(response.headers)))
            }
            return .failure(.refused(status: response.status, message: message))
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
}
