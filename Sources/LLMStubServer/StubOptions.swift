import Foundation

/// The command line: `llm-stub-server --port 0 [--latency-ms N] [--script FILE] [--log FILE] [--max-seconds S]`.
struct StubOptions {
    var port: UInt16 = 0
    /// Added before every answer, like a real provider's thinking time.
    var latencyMilliseconds = 0
    var scriptPath: String?
    var logPath: String?
    /// The server exits by itself after this long, so a forgotten one never lingers.
    var maxSeconds = 600.0

    static let usage = """
        usage: llm-stub-server --port N [--latency-ms N] [--script FILE] [--log FILE] [--max-seconds S]
          Serves fake Anthropic and OpenAI/Groq answers on 127.0.0.1 for tests. Port 0 picks a free port;
          the first line printed is `listening 127.0.0.1:PORT`.
        """

    /// Reads the arguments after the program name; the error is a line for stderr.
    static func parse(_ arguments: [String]) -> Result<StubOptions, StubServerError> {
        var options = StubOptions()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return .failure(.usage("\(flag) needs a value")) }
            switch flag {
            case "--port":
                guard let port = UInt16(value) else { return .failure(.usage("--port wants 0...65535")) }
                options.port = port
            case "--latency-ms":
                guard let latency = Int(value), latency >= 0 else {
                    return .failure(.usage("--latency-ms wants N >= 0"))
                }
                options.latencyMilliseconds = latency
            case "--script": options.scriptPath = value
            case "--log": options.logPath = value
            case "--max-seconds":
                guard let seconds = Double(value), seconds > 0 else {
                    return .failure(.usage("--max-seconds wants S > 0"))
                }
                options.maxSeconds = seconds
            default: return .failure(.usage("unknown option \(flag)"))
            }
        }
        return .success(options)
    }
}
