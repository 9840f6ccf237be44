/// How to reach one LLM provider. The key itself is never stored here, only where to find it.
public struct ProviderConfig: Sendable, Equatable {
    public var model: String?
    public var baseURL: String?
    public var apiKeyEnv: String?

    public init(model: String? = nil, baseURL: String? = nil, apiKeyEnv: String? = nil) {
        self.model = model
        self.baseURL = baseURL
        self.apiKeyEnv = apiKeyEnv
    }

    /// The built-in settings for the three providers.
    public static let defaults: [String: ProviderConfig] = [
        "claude": ProviderConfig(
            model: "claude-haiku-4-5", baseURL: "https://api.anthropic.com/v1", apiKeyEnv: "ANTHROPIC_API_KEY"),
        "openai": ProviderConfig(
            model: "gpt-4o-mini", baseURL: "https://api.openai.com/v1", apiKeyEnv: "OPENAI_API_KEY"),
        "groq": ProviderConfig(
            model: "llama-3.1-8b-instant", baseURL: "https://api.groq.com/openai/v1", apiKeyEnv: "GROQ_API_KEY"),
    ]

    /// These settings with every field the other sets replaced.
    func overlaid(by other: ProviderConfig) -> ProviderConfig {
        ProviderConfig(
            model: other.model ?? model, baseURL: other.baseURL ?? baseURL, apiKeyEnv: other.apiKeyEnv ?? apiKeyEnv)
    }
}
