import ChildProcesses
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The loopback `llm-stub-server` built beside `spotter`, started for one test and stopped after it.
final class StubLLMServer {
    let port: Int
    let logPath: String
    private let process: StubServerProcess

    struct StartError: Error { var output: String }

    /// Starts the server (optionally with a misbehaviour script and latency) and waits for its port.
    init(directory: String, script: String? = nil, latencyMilliseconds: Int = 0) throws {
        logPath = directory + "/stub-requests.jsonl"
        var arguments = ["--log", logPath, "--max-seconds", "120"]
        if let script {
            let path = directory + "/stub-script.json"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            arguments += ["--script", path]
        }
        if latencyMilliseconds > 0 { arguments += ["--latency-ms", String(latencyMilliseconds)] }
        let binary = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent(
            "llm-stub-server"
        ).path
        let output = directory + "/stub-output.txt"
        guard let process = StubServerProcess(binary: binary, arguments: arguments, output: output) else {
            throw StartError(output: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
        }
        self.process = process
        port = process.port
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The requests the stub received, as JSON objects.
    func requests() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Stops the server.
    func stop() { process.stop() }
}

extension CLI {
    /// Writes a config that points `provider` at the stub (or any base URL) with a short timeout.
    func configure(provider: String, baseURL: String, timeoutSeconds: Double = 5, maxConcurrency: Int = 4) throws {
        let directory = home + "/config/spotter"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let config = """
            {"resolver": "\(provider)", "timeout_seconds": \(timeoutSeconds), "max_concurrency": \(maxConcurrency),
             "providers": {"\(provider)": {"base_url": "\(baseURL)", "model": "stub-model"}}}
            """
        try config.write(toFile: directory + "/config.json", atomically: true, encoding: .utf8)
    }
}
