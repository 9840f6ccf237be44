/// Why no HTTP response arrived, in words fit for a user's error line.
public enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The total or connect timeout passed.
    case timedOut(seconds: Double)
    /// Nothing listens at the address (or it refused the connection).
    case connectionRefused(host: String)
    /// Plain `http://` to a host that is not loopback: keys and food would travel unencrypted.
    case insecureURL(String)
    case invalidURL(String)
    /// The user pressed Ctrl-C while waiting.
    case cancelled
    /// The answer was larger than the client accepts.
    case responseTooLarge(limit: Int)
    /// Anything else the transport reported (DNS, TLS, reset), with its own words.
    case transport(String)

    public var description: String {
        switch self {
        case .timedOut(let seconds): "no answer within \(Format.number(seconds)) s"
        case .connectionRefused(let host): "could not connect to \(host)"
        case .insecureURL(let url):
            "refusing plain http to \(url); use https (plain http is allowed only to localhost)"
        case .invalidURL(let url): "\(url) is not a valid URL"
        case .cancelled: "cancelled"
        case .responseTooLarge(let limit): "the answer was larger than \(limit / 1_048_576) MB"
        case .transport(let reason): reason
        }
    }
}
