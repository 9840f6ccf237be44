import CSystemCalls
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Refuses a config that another user could have written, as OpenSSH does for `~/.ssh/config`: the
/// config names the provider, the URL and the variable the key is read from.
enum ConfigPermissions {
    /// Why the config at `path` may not be trusted, or nil: the file (or its directory, unless sticky
    /// like /tmp) is writable by group or others, or belongs to someone other than the user or root.
    static func problem(_ path: String) -> ConfigStore.Failure? {
        var file = stat()
        guard stat(path, &file) == 0 else { return nil }
        if let problem = problem(file, path: path, what: "file") { return problem }
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        var folder = stat()
        guard stat(directory, &folder) == 0, spotter_is_sticky(folder.st_mode) == 0 else { return nil }
        return problem(folder, path: directory, what: "directory")
    }

    private static func problem(_ info: stat, path: String, what: String) -> ConfigStore.Failure? {
        let unused = ", and it decides where your API key is sent; it was not used."
        if info.st_uid != getuid() && info.st_uid != 0 {
            return .insecure(
                path: path,
                reason:
                    "\(what) \(path) belongs to another user (uid \(info.st_uid))\(unused) Use one of your own (--config FILE)."
            )
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o022 != 0 else { return nil }
        let who = mode & 0o002 != 0 ? "anyone" : "its group"
        return .insecure(
            path: path,
            reason:
                "\(what) \(path) can be written by \(who) (mode \(String(mode, radix: 8)))\(unused) Run `chmod go-w \(path)`."
        )
    }
}
