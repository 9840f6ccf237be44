/// The resolved settings a provider request needs: model, endpoint and limits.
public struct ProviderSettings: Sendable, Equatable {
    public var model: String
    /// Including the version path (`https://api.openai.com/v1`).
    public var baseURL: String
    public var timeoutSeconds: Double

    public init(model: String, baseURL: String, timeoutSeconds: Double) {
        self.model = model
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.timeoutSeconds = timeoutSeconds
    }
}
