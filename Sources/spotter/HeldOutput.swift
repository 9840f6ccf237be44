import SpotterKit

/// A replay's standard output, held until the journal lines it acknowledges are fsynced: marked where
/// each background sync was asked for, and written up to the last mark whose sync has finished.
struct HeldOutput {
    /// Where the output stood when each sync not yet finished was asked for, oldest first.
    private var marks: [(sync: Int, bytes: Int)] = []

    /// Output held after the last mark, which no sync asked for yet covers.
    var unmarkedBytes: Int { Output.standard.pendingBytes - (marks.last?.bytes ?? 0) }

    /// Marks the output so far as acknowledging what the sync numbered `sync` makes durable.
    mutating func mark(sync: Int) { marks.append((sync, Output.standard.pendingBytes)) }

    /// Writes the output whose syncs `store` has finished; a lock is read only while a sync is awaited.
    mutating func release(_ store: BackgroundJournalStore) {
        guard !marks.isEmpty else { return }
        let finished = store.finishedSyncs
        var released = 0
        while let first = marks.first, first.sync <= finished {
            released = first.bytes
            marks.removeFirst()
        }
        guard released > 0 else { return }
        Output.standard.flush(first: released)
        for index in marks.indices { marks[index].bytes -= released }
    }

    /// Forgets the marks, once everything held was written or dropped.
    mutating func clear() { marks.removeAll() }
}
