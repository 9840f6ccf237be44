/// A journal kept in memory, for tests and `--dry-run`; it encodes and decodes like the file store.
public final class InMemoryJournalStore: JournalStore {
    private var bytes: [UInt8]

    /// Starts with existing journal bytes (e.g. a copy of the real journal for a dry run).
    public init(bytes: [UInt8] = []) { self.bytes = bytes }

    public func append(_ entries: [Entry]) throws {
        for entry in entries { bytes.append(contentsOf: EntryEncoder.line(for: entry)) }
    }

    public func append(lines: [[UInt8]]) throws {
        for line in lines { bytes += line + [0x0A] }
    }

    public func flush() throws {}

    public var hasPendingWrites: Bool { false }

    public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        let ranges = JournalReader.lines(in: bytes)
        bytes.withUnsafeBufferPointer { buffer in
            for range in ranges { body(UnsafeBufferPointer(rebasing: buffer[range])) }
        }
    }

    public func scanBackwardLines(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
        // Each line is copied out, so `body` may append to this store.
        for range in JournalReader.lines(in: bytes).reversed() {
            guard Array(bytes[range]).withUnsafeBufferPointer(body) else { return }
        }
    }

    /// The entries in file order (test convenience).
    public var entries: [Entry] { JournalReader.read(bytes).entries }
}
