/// OpenAI Chat Completions, also Groq's OpenAI-compatible endpoint and local servers (llama.cpp,
/// Ollama, vLLM) through `base_url`.
public struct OpenAIProvider: LLMProvider {
    public let name: String
    /// Strict `json_schema` output (OpenAI, most local servers); Groq gets `json_object`, which all its models take.
    public let strictSchema: Bool

    public init(name: String = "openai", strictSchema: Bool = true) {
        self.name = name
        self.strictSchema = strictSchema
    }

    public func request(
        systemPrompt: String, userText: String, schema: JSONValue, settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest {
        let format: JSONValue =
            strictSchema
            ? .object([
                "type": .string("json_schema"),
                "json_schema": .object(["name": .string("foods"), "schema": schema, "strict": .bool(true)]),
            ])
            : .object(["type": .string("json_object")])
        let body: JSONValue = .object([
            "model": .string(settings.model),
            "temperature": .number(0),
            "messages": .array([
                .object(["role": .string("system"), "content": .string(systemPrompt)]),
                .object(["role": .string("user"), "content": .string(userText)]),
            ]),
            "response_format": format,
        ])
        return post(body, settings: settings, apiKey: apiKey)
    }

    public func chatRequest(
        systemPrompt: String, messages: [ChatMessage], settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest {
        let body: JSONValue = .object([
            "model": .string(settings.model),
            "messages": .array(
                [.object(["role": .string("system"), "content": .string(systemPrompt)])] + ChatMessage.json(messages)),
        ])
        return post(body, settings: settings, apiKey: apiKey)
    }

    private func post(_ body: JSONValue, settings: ProviderSettings, apiKey: String) -> HTTPRequest {
        var headers = [HTTPHeader("Content-Type", "application/json")]
        if !apiKey.isEmpty { headers.append(HTTPHeader("Authorization", "Bearer " + apiKey)) }
        return HTTPRequest(
            url: settings.baseURL + "/chat/completions", headers: headers, body: JSONText.bytes(body),
            timeoutSeconds: settings.timeoutSeconds)
    }

    public func answer(from response: HTTPResponse) -> Result<String, ProviderFailure> {
        let json = JSONParser.parse(response.body)
        if response.status != 200 {
            let error = json?["error"]
            let message = error?["message"]?.string ?? "HTTP \(response.status)"
            let code = error?["code"]?.string ?? error?["type"]?.string ?? ""
            if response.status == 429, code != "insufficient_quota" {
                return .failure(.busy(status: 429, retryAfterSeconds: RetryAfter.seconds(response.headers)))
            }
            if response.status >= 500 {
                return .failure(.busy(status: response.status, retryAfterSeconds: RetryAfter.seconds(response.headers)))
            }
            return .failure(.refused(status: response.status, message: message))
        }
        guard let choice = json?["choices"]?.array?.first, let message = choice["message"] else {
            return .failure(.malformed("the answer has no choices[0].message"))
        }
        if let content = message["content"]?.string, !content.isEmpty { return .success(content) }
        if let refusal = message["refusal"]?.string { return .failure(.malformed("the model refused: \(refusal)")) }
        return .failure(.malformed("the answer's message has no content"))
    }
}
