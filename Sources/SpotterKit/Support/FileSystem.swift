import CSystemCalls
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small POSIX helpers: private directories, whole writes, durable appends and atomic replacement.
public enum FileSystem {
    /// The current `errno` as words.
    public static func lastError() -> String { String(cString: strerror(spotter_errno())) }

    /// Creates the file's directory (and parents) as 0700 when missing.
    public static func createDirectory(forFile path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let directory = String(path[..<slash])
        try createDirectory(directory)
    }

    public static func createDirectory(_ directory: String) throws {
        guard !directory.isEmpty, !isDirectory(directory) else { return }
        if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
            try createDirectory(String(directory[..<slash]))
        }
        if mkdir(directory, 0o700) != 0, spotter_errno() != EEXIST {
            throw JournalError.cannotOpen(path: directory, reason: lastError())
        }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && spotter_is_directory(info.st_mode) != 0
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The canonical absolute path of an existing file (links resolved), else `path` as given.
    public static func absolutePath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when anything is at `path`, a dangling symbolic link included (unlike `exists`).
    public static func occupied(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The names in a directory (without `.` and `..`), or nil when it cannot be read.
    public static func fileNames(in directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let item = readdir(stream) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes every byte, retrying short writes and EINTR; returns the count written.
    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        var offset = 0
        while offset < buffer.count {
            let result = write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
            if result < 0 {
                if spotter_errno() == EINTR { continue }
                return offset
            }
            if result == 0 { return offset }
            offset += result
        }
        return offset
    }

    static func size(_ descriptor: Int32) -> Int? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : nil
    }

    static func readAll(_ descriptor: Int32) -> [UInt8]? {
        guard let size = size(descriptor) else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress?.advanced(by: offset), size - offset, off_t(offset))
            }
            if count < 0, spotter_errno() == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        if offset < size { bytes.removeSubrange(offset...) }
        return bytes
    }

    /// The whole file, or nil if it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = spotter_open(path, O_RDONLY | O_CLOEXEC, 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAll(descriptor)
    }

    /// Appends bytes and fsyncs, creating the file 0600.
    static func appendDurably(_ bytes: [UInt8], to path: String) throws {
        let descriptor = spotter_open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw JournalError.cannotWrite(path: path, reason: lastError()) }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
        guard written == bytes.count, fsync(descriptor) == 0 else {
            throw JournalError.cannotWrite(path: path, reason: lastError())
        }
    }

    /// Replaces a file atomically: write aside, fsync, rename.
    ///
    /// The file aside is always created new, 0600: never opened through a symlink or over a file already
    /// there, which someone sharing the directory could have planted to have the bytes written elsewhere.
    /// The rename replaces a symlink at `path` itself, never the file it points to.
    public static func replaceAtomically(_ path: String, with bytes: [UInt8]) throws {
        try createDirectory(forFile: path)
        let temporary = temporaryPath(for: path)
        let descriptor = spotter_open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason =
                spotter_errno() == EEXIST || spotter_errno() == ELOOP
                ? "\(temporary) is already there (left by a crash, or put there by someone else); remove it and try again"
                : lastError()
            throw JournalError.cannotReplace(path: path, reason: reason)
        }
        let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw JournalError.cannotReplace(path: path, reason: reason)
        }
    }

    /// Where `replaceAtomically` writes before renaming: beside the file, so the rename stays on one disk.
    static func temporaryPath(for path: String) -> String { path + ".tmp-\(getpid())" }
}
