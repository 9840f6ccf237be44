#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a large journal's blocks on every core: decoding is most of a report's time, and the
/// blocks an index marks out are independent.
extension JournalReader {
    /// The lines of the ranges that `keep` passes, decoded on up to one thread per core, in file order.
    public static func readConcurrently(
        _ store: FileJournalStore, ranges: [Range<Int>], keep: @escaping @Sendable (Peek) -> Bool
    ) throws -> Contents {
        // pread at explicit offsets is safe from several threads; nothing here writes to the store.
        nonisolated(unsafe) let file = store
        let parts = LockedValue<[Int: Result<Contents, JournalError>]>([:])
        let width = max(1, min(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 8))
        ConcurrentWork.run(ranges.count, width: width) { index in
            let part: Result<Contents, JournalError>
            do {
                part = .success(try read(file, ranges: [ranges[index]], keep: keep))
            } catch let error as JournalError {
                part = .failure(error)
            } catch {
                part = .failure(.cannotRead(path: file.path, reason: "\(error)"))
            }
            parts.withValue { $0[index] = part }
        }
        var contents = Contents()
        let finished = parts.value
        for index in ranges.indices {
            guard let part = try finished[index]?.get() else { continue }
            contents.entries += part.entries
            contents.unknownLines += part.unknownLines
            contents.malformedLines += part.malformedLines
            contents.oversizedLines += part.oversizedLines
        }
        return contents
    }
}
