/// A test double: records every request and answers from a closure, with no network at all.
public final class StubHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = ThreadLock()
    private var recorded: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest, Int) -> Result<HTTPResponse, HTTPError>

    /// `answer` gets each request and its 0-based number.
    public init(answer: @escaping @Sendable (HTTPRequest, Int) -> Result<HTTPResponse, HTTPError>) {
        self.answer = answer
    }

    public func post(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError> {
        let number = lock.withLock {
            recorded.append(request)
            return recorded.count - 1
        }
        return answer(request, number)
    }

    /// Every request so far, in order.
    public var requests: [HTTPRequest] { lock.withLock { recorded } }
}
