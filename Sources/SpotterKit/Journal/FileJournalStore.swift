import CSystemCalls
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal file: append-only JSON lines under an advisory lock, each write fsynced before it is acknowledged.
public final class FileJournalStore: JournalStore {
    public let path: String
    /// Bytes buffered before a batch writes; 0 writes every append through at once.
    public let batchBytes: Int
    /// Journals smaller than this are read whole for reports: a full pass is already fast, and no
    /// index file is added beside them.
    public let indexMinimumBytes: Int
    private(set) var descriptor: Int32 = -1
    private(set) var pending: [UInt8] = []
    private var wroteSinceSync = false
    /// The last entry time written: a batch's entries mostly share it.
    private var timestampText = TimestampText()
    /// The room each entry's line is written in before it joins `pending`.
    private var writer = JSONWriter(capacity: 1024)
    /// Why the journal could only be opened for reading; writes then fail with this reason, not EBADF.
    private var readOnlyReason: String?

    /// Opens (creating 0600, in a 0700 directory) the journal at `path`.
    public init(path: String, batchBytes: Int = 0, indexMinimumBytes: Int = 8 << 20) throws {
        self.path = path
        self.batchBytes = batchBytes
        self.indexMinimumBytes = indexMinimumBytes
        try FileSystem.createDirectory(forFile: path)
        descriptor = Self.openWithoutAccessTime(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC)
        if descriptor < 0 {
            // A read-only journal can still be read for reports.
            readOnlyReason = FileSystem.lastError()
            descriptor = Self.openWithoutAccessTime(path, O_RDONLY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw JournalError.cannotOpen(path: path, reason: FileSystem.lastError()) }
    }

    deinit {
        try? flush()
        close(descriptor)
    }

    /// Linux's `O_NOATIME`, which Glibc's Swift module leaves out.
    #if os(Linux)
        private static let noAccessTime: Int32 = 0o1000000
    #else
        private static let noAccessTime: Int32 = 0
    #endif

    /// Opens the journal without its access time kept: every command reads the journal, and after an
    /// append the next first read had the file system write the inode's new access time through its own
    /// journal (`relatime`), in every `spotter log`. A journal the user does not own (`O_NOATIME` then
    /// fails with EPERM) is opened as before.
    private static func openWithoutAccessTime(_ path: String, _ flags: Int32) -> Int32 {
        let descriptor = spotter_open(path, flags | noAccessTime, 0o600)
        guard descriptor < 0, noAccessTime != 0, spotter_errno() == EPERM else { return descriptor }
        return spotter_open(path, flags, 0o600)
    }

    public var hasPendingWrites: Bool { !pending.isEmpty }

    public func append(_ entries: [Entry]) throws {
        encode(entries)
        try finishAppend()
    }

    /// Appends several lines' entries as one batch (one `write` when buffering), without gathering them first.
    public func append(batches: [[Entry]]) throws {
        for entries in batches { encode(entries) }
        try finishAppend()
    }

    /// Encodes into the buffer, entry by entry (each is still copied for the call, as profiles show).
    private func encode(_ entries: [Entry]) {
        Self.encode(entries, into: &pending, timestamps: &timestampText, writer: &writer)
    }

    /// The loop of `encode`, given the store's buffers once rather than taking each per entry.
    private static func encode(
        _ entries: [Entry], into pending: inout [UInt8], timestamps: inout TimestampText, writer: inout JSONWriter
    ) {
        for index in entries.indices {
            EntryEncoder.append(entries[index], to: &pending, timestamps: &timestamps, writer: &writer)
        }
    }

    private func finishAppend() throws {
        if batchBytes == 0 {
            try flush()
        } else if pending.count >= batchBytes {
            try writePending()
        }
    }

    public func append(lines: [[UInt8]]) throws {
        for line in lines {
            pending.append(contentsOf: line)
            pending.append(0x0A)
        }
        try flush()
    }

    public func flush() throws {
        try writePending()
        if wroteSinceSync {
            guard fsync(descriptor) == 0 else {
                throw JournalError.cannotWrite(path: path, reason: FileSystem.lastError())
            }
            wroteSinceSync = false
        }
    }

    /// Writes the buffer as one locked `write`, after setting aside a torn tail left by a crash.
    private func writePending() throws {
        guard !pending.isEmpty else { return }
        if let readOnlyReason {
            pending.removeAll()
            throw JournalError.cannotWrite(path: path, reason: "it can only be opened for reading (\(readOnlyReason))")
        }
        try withLock {
            _ = try repairTornTail()
            let written = pending.withUnsafeBytes { FileSystem.writeAll(descriptor, $0) }
            guard written == pending.count else {
                let reason = FileSystem.lastError()
                // Cut back a partial write so the file stays whole lines.
                if written > 0, let size = FileSystem.size(descriptor) {
                    _ = ftruncate(descriptor, off_t(size - written))
                }
                pending.removeAll()
                throw JournalError.cannotWrite(path: path, reason: reason)
            }
        }
        pending.removeAll(keepingCapacity: true)
        wroteSinceSync = true
    }

    /// Sets aside a partial last line (from a crash) in `<journal>.torn` and cuts it from the journal.
    /// Returns the number of bytes set aside, or nil when the journal ended cleanly. `announce` hears of
    /// the tail before anything changes, so a kill in between leaves a tail that is reported again.
    @discardableResult
    public func recoverTornTail(now: Timestamp = .now(), announce: (Int) -> Void = { _ in }) throws -> Int? {
        try withLock { try repairTornTail(now: now, announce: announce) }
    }

    private func repairTornTail(now: Timestamp = .now(), announce: (Int) -> Void = { _ in }) throws -> Int? {
        guard let size = FileSystem.size(descriptor), size > 0 else { return nil }
        var last: UInt8 = 0
        guard pread(descriptor, &last, 1, off_t(size - 1)) == 1 else {
            throw JournalError.cannotRead(path: path, reason: FileSystem.lastError())
        }
        if last == 0x0A { return nil }
        let keep = try offsetAfterLastNewline(size: size)
        var torn = [UInt8](repeating: 0, count: size - keep)
        let count = torn.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size - keep, off_t(keep)) }
        guard count == size - keep else { throw JournalError.cannotRead(path: path, reason: FileSystem.lastError()) }
        announce(torn.count)
        var record = Array("# \(now.iso8601) set aside \(torn.count) bytes from the end of \(path)\n".utf8)
        record.append(contentsOf: torn)
        record.append(0x0A)
        try FileSystem.appendDurably(record, to: path + ".torn")
        guard ftruncate(descriptor, off_t(keep)) == 0, fsync(descriptor) == 0 else {
            throw JournalError.cannotWrite(path: path, reason: FileSystem.lastError())
        }
        return torn.count
    }

    private func offsetAfterLastNewline(size: Int) throws -> Int {
        var end = size
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while end > 0 {
            let start = max(0, end - chunk.count)
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, end - start, off_t(start)) }
            guard count == end - start else {
                throw JournalError.cannotRead(path: path, reason: FileSystem.lastError())
            }
            if let index = chunk[0..<count].lastIndex(of: 0x0A) { return start + index + 1 }
            end = start
        }
        return 0
    }

    private func withLock<T>(_ body: () throws -> T) throws -> T {
        while flock(descriptor, LOCK_EX) != 0 {
            if spotter_errno() != EINTR { throw JournalError.cannotLock(path: path, reason: FileSystem.lastError()) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Streams the file in 1 MiB chunks so a report's memory does not grow with the journal. A line
    /// longer than `Plausibility.maxLineBytes` is passed cut short (still longer than the limit, so every
    /// reader skips it as too long) rather than gathered whole.
    public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        guard let size = FileSystem.size(descriptor) else {
            throw JournalError.cannotRead(path: path, reason: FileSystem.lastError())
        }
        // No bigger than the file, and not zeroed: bytes are only read after `pread` filled them, and
        // clearing a whole MiB (a page fault per 4 KiB) was most of a report on a small journal.
        let chunkSize = min(1 << 20, max(size, 1))
        var buffer = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, count in count = chunkSize }
        var carried = 0
        var offset = 0
        while offset < size {
            if carried == buffer.count {
                if carried > Plausibility.maxLineBytes {
                    // Keep the line's head past the limit and read over the rest into the space after it.
                    carried = Plausibility.maxLineBytes + 1
                } else {
                    buffer += [UInt8](repeating: 0, count: buffer.count)
                }
            }
            let wanted = min(buffer.count - carried, size - offset)
            let count = buffer.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress?.advanced(by: carried), wanted, off_t(offset))
            }
            if count < 0, spotter_errno() == EINTR { continue }
            guard count > 0 else { throw JournalError.cannotRead(path: path, reason: FileSystem.lastError()) }
            offset += count
            let filled = carried + count
            let start = buffer.withUnsafeBufferPointer { chunk in
                JournalReader.forEachWholeLine(in: UnsafeBufferPointer(rebasing: chunk[..<filled])) { line, _ in
                    body(line)
                }
            }
            carried = filled - start
            if start > 0, carried > 0 { buffer.replaceSubrange(0..<carried, with: buffer[start..<filled]) }
        }
        let ranges = JournalReader.lines(in: pending)
        pending.withUnsafeBufferPointer { chunk in
            for range in ranges { body(UnsafeBufferPointer(rebasing: chunk[range])) }
        }
    }
}
