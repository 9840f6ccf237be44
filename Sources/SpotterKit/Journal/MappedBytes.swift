import CSystemCalls
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Part of the journal file mapped read-only into memory, unmapped when let go. A set line searches a
/// 1 MiB block of a large journal: read into a new buffer, its 256 pages were each faulted in and
/// copied; mapped, they are the page cache's own, and only the pages touched are faulted in.
///
/// The journal is only appended to, so the mapped whole lines do not change under the reader; a file
/// truncated by hand while a command reads it would fault, as it would for any reader of a mapping.
final class MappedBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The mapping (`mapped`) or, when the range could not be mapped, memory it was read into.
    private let memory: UnsafeMutableRawPointer
    private let length: Int
    private let mapped: Bool

    /// The bytes of `range` of the open file `descriptor`.
    init(_ descriptor: Int32, _ range: Range<Int>, path: String) throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = range.lowerBound - range.lowerBound % page
        // Not populated up front: a search of a block in time order touches only its last pages.
        if !range.isEmpty,
            let mapping = mmap(nil, range.upperBound - start, PROT_READ, MAP_PRIVATE, descriptor, off_t(start)),
            spotter_mapping_failed(mapping) == 0
        {
            memory = mapping
            length = range.upperBound - start
            mapped = true
            bytes = UnsafeBufferPointer(
                start: mapping.advanced(by: range.lowerBound - start).assumingMemoryBound(to: UInt8.self),
                count: range.count)
            return
        }
        // Read before any property is set, so a failed read frees its memory here and never in `deinit`.
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(1, range.count), alignment: 16)
        let read = range.isEmpty ? 0 : pread(descriptor, copy, range.count, off_t(range.lowerBound))
        guard read == range.count else {
            copy.deallocate()
            throw JournalError.cannotRead(path: path, reason: FileSystem.lastError())
        }
        memory = copy
        length = range.count
        mapped = false
        bytes = UnsafeBufferPointer(start: copy.assumingMemoryBound(to: UInt8.self), count: range.count)
    }

    /// Calls `body` with the bytes, kept mapped until it returns.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    deinit {
        if mapped { munmap(memory, length) } else { memory.deallocate() }
    }
}
