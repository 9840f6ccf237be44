#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with posix_spawn (Foundation's `Process` hangs here): output goes to files,
/// input comes from a file or from a pipe the drill writes to, and it can be killed at any moment.
final class Child {
    /// How a child ended, with its peak resident memory.
    struct Exit {
        var code: Int32
        var killed: Bool
        var peakKilobytes: Int
    }

    let pid: pid_t
    private var input: Int32 = -1

    /// Starts `arguments`; `stdin` is a file path, or nil for a pipe written with `send`.
    init?(_ arguments: [String], environment: [String: String], stdin: String?, stdout: String, stderr: String) {
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
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, arguments[0], &actions, &attributes, &argv, &envp)
        if stdin == nil { close(ends[0]) }
        guard spawned == 0 else {
            if stdin == nil { close(ends[1]) }
            return nil
        }
        pid = child
        input = ends[1]
    }

    /// Writes one line to the child's standard input pipe.
    func send(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// Closes the input pipe: end of input, as Ctrl-D.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    func kill() { _ = Glibc.kill(pid, SIGKILL) }

    /// Waits for the child; `nil` from `poll` while it still runs.
    func wait(blocking: Bool = true) -> Exit? {
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
    static func run(
        _ arguments: [String], environment: [String: String], stdin: String = "/dev/null", stdout: String = "/dev/null",
        stderr: String = "/dev/null"
    ) -> (exit: Exit, seconds: Double) {
        let start = Clock.seconds()
        guard let child = Child(arguments, environment: environment, stdin: stdin, stdout: stdout, stderr: stderr),
            let exit = child.wait()
        else { return (Exit(code: -1, killed: false, peakKilobytes: 0), 0) }
        return (exit, Clock.seconds() - start)
    }
}

/// The monotonic clock, in seconds.
enum Clock {
    static func seconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        usleep(useconds_t(seconds * 1e6))
    }
}
