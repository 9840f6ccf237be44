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
        var body: JSONObject = ["model": .string(settings.model)]
        if !Self.rejectsTemperature(settings.model) { body.append("temperature", .number(0)) }
        body.append(
            "messages",
            .array([
                .object(["role": .string("system"), "content": .string(systemPrompt)]),
                .object(["role": .string("user"), "content": .string(userText)]),
            ]))
        body.append("response_format", format)
        return post(.object(body), settings: settings, apiKey: apiKey)
    }

    /// Reasoning models (`o1`, `o3-mini`, `o4-mini`, `gpt-5`, `gpt-5.1-mini`…) refuse any temperature
    /// but the default; a provider prefix (`openai/o3`) is looked through.
    static func rejectsTemperature(_ model: String) -> Bool {
        let name = Array((model.split(separator: "/").last ?? "").lowercased())
        func digit(_ index: Int) -> Bool { index < name.count && name[index].isNumber }
        if name.first == "o", digit(1) { return true }
        let prefix = Array("gpt-")
        guard name.count > prefix.count, Array(name.prefix(prefix.count)) == prefix, digit(prefix.count) else {
            return false
        }
        return (name[prefix.count].wholeNumberValue ?? 0) >= 5 || digit(prefix.count + 1)
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
        if response.status != 200 { return .failure(failure(response, json: json)) }
        guard let choice = json?["choices"]?.array?.first, let message = choice["message"] else {
            return .failure(.malformed("the answer has no choices[0].message"))
        }
        if let refusal = message["refusal"]?.string, !refusal.isEmpty {
            return .failure(
                .unusable(
                    "\(name) declined to answer (\(refusal)), so nothing was used; reword the line or log it with its figures"
                ))
        }
        switch choice["finish_reason"]?.string {
        case "length":
            return .failure(
                .unusable(
                    "\(name)'s answer was cut off by its token limit (finish_reason length), so it was not used; split the line into shorter ones"
                ))
        case "content_filter":
            return .failure(
                .unusable(
                    "\(name)'s content filter stopped the answer, so nothing was used; reword the line or log it with its figures"
                ))
        default: break
        }
        if let content = message["content"]?.string, !content.isEmpty { return .success(content) }
        return .failure(.malformed("the answer's message has no content"))
    }

    /// OpenAI's and Groq's error object: no quota is final, Groq's failed JSON mode is an unusable
    /// answer, rate limits, Groq's 498 (flex capacity) and 5xx are busy, the rest refused.
    private func failure(_ response: HTTPResponse, json: JSONValue?) -> ProviderFailure {
        let status = response.status
        let error = json?["error"]
        let message = error?["message"]?.string ?? "HTTP \(status)"
        let code = error?["code"]?.string ?? error?["type"]?.string ?? ""
        if code == "insufficient_quota" || status == 402 { return .noCredit(status: status, message: message) }
        if code == "json_validate_failed" {
            return .unusable(
                "\(name)'s model wrote JSON that did not validate (json_validate_failed: \(Self.hint(error?["failed_generation"]?.string))), so nothing was used; try the line again or a model that keeps to JSON mode"
            )
        }
        let busy = status == 429 || status == 498 || status >= 500
        return .httpError(status: status, message: message, busy: busy, headers: response.headers)
    }

    /// What went wrong with a failed generation, without quoting it (the model may echo anything).
    static func hint(_ generation: String?) -> String {
        let text = generation?.trimmingSpaces() ?? ""
        if text.isEmpty { return "it wrote nothing" }
        if !text.hasPrefix("{") { return "it wrote prose, not a JSON object" }
        if !text.hasSuffix("}") { return "its JSON was cut short" }
        return "its JSON was not well formed or lacked required keys"
    }
}
