import ChildProcesses
import Foundation
import SpotterKit

/// A running `llm-stub-server` on a free loopback port, with its own script and request log.
final class StubServer {
    let port: Int
    private let process: StubServerProcess
    private let directory: String

    /// Starts the stub with `steps` (each a JSON object as text) as its script; waits for its `listening` line.
    init(steps: [String] = [], latencyMilliseconds: Int = 0) throws {
        directory = NSTemporaryDirectory() + "spotter-stub-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var arguments = ["--log", directory + "/requests.jsonl", "--max-seconds", "120"]
        if latencyMilliseconds > 0 { arguments += ["--latency-ms", String(latencyMilliseconds)] }
        if !steps.isEmpty {
            let script = #"{"steps":["# + steps.joined(separator: ",") + "]}"
            try script.write(toFile: directory + "/script.json", atomically: true, encoding: .utf8)
            arguments += ["--script", directory + "/script.json"]
        }
        let output = directory + "/output.txt"
        guard let process = StubServerProcess(binary: Self.binary, arguments: arguments, output: output) else {
            throw StubServerFailure(line: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
        }
        self.process = process
        port = process.port
    }

    /// Why the stub did not start.
    struct StubServerFailure: Error {
        var line: String
    }

    /// Ends the stub and removes its files.
    func stop() {
        process.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// An Anthropic-style request for `text` with a forced `record_foods` tool.
    func anthropicRequest(_ text: String, timeout: Double = 10, path: String = "/v1/messages") -> HTTPRequest {
        let body: [String: Any] = [
            "model": "claude-haiku-4-5", "max_tokens": 512, "messages": [["role": "user", "content": text]],
            "tools": [["name": "record_foods", "input_schema": ["type": "object"]]],
            "tool_choice": ["type": "tool", "name": "record_foods"],
        ]
        let headers = [
            HTTPHeader("x-api-key", "sk-ant-test"), HTTPHeader("anthropic-version", "2023-06-01"),
            HTTPHeader("content-type", "application/json"),
        ]
        return HTTPRequest(url: url(path), headers: headers, body: Self.json(body), timeoutSeconds: timeout)
    }

    /// An OpenAI-style request for `text`.
    func openAIRequest(_ text: String, path: String = "/v1/chat/completions") -> HTTPRequest {
        let body: [String: Any] = [
            "model": "gpt-4o-mini",
            "messages": [["role": "system", "content": "foods"], ["role": "user", "content": text]],
            "response_format": ["type": "json_object"],
        ]
        let headers = [HTTPHeader("authorization", "Bearer sk-test"), HTTPHeader("content-type", "application/json")]
        return HTTPRequest(url: url(path), headers: headers, body: Self.json(body), timeoutSeconds: 10)
    }

    /// Every request the stub has logged, in order.
    func loggedRequests() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: directory + "/requests.jsonl", encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    static func json(_ value: Any) -> [UInt8] {
        Array((try? JSONSerialization.data(withJSONObject: value)) ?? Data())
    }

    /// The built stub next to the test bundle (`swift test` builds it because this target depends on it).
    static let binary = Child.builtProgram("llm-stub-server")
}

/// Parses a response body as a JSON object.
func jsonObject(_ bytes: [UInt8]) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
}

/// A loopback port nobody listens on: bound by the kernel's choice, then released.
func unusedPort() -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
        }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Sends raw bytes to the stub and returns whatever it answers before closing.
func rawExchange(port: Int, _ bytes: [UInt8]) -> String {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
    guard connected else { return "" }
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    shutdown(descriptor, Int32(SHUT_WR))
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { break }
        answer += chunk[0..<count]
    }
    return String(decoding: answer, as: UTF8.self)
}
