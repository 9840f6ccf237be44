/// Sends one HTTP POST and returns the whole answer. Conformers must honour both timeouts, keep TLS
/// verification on, refuse plain `http://` except to loopback, and never throw: every failure is an `HTTPError`.
public protocol HTTPClient: Sendable {
    func post(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError>
}
