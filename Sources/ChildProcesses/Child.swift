#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with posix_spawn (Foundation's `Process` on Linux sometimes never notices
/// a child's exit): output goes to files, input comes from a file or from a pipe written with `send`,
/// and it can be killed at any moment. The tests, the benchmark and the stress tool all start
/// `spotter` through it.
public final class Child {
    /// How a child ended, with its peak resident memory.
    public struct Exit: Sendable {
        public var code: Int32
        public var killed: Bool
        public var peakKilobytes: Int
    }

    public let pid: pid_t
    private var input: Int32 = -1

    /// Starts `arguments` with `environment` (nil: this process's); `stdin` is a file path, or nil for
    /// a pipe written with `send`.
    public init?(
        _ arguments: [String], environment: [String: String]?, stdin: String?, stdout: String, stderr: String
    ) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var ends: [Int32] = [-1, -1]
        if let stdin {
            posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        } else {
            guard pipe(&ends) == 0 else { return nil }
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        // The test runner's threads block some signals; the child should start with none blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] =
            environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] } ?? []
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        func spawn() -> Int32 {
            environment == nil
                ? posix_spawn(&child, arguments[0], &actions, &attributes, &argv, environ)
                : posix_spawn(&child, arguments[0], &actions, &attributes, &argv, &envp)
        }
        var spawned = spawn()
        // A freshly copied binary is "busy" while a process forked by a concurrent test still holds the
        // copy's write descriptor; it goes away within moments.
        for _ in 0..<100 where spawned == ETXTBSY {
            usleep(20_000)
            spawned = spawn()
        }
        if stdin == nil { close(ends[0]) }
        guard spawned == 0 else {
            if stdin == nil { close(ends[1]) }
            return nil
        }
        pid = child
        input = ends[1]
    }

    /// Writes one line to the child's standard input pipe.
    public func send(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// Closes the input pipe: end of input, as Ctrl-D.
    public func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    public func kill() { _ = Glibc.kill(pid, SIGKILL) }

    /// Waits for the child; `nil` from `poll` while it still runs.
    public func wait(blocking: Bool = true) -> Exit? {
        var status: Int32 = 0
        var usage = rusage()
        var result: pid_t
        repeat {
            result = wait4(pid, &status, blocking ? 0 : WNOHANG, &usage)
        } while result < 0 && errno == EINTR
        guard result == pid else { return nil }
        closeInput()
        let signaled = (status & 0x7F) != 0
        return Exit(
            code: signaled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF, killed: signaled,
            peakKilobytes: Int(usage.ru_maxrss))
    }

    /// Runs to completion and returns the exit and the seconds it took.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, stdin: String = "/dev/null",
        stdout: String = "/dev/null",
        stderr: String = "/dev/null"
    ) -> (exit: Exit, seconds: Double) {
        let start = Clock.seconds()
        guard let child = Child(arguments, environment: environment, stdin: stdin, stdout: stdout, stderr: stderr),
            let exit = child.wait()
        else { return (Exit(code: -1, killed: false, peakKilobytes: 0), 0) }
        return (exit, Clock.seconds() - start)
    }
}

extension Child {
    /// The program `name` built beside the running one, or up to three directories above it (a test
    /// bundle sits deeper than the executables `swift test` builds); else the debug build's path.
    public static func builtProgram(_ name: String) -> String {
        var directory = executableDirectory()
        for _ in 0...3 {
            let candidate = directory + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
            guard let slash = directory.lastIndex(of: "/"), slash != directory.startIndex else { break }
            directory = String(directory[..<slash])
        }
        return ".build/debug/" + name
    }

    /// The directory of the running program, where `swift build` also puts `spotter`.
    public static func executableDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }
}
