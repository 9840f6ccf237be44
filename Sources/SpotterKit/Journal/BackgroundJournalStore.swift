/// The store for batch replay: entries are encoded and written on a second thread, in batches, while
/// the grammar runs on the first. Nothing counts as written while `hasPendingWrites` is true.
public final class BackgroundJournalStore: JournalStore {
    /// The file store, touched only on `writer`'s thread (or after waiting for it), so never from two threads at once.
    private struct Handle: @unchecked Sendable {
        let file: FileJournalStore
    }

    /// What the writer thread reports back, behind a lock.
    private final class Progress: @unchecked Sendable {
        private let lock = ThreadLock()
        private var inFlight = 0
        private var failure: Error?
        private var syncs = 0
        /// Written batches, handed back so that their entries are freed by the thread that made them:
        /// freed on the writer thread, that memory never came back to the main thread's own malloc cache,
        /// and a replay took 5% longer.
        private var spent: [[[Entry]]] = []

        var isBusy: Bool { lock.withLock { inFlight > 0 } }
        var firstFailure: Error? { lock.withLock { failure } }
        var finishedSyncs: Int { lock.withLock { syncs } }
        func started() { lock.withLock { inFlight += 1 } }

        /// A sync done. Counted only while nothing failed: after a failed write, a sync that succeeds
        /// does not make the lost lines durable, so nothing appended since the last counted sync is.
        func synced(_ error: Error?) {
            lock.withLock {
                inFlight -= 1
                if failure == nil, error == nil { syncs += 1 }
                if failure == nil { failure = error }
            }
        }

        func finished(_ error: Error?, spent batch: [[Entry]]) {
            lock.withLock {
                inFlight -= 1
                if failure == nil { failure = error }
                spent.append(batch)
            }
        }

        /// The written batches, given up to the caller, which drops them.
        func takeSpent() -> [[[Entry]]] {
            lock.withLock {
                let taken = spent
                spent = []
                return taken
            }
        }
    }

    private let handle: Handle
    private let writer = SerialWorker()
    private let batchSize: Int
    /// Each line's entries as handed in: keeping the arrays avoids copying every entry into one.
    private var batch: [[Entry]] = []
    private var batchCount = 0
    private let progress = Progress()

    /// Writes through `file`, which should buffer (its `batchBytes` above 0) so each batch is one `write`.
    public init(file: FileJournalStore, batchSize: Int = 2048) {
        handle = Handle(file: file)
        self.batchSize = batchSize
    }

    public var hasPendingWrites: Bool {
        !batch.isEmpty || progress.isBusy
    }

    public func append(_ entries: [Entry]) throws {
        try rethrowFailure()
        freeSpentLine()
        batch.append(entries)
        batchCount += entries.count
        if batchCount >= batchSize { handOff() }
    }

    public func append(lines: [[UInt8]]) throws {
        try waitForWrites()
        try handle.file.append(lines: lines)
    }

    public func flush() throws {
        try waitForWrites()
        try handle.file.flush()
    }

    /// How many `syncInBackground` calls the writer has finished: what was appended before the n-th is
    /// durable once this reaches n.
    public var finishedSyncs: Int { progress.finishedSyncs }
    private var requestedSyncs = 0

    /// Hands everything appended so far to the writer thread with an fsync after it, and returns at once
    /// with the sync's number (see `finishedSyncs`): a replay's periodic fsync took 10–15 ms of the
    /// grammar's thread each time it waited for it. A failure is thrown by the next `append` or `flush`.
    public func syncInBackground() -> Int {
        if !batch.isEmpty { handOff() }
        requestedSyncs += 1
        progress.started()
        let handle = handle
        let progress = progress
        writer.async {
            do {
                try handle.file.flush()
                progress.synced(nil)
            } catch {
                progress.synced(error)
            }
        }
        return requestedSyncs
    }

    public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        try waitForWrites()
        try handle.file.forEachLine(body)
    }

    public func scanBackwardLines(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
        try waitForWrites()
        try handle.file.scanBackwardLines(body)
    }

    /// Written batches taken back from the writer, freed one line's entries for each line appended.
    /// Freed a batch at once, their thousands of blocks overflowed malloc's per-thread cache (seven a
    /// size), and the next lines' allocations of the same sizes went the slow way through its bins.
    private var spent: [[[Entry]]] = []

    private func freeSpentLine() {
        guard var lines = spent.popLast() else { return }
        lines.removeLast()
        if !lines.isEmpty { spent.append(lines) }
    }

    private func handOff() {
        // Freed here, on the thread that made the entries (`Progress.spent` says why), and as new lines come.
        spent += progress.takeSpent()
        // Lines that make no entries free none: past a few batches, the oldest go at once.
        if spent.count > 4 { spent.removeFirst(spent.count - 4) }
        let lines = batch
        batch = []
        batchCount = 0
        progress.started()
        let handle = handle
        let progress = progress
        writer.async {
            do {
                // Encoded line by line into one buffer, so the batch is still one `write`.
                try handle.file.append(batches: lines)
                progress.finished(nil, spent: lines)
            } catch {
                progress.finished(error, spent: lines)
            }
        }
    }

    /// Hands over the partial batch and waits until every batch is written.
    private func waitForWrites() throws {
        if !batch.isEmpty { handOff() }
        writer.waitUntilIdle()
        try rethrowFailure()
    }

    private func rethrowFailure() throws {
        if let failure = progress.firstFailure { throw failure }
    }
}
