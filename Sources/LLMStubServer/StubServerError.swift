/// Everything that can go wrong in the stub server, as a line for stderr or a 400 answer.
enum StubServerError: Error, CustomStringConvertible {
    /// A bad command line.
    case usage(String)
    /// The script file is missing or not `{"steps":[...]}`.
    case script(String)
    /// The socket could not be opened, bound or listened on.
    case socket(String)
    /// The client sent something that is not an HTTP/1.1 request we understand.
    case malformed(String)
    /// The client closed the connection before a whole request arrived.
    case closed

    var description: String {
        switch self {
        case .usage(let reason): "\(reason)\n\(StubOptions.usage)"
        case .script(let reason): "bad --script: \(reason)"
        case .socket(let reason): "cannot listen: \(reason)"
        case .malformed(let reason): "malformed request: \(reason)"
        case .closed: "the client closed the connection"
        }
    }
}
