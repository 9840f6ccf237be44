import ChildProcesses
import Foundation

/// Runs the built `spotter` binary in a private home directory, as a new user would.
struct CLI {
    let home: String
    var environment: [String: String]

    /// The result of one run.
    struct Run {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    init() {
        home = NSTemporaryDirectory() + "spotter-cli-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "TZ": "UTC",
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
    }

    var journalPath: String { home + "/data/spotter/journal.jsonl" }

    /// The binary next to the test bundle (`swift test` builds it because the tests depend on it).
    static let binary: String = {
        ProcessInfo.processInfo.environment["SPOTTER_BIN"] ?? Child.builtProgram("spotter")
    }()

    /// Runs `spotter ARGS` with optional standard input; never touches the user's real files.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:]) throws -> Run {
        let result = try ChildProcess.run(
            [Self.binary] + arguments, stdin: stdin,
            environment: environment.merging(extraEnvironment) { _, new in new },
            directory: home)
        return Run(code: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    /// The journal's lines as JSON objects.
    func journal() throws -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: journalPath, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    /// Writes `text` to `name` in the private home and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = home + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: home) }
}

/// The repository's root, for fixtures.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url = url.deletingLastPathComponent() }
    return url.path
}()
