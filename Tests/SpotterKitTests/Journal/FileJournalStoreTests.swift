import Foundation
import Testing

@testable import SpotterKit

@Suite struct FileJournalStoreTests {
    @Test func appendedEntriesReadBackInOrderAndTheFileIsPrivate() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/new/journal.jsonl"
        let store = try FileJournalStore(path: path)
        try store.append([sampleEntry(id: "a"), sampleEntry(id: "b")])
        try store.append([sampleEntry(id: "c")])
        #expect(JournalReader.read(try store.readAll()).entries.map(\.id) == ["a", "b", "c"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory + "/new")
        #expect((folder[.posixPermissions] as? Int) == 0o700)
    }

    #if os(Linux)
        @Test func theJournalIsOpenedWithoutItsAccessTimeKept() throws {
            let directory = makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let store = try FileJournalStore(path: directory + "/journal.jsonl")
            // O_NOATIME (octal 1000000): reads after an append then write no access time to the inode.
            #expect(fcntl(store.descriptor, F_GETFL) & 0o1000000 != 0)
        }
    #endif

    @Test func aTornLastLineIsSetAsideAndTheRestKept() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        let good = EntryEncoder.line(for: sampleEntry(id: "a"))
        let torn = Array(#"{"v":1,"id":"b","ts":"2026-04-27T08:"#.utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(good + torn)))
        let store = try FileJournalStore(path: path)
        #expect(try store.recoverTornTail() == torn.count)
        #expect(try store.readAll() == good)
        let aside = try String(contentsOfFile: path + ".torn", encoding: .utf8)
        #expect(aside.contains(String(decoding: torn, as: UTF8.self)))
        #expect(try store.recoverTornTail() == nil)
    }

    @Test func anAppendAfterATornTailNeverGluesOntoIt() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(#"{"v":1,"id":"half"#.utf8)))
        let store = try FileJournalStore(path: path)
        try store.append([sampleEntry(id: "a")])
        let contents = JournalReader.read(try store.readAll())
        #expect(contents.entries.map(\.id) == ["a"])
        #expect(contents.malformedLines.isEmpty)
    }

    @Test func scanningBackwardCrossesChunkBoundaries() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try FileJournalStore(path: directory + "/journal.jsonl", batchBytes: 1 << 20)
        let ids = (0..<3000).map { String(format: "%016x", $0) }
        try store.append(ids.map { sampleEntry(id: $0) })
        try store.flush()
        var seen: [String] = []
        try store.scanBackward { entry in
            seen.append(entry.id)
            return true
        }
        #expect(seen == ids.reversed())
        var firstTwo: [String] = []
        try store.scanBackward { entry in
            firstTwo.append(entry.id)
            return firstTwo.count < 2
        }
        #expect(firstTwo == [ids[2999], ids[2998]])
    }

    @Test func batchedAppendsAreBufferedUntilFlushed() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        let store = try FileJournalStore(path: path, batchBytes: 1 << 20)
        try store.append([sampleEntry(id: "a")])
        #expect(store.hasPendingWrites)
        #expect(FileManager.default.contents(atPath: path)?.count == 0)
        try store.flush()
        #expect(!store.hasPendingWrites)
        #expect(JournalReader.read(Array(FileManager.default.contents(atPath: path) ?? Data())).entries.count == 1)
    }

    @Test func aFullDiskIsAClearErrorAndNothingIsAcknowledged() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let store = try FileJournalStore(path: "/dev/full")
        #expect(throws: JournalError.self) { try store.append([sampleEntry()]) }
    }
}
