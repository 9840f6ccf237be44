import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The loopback `llm-stub-server` built beside `spotter`, started for one test and stopped after it.
final class StubLLMServer {
    let pid: pid_t
    let port: Int
    let logPath: String

    struct StartError: Error { var output: String }

    /// Starts the server (optionally with a misbehaviour script and latency) and waits for its port.
    init(directory: String, script: String? = nil, latencyMilliseconds: Int = 0) throws {
        logPath = directory + "/stub-requests.jsonl"
        let outputPath = directory + "/stub-output.txt"
        var arguments = ["--port", "0", "--log", logPath, "--max-seconds", "120"]
        if let script {
            let path = directory + "/stub-script.json"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            arguments += ["--script", path]
        }
        if latencyMilliseconds > 0 { arguments += ["--latency-ms", String(latencyMilliseconds)] }
        let binary = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent(
            "llm-stub-server"
        ).path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, binary, &actions, nil, &argv, environ) == 0 else { throw StartError(output: "spawn") }
        pid = child
        var text = ""
        for _ in 0..<500 where !text.contains("\n") {
            text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            usleep(10_000)
        }
        guard let portText = text.split(separator: ":").last?.split(separator: "\n").first, let port = Int(portText)
        else {
            kill(child, SIGKILL)
            waitpid(child, nil, 0)
            throw StartError(output: text)
        }
        self.port = port
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The requests the stub received, as JSON objects.
    func requests() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    private var stopped = false

    /// Stops the server (SIGKILL: the test runner may have SIGTERM blocked in children it spawns).
    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGKILL)
        waitpid(pid, nil, 0)
    }
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
