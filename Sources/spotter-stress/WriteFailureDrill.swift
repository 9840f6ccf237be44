import ChildProcesses
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `log` and `replay` against a full disk, a file-size limit and a read-only journal: each must
/// exit 1 with a sentence on stderr, acknowledge nothing it did not write, and leave what was there.
struct WriteFailureDrill {
    /// One failure case and what the command did.
    struct Case {
        var name: String
        var exitCode: Int32 = -1
        var message = ""
        var acknowledgedButMissing = 0
        var journalIntact = false
        var ok: Bool { exitCode == 1 && message.contains("journal") && acknowledgedButMissing == 0 && journalIntact }
    }

    let workspace: Workspace

    func run() -> [Case] {
        signal(SIGXFSZ, SIG_IGN)  // inherited: a write past the limit then fails with EFBIG instead of killing
        let transcript = workspace.path("failure.txt")
        try? FileSystem.replaceAtomically(transcript, with: Array(StressTranscript.text(lines: 3000).utf8))
        var cases: [Case] = []
        for command in [["log", "150g", "chicken"], ["replay", transcript]] {
            let verb = command[0]
            cases.append(attempt("\(verb), /dev/full", command, journal: "/dev/full", seed: false))
            cases.append(attempt("\(verb), file-size limit", command, journal: workspace.path("limit-\(verb).jsonl")))
            cases.append(attempt("\(verb), read-only journal", command, journal: workspace.path("ro/\(verb).jsonl")))
        }
        return cases
    }

    private func attempt(_ name: String, _ command: [String], journal: String, seed: Bool = true) -> Case {
        var result = Case(name: name)
        let readOnly = name.hasSuffix("read-only journal")
        if seed {
            _ = Child.run(
                workspace.spotter(
                    ["replay", workspace.path("failure.txt"), "--now", "2026-04-27T20:00:00"], journal: journal),
                environment: workspace.environment)
        }
        let before = FileSystem.read(journal) ?? []
        var arguments = workspace.spotter(command + ["--json", "--now", "2026-04-27T21:00:00"], journal: journal)
        if readOnly {
            chmod(journal, 0o444)
            chmod(workspace.path("failure.txt"), 0o644)
            // Root writes through any mode: run as nobody, who may read the journal but not write it.
            if getuid() == 0 {
                chmod(workspace.root, 0o711)
                chmod(workspace.path("ro"), 0o755)
                arguments = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + arguments
            }
        }
        let stdout = workspace.path("failure.out")
        let stderr = workspace.path("failure.err")
        workspace.remove("failure.out")
        workspace.remove("failure.err")
        var old = rlimit()
        getrlimit(resource(RLIMIT_FSIZE), &old)
        if name.hasSuffix("file-size limit") {
            // Room for part of a line (or of the first replay batch): the write is cut off midway.
            var limit = rlimit(rlim_cur: rlim_t(before.count + 100), rlim_max: old.rlim_max)
            setrlimit(resource(RLIMIT_FSIZE), &limit)
        }
        let (exit, _) = Child.run(arguments, environment: workspace.environment, stdout: stdout, stderr: stderr)
        setrlimit(resource(RLIMIT_FSIZE), &old)
        chmod(workspace.root, 0o700)
        result.exitCode = exit.code
        result.message = workspace.text("failure.err").split(separator: "\n").first.map(String.init) ?? ""
        let after = FileSystem.read(journal) ?? []
        let check = JournalCheck(bytes: after)
        let acknowledged = JournalCheck.acknowledgedIDs(in: workspace.text("failure.out"))
        result.acknowledgedButMissing = acknowledged.filter { !check.ids.contains($0) }.count
        result.journalIntact = journal == "/dev/full" || after == before
        return result
    }

    private func resource(_ value: __rlimit_resource) -> __rlimit_resource_t { __rlimit_resource_t(value.rawValue) }
}
