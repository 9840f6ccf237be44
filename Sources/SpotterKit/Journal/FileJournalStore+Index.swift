#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal's index (`<journal>.index`): read, checked against the file, extended over new lines
/// and saved again, all without the journal lock; a lost race only means the next reader extends it.
extension FileJournalStore {
    public var indexPath: String { path + ".index" }

    /// The index, up to date with every whole line, or nil for a small journal or an unreadable file.
    public func index() -> JournalIndex? {
        guard let size = FileSystem.size(descriptor), size >= indexMinimumBytes else { return nil }
        var index = FileSystem.read(indexPath).flatMap { JournalIndex(text: String(decoding: $0, as: UTF8.self)) }
        if let known = index, known.coveredBytes > size || known.fingerprint != fingerprint(before: known.coveredBytes)
        {
            index = nil
        }
        var current = index ?? JournalIndex()
        let before = current.coveredBytes
        guard extend(&current, to: size) else { return nil }
        if current.coveredBytes != before || index == nil {
            current.seal(tail: tail(before: current.coveredBytes))
            try? FileSystem.replaceAtomically(indexPath, with: Array(current.text().utf8))
        }
        return current
    }

    /// Visits the whole lines inside `range` (which starts and ends on line boundaries).
    public func forEachLine(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        var buffer = [UInt8](repeating: 0, count: range.count)
        let count = buffer.withUnsafeMutableBytes {
            pread(descriptor, $0.baseAddress, range.count, off_t(range.lowerBound))
        }
        guard count == range.count else { throw JournalError.cannotRead(path: path, reason: FileSystem.lastError()) }
        buffer.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
            }
        }
    }

    /// Adds the whole lines from `index.coveredBytes` up to `size`; false when the file cannot be read.
    private func extend(_ index: inout JournalIndex, to size: Int) -> Bool {
        var offset = index.coveredBytes
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while offset < size {
            if buffer.count < chunk { buffer = [UInt8](repeating: 0, count: chunk) }
            let wanted = min(buffer.count, size - offset)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            guard count > 0 else { return count == 0 }
            var consumed = 0
            buffer.withUnsafeBufferPointer { bytes in
                for position in 0..<count where bytes[position] == 0x0A {
                    index.add(UnsafeBufferPointer(rebasing: bytes[consumed..<position]), at: offset + consumed)
                    consumed = position + 1
                }
            }
            // A line longer than the buffer: read again with room for it; a partial last line stops here.
            if consumed == 0 {
                guard offset + count < size else { break }
                buffer = [UInt8](repeating: 0, count: buffer.count * 2)
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
