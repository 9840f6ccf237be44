#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal's index (`<journal>.index`): read, checked against the file, extended over new lines
/// and saved again, all without the journal lock; a lost race only means the next reader extends it.
extension FileJournalStore {
    public var indexPath: String { path + ".index" }

    /// New lines an index is extended over in memory before it is saved again: saving is a write and an
    /// fsync, and a `log` on a large journal would otherwise pay one for each line the last one appended.
    static let indexSaveBytes = 16 << 10

    /// The index, up to date with every whole line, or nil for a small journal or an unreadable file.
    public func index() -> JournalIndex? {
        guard let size = FileSystem.size(descriptor), size >= indexMinimumBytes else { return nil }
        var index = FileSystem.read(indexPath).flatMap { bytes in
            bytes.withUnsafeBufferPointer(JournalIndex.init(bytes:))
        }
        if let known = index, known.coveredBytes > size || known.fingerprint != fingerprint(before: known.coveredBytes)
        {
            index = nil
        }
        var current = index ?? JournalIndex()
        let before = current.coveredBytes
        guard extend(&current, to: size) else { return nil }
        if current.coveredBytes - before >= Self.indexSaveBytes || index == nil {
            current.seal(tail: tail(before: current.coveredBytes))
            try? FileSystem.replaceAtomically(indexPath, with: current.fileBytes())
        }
        return current
    }

    /// Visits the whole lines inside `range` (which starts and ends on line boundaries).
    public func forEachLine(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        // Not zeroed (a tenth of a calendar): only bytes `pread` filled are read.
        var buffer = [UInt8](unsafeUninitializedCapacity: range.count) { _, count in count = range.count }
        let count = buffer.withUnsafeMutableBytes {
            pread(descriptor, $0.baseAddress, range.count, off_t(range.lowerBound))
        }
        guard count == range.count else { throw JournalError.cannotRead(path: path, reason: FileSystem.lastError()) }
        _ = buffer.withUnsafeBufferPointer { bytes in
            JournalReader.forEachWholeLine(in: bytes) { line, _ in body(line) }
        }
    }

    /// The bytes of `range`, mapped from the file.
    func mappedBytes(in range: Range<Int>) throws -> MappedBytes { try MappedBytes(descriptor, range, path: path) }

    /// Adds the whole lines from `index.coveredBytes` up to `size`; false when the file cannot be read.
    private func extend(_ index: inout JournalIndex, to size: Int) -> Bool {
        var offset = index.coveredBytes
        // No bigger than what is new, and not zeroed: a `log` extends the index over a few lines.
        let chunk = min(1 << 20, size - offset)
        var buffer = [UInt8](unsafeUninitializedCapacity: chunk) { _, count in count = chunk }
        while offset < size {
            let wanted = min(buffer.count, size - offset)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            guard count > 0 else { return count == 0 }
            let consumed = buffer.withUnsafeBufferPointer { bytes in
                JournalReader.forEachWholeLine(in: UnsafeBufferPointer(rebasing: bytes[..<count])) { line, start in
                    index.add(line, at: offset + start)
                }
            }
            // A line longer than the buffer: read again with room for it; a partial last line stops here.
            if consumed == 0 {
                guard offset + count < size else { break }
                let doubled = buffer.count * 2
                buffer = [UInt8](unsafeUninitializedCapacity: doubled) { _, count in count = doubled }
                continue
            }
            offset += consumed
        }
        return true
    }

    private func tail(before end: Int) -> [UInt8] {
        let start = max(0, end - 4096)
        var bytes = [UInt8](repeating: 0, count: end - start)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, end - start, off_t(start)) }
        return count == end - start ? bytes : []
    }

    private func fingerprint(before end: Int) -> UInt64 { FNV1a.hash(tail(before: end)) }
}

extension JournalStore {
    /// This store as the journal file, when it is one with nothing buffered unwritten: its bytes are then
    /// all there is, and may be read in blocks or searched.
    var settledFile: FileJournalStore? {
        guard let file = self as? FileJournalStore, !file.hasPendingWrites else { return nil }
        return file
    }
}
