#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command with stdout and stderr to /dev/null and reports its wall time and peak memory.
enum ChildProcess {
    struct Measurement {
        var seconds: Double
        var peakKilobytes: Int
        var status: Int32
    }

    static func run(
        _ arguments: [String], stdinPath: String? = nil, environment: [String: String]? = nil
    ) -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        var envp: [UnsafeMutablePointer<CChar>?] = (environment ?? [:]).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let spawned =
            environment == nil
            ? posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
            : posix_spawn(&pid, arguments[0], &actions, nil, &argv, &envp)
        guard spawned == 0 else {
            return Measurement(seconds: 0, peakKilobytes: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = monotonicSeconds() - start
        return Measurement(seconds: elapsed, peakKilobytes: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF)
    }

    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
