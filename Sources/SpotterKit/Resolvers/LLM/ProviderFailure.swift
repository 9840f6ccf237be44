/// Why a provider call gave no usable answer, and whether trying again could help.
public enum ProviderFailure: Error, Sendable, Equatable {
    /// Rate limited or overloaded (429, 529, 503, other 5xx); retry after the delay if given.
    case busy(status: Int, retryAfterSeconds: Double?)
    /// The provider refused for good (400, 401, 403, 404, quota); the text says what to fix.
    case refused(status: Int, message: String)
    /// A 200 whose body is not the provider's shape, or carries no answer.
    case malformed(String)
}
