import SpotterKit

/// A journal store that remembers whether anything was appended, so a report that writes is caught.
final class WatchedJournalStore: JournalStore {
    private let store: JournalStore
    /// True once any append reached the store (a report must never set it).
    private(set) var written = false

    init(_ store: JournalStore) { self.store = store }

    func append(_ entries: [Entry]) throws {
        written = written || !entries.isEmpty
        try store.append(entries)
    }

    func append(lines: [[UInt8]]) throws {
        written = written || !lines.isEmpty
        try store.append(lines: lines)
    }

    func flush() throws { try store.flush() }

    var hasPendingWrites: Bool { store.hasPendingWrites }

    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws { try store.forEachLine(body) }

    func scanBackwardLines(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws { try store.scanBackwardLines(body) }
}
