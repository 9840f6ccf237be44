#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the journal newest first (`log`, `undo`) in 64 KiB chunks from the end.
extension FileJournalStore {
    public func scanBackwardLines(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
        // Buffered lines are copied out, so `body` may append meanwhile.
        for range in JournalReader.lines(in: pending).reversed() {
            guard Array(pending[range]).withUnsafeBufferPointer(body) else { return }
        }
        guard let size = FileSystem.size(descriptor) else { return }
        try forEachLineBackward(before: size, body)
    }

    /// Visits the whole lines before `size`, last first, until `body` returns false; a partial last line
    /// is skipped. Every byte is read and copied once: a line longer than a chunk is kept as the pieces
    /// read so far and joined once when its start is found (re-copying it per chunk made a 64 MB line
    /// take minutes), and past `Plausibility.maxLineBytes` its pieces are dropped and the line skipped.
    func forEachLineBackward(before size: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
        guard size > 0 else { return }
        // Not zeroed: `pread` fills every byte before it is looked at, and clearing 64 KiB was a twentieth
        // of `log` on a small journal. The first chunk is 16 KiB, each next one twice as long up to 64 KiB:
        // `log` reads back 12 hours, a few kilobytes on most days, and each 4 KiB of a new buffer that
        // `pread` fills is a page fault (about 1.7 µs on the benchmark's machine).
        var chunk = Self.chunk(min(16_384, size))
        var later = LinePieces()
        var newlines: [Int] = []
        var droppingPartialTail = true
        var end = size
        while end > 0 {
            if end < size, chunk.count < 65_536 { chunk = Self.chunk(min(2 * chunk.count, 65_536)) }
            let start = max(0, end - chunk.count)
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, end - start, off_t(start)) }
            guard count == end - start else {
                throw JournalError.cannotRead(path: path, reason: FileSystem.lastError())
            }
            end = start
            var lineEnd = count
            if droppingPartialTail {
                // A partial last line is a write in progress or a torn tail: not an entry yet.
                guard let newline = chunk[0..<count].lastIndex(of: 0x0A) else { continue }
                lineEnd = newline
                droppingPartialTail = false
            }
            // The newlines are found first to last with memchr (word by word), then visited last first:
            // a byte loop backwards was most of reading a day's lines.
            let stopped = chunk.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                newlines.removeAll(keepingCapacity: true)
                var from = 0
                while from < lineEnd, let found = memchr(base + from, 0x0A, lineEnd - from) {
                    newlines.append(base.distance(to: found.assumingMemoryBound(to: UInt8.self)))
                    from = newlines[newlines.count - 1] + 1
                }
                for index in newlines.reversed() {
                    if !later.finish(UnsafeBufferPointer(rebasing: buffer[(index + 1)..<lineEnd]), body) { return true }
                    lineEnd = index
                }
                return false
            }
            if stopped { return }
            later.add(chunk[0..<lineEnd])
        }
        if !droppingPartialTail {
            _ = chunk.withUnsafeBufferPointer { later.finish(UnsafeBufferPointer(rebasing: $0[0..<0]), body) }
        }
    }

    private static func chunk(_ size: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: size) { _, count in count = size }
    }
}

/// The end of a line read backwards across chunks: its pieces, last piece first.
private struct LinePieces {
    var pieces: [[UInt8]] = []
    var count = 0

    /// Adds the piece before those already held; past the line limit only its length is counted.
    mutating func add(_ piece: ArraySlice<UInt8>) {
        if count <= Plausibility.maxLineBytes { pieces.append(Array(piece)) }
        count += piece.count
    }

    /// Hands `body` the line that starts with `head` and goes on with the pieces held (skipping one
    /// over the limit), then empties them; false when `body` asks to stop.
    mutating func finish(_ head: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        defer {
            pieces.removeAll()
            count = 0
        }
        if pieces.isEmpty { return body(head) }
        guard head.count + count <= Plausibility.maxLineBytes else { return true }
        var line = Array(head)
        line.reserveCapacity(head.count + count)
        for piece in pieces.reversed() { line += piece }
        return line.withUnsafeBufferPointer(body)
    }
}
