/// A POST to send: where, which headers, what body, and how long to wait.
public struct HTTPRequest: Sendable, Equatable {
    public var url: String
    /// Header names and values in order (names as sent, e.g. `x-api-key`).
    public var headers: [HTTPHeader]
    public var body: [UInt8]
    /// The whole exchange must finish within this many seconds.
    public var timeoutSeconds: Double
    /// Connecting must finish within this many seconds.
    public var connectTimeoutSeconds: Double

    public init(
        url: String, headers: [HTTPHeader], body: [UInt8], timeoutSeconds: Double, connectTimeoutSeconds: Double = 10
    ) {
        self.url = url
        self.headers = headers
        self.body = body
        self.timeoutSeconds = timeoutSeconds
        self.connectTimeoutSeconds = connectTimeoutSeconds
    }

    /// The value of a header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// One request header.
public struct HTTPHeader: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
