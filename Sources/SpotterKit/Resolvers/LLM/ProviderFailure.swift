/// Why a provider call gave no usable answer, and whether trying again could help.
public enum ProviderFailure: Error, Sendable, Equatable {
    /// Rate limited or overloaded (429, 498, 529, 503, other 5xx); retry after the delay if given.
    case busy(status: Int, retryAfterSeconds: Double?)
    /// The provider refused for good (400, 401, 403, 404); the text says what to fix.
    case refused(status: Int, message: String)
    /// The account has no credit or quota left (Anthropic 402 `billing_error`, OpenAI `insufficient_quota`):
    /// final for the run, since every later call would be refused the same way.
    case noCredit(status: Int, message: String)
    /// A 200 whose body is not the provider's shape, or carries no answer.
    case malformed(String)
    /// The model answered but the answer cannot be used (a refusal, a cut-off, JSON that did not
    /// parse); the text is the whole user-facing reason, naming what to do.
    case unusable(String)

    /// An HTTP error that is not a billing one: busy when `busy` says so, unless the provider's
    /// `x-should-retry` header says otherwise (the official SDKs obey it too).
    static func httpError(status: Int, message: String, busy: Bool, headers: [String: String]) -> ProviderFailure {
        (RetryAfter.shouldRetry(headers) ?? busy)
            ? .busy(status: status, retryAfterSeconds: RetryAfter.seconds(headers))
            : .refused(status: status, message: message)
    }
}
