import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with posix_spawn and waitpid. Foundation's `Process` on Linux
/// sometimes never notices a child's exit when tests start many processes at once.
enum ChildProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct SpawnError: Error { var code: Int32 }

    /// Standard input comes from `stdin` (or /dev/null); output is collected through temporary files.
    static func run(
        _ arguments: [String], stdin: String?, environment: [String: String], directory: String
    ) throws -> Result {
        let scratch = directory + "/.run-" + UUID().uuidString
        let inputPath = scratch + ".in"
        let outputPath = scratch + ".out"
        let errorPath = scratch + ".err"
        defer { for path in [inputPath, outputPath, errorPath] { unlink(path) } }
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data((stdin ?? "").utf8))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The test runner's threads block some signals; the child should start with none blocked.
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
        var pid: pid_t = 0
        var spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        // A freshly copied binary is "busy" while a process forked by a concurrent test still holds the
        // copy's write descriptor; it goes away within moments.
        for _ in 0..<100 where spawned == ETXTBSY {
            usleep(20_000)
            spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        }
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Result(status: exitCode, stdout: text(outputPath), stderr: text(errorPath))
    }
}
