import ChildProcesses
import SpotterKit

#if canImport(Glibc)
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
        let log = work + "/llm-requests.jsonl"
        guard
            let server = StubServerProcess(
                binary: stub, arguments: ["--latency-ms", "200", "--log", log, "--max-seconds", "300"],
                output: work + "/llm-stub.out")
        else { return nil }
        /// Requests the stub has answered, one log line each.
        func requestCount() -> Int { (FileSystem.read(log) ?? []).filter { $0 == 0x0A }.count }
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
            return Child.run([spotter, "replay", transcript], environment: environment).seconds
        }
        let serial = replay(home: work + "/llm-serial", concurrency: 1)
        let concurrent = replay(home: work + "/llm-concurrent", concurrency: 4)
        let afterFirst = requestCount()
        _ = replay(home: work + "/llm-concurrent", concurrency: 4)
        return Result(
            serialSeconds: serial, concurrentSeconds: concurrent, firstRequests: afterFirst / 2,
            secondRequests: requestCount() - afterFirst)
    }
}
