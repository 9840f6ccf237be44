import Foundation
import Testing

@testable import SpotterKit

@Suite struct BackgroundJournalStoreTests {
    @Test func linesWrittenOverManyBatchesReadBackInOrderOnceFlushed() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try FileJournalStore(path: directory + "/journal.jsonl", batchBytes: 1)
        // Three entries a batch: the seven lines below are handed to the writer thread in several batches,
        // and each batch handed over gives back the one written before it.
        let store = BackgroundJournalStore(file: file, batchSize: 3)
        var expected: [String] = []
        for line in 0..<7 {
            let entries = (0...(line % 2)).map { sampleEntry(id: "line\(line)-\($0)") }
            expected += entries.map(\.id)
            try store.append(entries)
        }
        try store.flush()
        #expect(!store.hasPendingWrites)
        #expect(JournalReader.read(try file.readAll()).entries.map(\.id) == expected)
        // Writing on after a flush keeps the order.
        try store.append([sampleEntry(id: "after")])
        try store.flush()
        #expect(JournalReader.read(try file.readAll()).entries.map(\.id) == expected + ["after"])
    }
}

@Suite struct BackgroundJournalStoreSyncTests {
    @Test func aBackgroundSyncIsCountedOnceWhatCameBeforeItIsWritten() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try FileJournalStore(path: directory + "/journal.jsonl", batchBytes: 1)
        let store = BackgroundJournalStore(file: file, batchSize: 3)
        for line in 0..<5 { try store.append([sampleEntry(id: "line\(line)")]) }
        // Two entries are still in the partial batch: the sync hands them over ahead of itself.
        #expect(store.syncInBackground() == 1)
        try store.append([sampleEntry(id: "after")])
        #expect(store.syncInBackground() == 2)
        try store.flush()
        #expect(store.finishedSyncs == 2)
        #expect(
            JournalReader.read(try file.readAll()).entries.map(\.id) == (0..<5).map { "line\($0)" } + ["after"])
    }

    @Test func noSyncIsCountedAfterAWriteFailed() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let store = BackgroundJournalStore(file: try FileJournalStore(path: "/dev/full", batchBytes: 1))
        try store.append([sampleEntry()])
        // The batch's write fails on the writer thread; the sync after it then has nothing to write.
        #expect(store.syncInBackground() == 1)
        #expect(throws: JournalError.self) { try store.flush() }
        #expect(store.finishedSyncs == 0)
    }
}
