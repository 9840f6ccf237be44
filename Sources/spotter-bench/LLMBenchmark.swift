#if canImport(Glibc)
    import SpotterKit
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replay against the loopback LLM stub with 200 ms of latency per request: how much `max_concurrency`
/// 4 gains over 1 on 200 distinct food lines, and how many requests a second replay makes (none: learned).
enum LLMBenchmark {
    struct Result {
        var serialSeconds: Double
        var concurrentSeconds: Double
        var firstRequests: Int
        var secondRequests: Int
    }

    static let styles = [
        "spicy", "tangy", "zesty", "smoky", "sweet", "savory", "mild", "garlic", "lemon", "herb", "chili", "ginger",
        "sesame", "teriyaki", "miso", "curry", "truffle", "pesto", "honey", "maple", "cajun", "tandoori", "wasabi",
        "basil", "mango",
    ]
    /// Foods the USDA table does not have, so every line needs the LLM.
    static let foods = [
        "sushi", "poke bowl", "pad thai", "falafel wrap", "kombucha", "acai bowl", "bubble tea", "quinoa salad",
    ]

    static func run(spotter: String, stub: String, work: String) -> Result? {
        let transcript = work + "/llm-transcript.txt"
        // 25 styles × 8 foods: 200 foods the learned-foods file does not know until they are asked.
        let lines = (0..<200).map { "\(100 + $0)g \(styles[$0 / foods.count]) \(foods[$0 % foods.count])" }
        _ = try? FileSystem.replaceAtomically(transcript, with: Array((lines.joined(separator: "\n") + "\n").utf8))
        guard let server = StubServerProcess(binary: stub, log: work + "/llm-requests.jsonl") else { return nil }
        defer { server.stop() }
        func replay(home: String, concurrency: Int) -> Double {
            let config = home + "/config/spotter/config.json"
            let text =
                #"{"resolver":"openai","max_concurrency":\#(concurrency),"timeout_seconds":30,"providers":{"openai":{"base_url":"http://127.0.0.1:\#(server.port)/v1","model":"stub"}}}"#
            _ = try? FileSystem.replaceAtomically(config, with: Array(text.utf8))
            let environment = [
                "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
                "OPENAI_API_KEY": "sk-bench", "PATH": "/usr/bin:/bin",
            ]
            return ChildProcess.run([spotter, "replay", transcript], environment: environment).seconds
        }
        let serial = replay(home: work + "/llm-serial", concurrency: 1)
        let concurrent = replay(home: work + "/llm-concurrent", concurrency: 4)
        let afterFirst = server.requestCount()
        _ = replay(home: work + "/llm-concurrent", concurrency: 4)
        return Result(
            serialSeconds: serial, concurrentSeconds: concurrent, firstRequests: afterFirst / 2,
            secondRequests: server.requestCount() - afterFirst)
    }
}

/// `llm-stub-server` with 200 ms latency on a free port, stopped with `stop()`.
final class StubServerProcess {
    let pid: pid_t
    let port: Int
    let log: String

    init?(binary: String, log: String) {
        self.log = log
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let arguments = [binary, "--port", "0", "--latency-ms", "200", "--log", log, "--max-seconds", "300"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, binary, &actions, nil, &argv, environ) == 0 else { return nil }
        close(pipeEnds[1])
        pid = child
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(pipeEnds[0], &byte, 1) == 1, byte != 0x0A { line.append(byte) }
        close(pipeEnds[0])
        guard let text = String(validating: line, as: UTF8.self), let portText = text.split(separator: ":").last,
            let port = Int(portText)
        else {
            kill(child, SIGTERM)
            return nil
        }
        self.port = port
    }

    func requestCount() -> Int {
        (FileSystem.read(log) ?? []).filter { $0 == 0x0A }.count
    }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
