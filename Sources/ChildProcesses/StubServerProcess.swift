#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `llm-stub-server` running on a free loopback port, for the tests and the benchmark; `stop()` kills it.
public final class StubServerProcess {
    public let port: Int
    private let child: Child
    private var stopped = false

    /// Starts `binary` with `--port 0` and `arguments`, and waits (up to 5 s) for the port it prints
    /// first (`listening 127.0.0.1:PORT`) to `output`, a scratch file.
    public init?(binary: String, arguments: [String], output: String) {
        unlink(output)
        guard
            let child = Child(
                [binary, "--port", "0"] + arguments, environment: nil, stdin: "/dev/null", stdout: output,
                stderr: "/dev/null")
        else { return nil }
        self.child = child
        var port: Int?
        for _ in 0..<500 where port == nil {
            usleep(10_000)
            port = Self.port(in: output)
        }
        guard let port else {
            child.kill()
            _ = child.wait()
            return nil
        }
        self.port = port
    }

    /// Stops the server with SIGKILL (a test runner may have SIGTERM blocked in the children it starts).
    public func stop() {
        guard !stopped else { return }
        stopped = true
        child.kill()
        _ = child.wait()
    }

    deinit { stop() }

    private static func port(in path: String) -> Int? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0, let newline = buffer[0..<count].firstIndex(of: 0x0A) else { return nil }
        let line = String(decoding: buffer[0..<newline], as: UTF8.self)
        return line.split(separator: ":").last.flatMap { Int($0) }
    }
}
