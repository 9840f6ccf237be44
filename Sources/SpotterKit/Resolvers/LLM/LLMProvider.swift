/// One LLM API's wire format: builds the request for a prompt and reads the model's answer text back.
/// Conformers do no I/O; `LLMFoodResolver` sends what they build.
public protocol LLMProvider: Sendable {
    /// `claude`, `openai` or `groq` (also the journal's `resolver` value).
    var name: String { get }
    /// The request asking `model` to answer `userText` under `systemPrompt` with JSON of `schema`.
    func request(
        systemPrompt: String, userText: String, schema: JSONValue, settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest
    /// A plain conversation request (no schema): `ask` sends the question after earlier exchanges.
    func chatRequest(
        systemPrompt: String, messages: [ChatMessage], settings: ProviderSettings, apiKey: String
    ) -> HTTPRequest
    /// The model's answer (JSON text, or prose that may hold JSON), or why the response is not one.
    func answer(from response: HTTPResponse) -> Result<String, ProviderFailure>
}
