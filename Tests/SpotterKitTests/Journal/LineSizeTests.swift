import Foundation
import Testing

@testable import SpotterKit

/// One line past `Plausibility.maxLineBytes` (a pasted 64 MB line, a hostile merge) is refused at the
/// doors, skipped and reported by readers, and never makes a backward scan re-copy it chunk by chunk.
@Suite final class LineSizeTests {
    let directory = makeTemporaryDirectory()
    // A suite's instance is made for each test, each with its directory: removed with it.
    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func water(_ id: String, input: String = "water") -> Entry {
        Entry(
            id: id, timestamp: mondayMorning, lineID: id, input: input, payload: .water(WaterRecord(milliliters: 250)))
    }

    /// A valid water line whose input makes it `bytes` long or a little more: too long is its only fault.
    func longLine(_ id: String, bytes: Int) -> [UInt8] {
        let line = EntryEncoder.line(for: water(id, input: String(repeating: "w", count: bytes)))
        return Array(line.dropLast())
    }

    func store(_ lines: [[UInt8]]) throws -> FileJournalStore {
        let path = directory + "/journal.jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: Data(lines.flatMap { $0 + [0x0A] }))
        return try FileJournalStore(path: path)
    }

    func encoded(_ entry: Entry) -> [UInt8] { Array(EntryEncoder.line(for: entry).dropLast()) }

    @Test func readersSkipALineOverTheLimitAndReportIt() throws {
        let lines = [encoded(water("aaaa0001")), longLine("bbbb0001", bytes: 4 << 20), encoded(water("cccc0001"))]
        let fromBytes = JournalReader.read(lines.flatMap { $0 + [0x0A] })
        #expect(fromBytes.entries.map(\.id) == ["aaaa0001", "cccc0001"])
        #expect(fromBytes.oversizedLines == [2])
        #expect(fromBytes.malformedLines.isEmpty)
        // The file store streams it in bounded pieces; every reader still sees it as too long.
        let file = try store(lines)
        let streamed = try JournalReader.read(file)
        #expect(streamed.entries.map(\.id) == ["aaaa0001", "cccc0001"])
        #expect(streamed.oversizedLines == [2])
        #expect(try JournalIDs.all(in: file) == ["aaaa0001", "cccc0001"])
        let filtered = try JournalReader.read(file) { _ in true }
        #expect(filtered.oversizedLines == [2])
    }

    @Test func aLineJustUnderTheLimitStillReads() throws {
        let line = longLine("aaaa0001", bytes: Plausibility.maxLineBytes - 200)
        #expect(line.count <= Plausibility.maxLineBytes)
        let contents = try JournalReader.read(try store([line]))
        #expect(contents.entries.first?.input.count == Plausibility.maxLineBytes - 200)
        #expect(contents.oversizedLines.isEmpty)
    }

    @Test func scanningBackwardSkipsA4MBLineAtTheEndAndReadsWhatIsBefore() throws {
        let file = try store([
            encoded(water("aaaa0001")), encoded(water("bbbb0001")), longLine("cccc0001", bytes: 4 << 20),
        ])
        var seen: [String] = []
        try file.scanBackward { entry in
            seen.append(entry.id)
            return true
        }
        #expect(seen == ["bbbb0001", "aaaa0001"])
    }

    @Test func scanningBackwardJoinsLinesSpanningManyChunksWhole() throws {
        let long = water("bbbb0001", input: String(repeating: "x", count: 900_000))
        let longer = water("dddd0001", input: String(repeating: "y", count: 1_000_000))
        let file = try store([encoded(water("aaaa0001")), encoded(long), encoded(water("cccc0001")), encoded(longer)])
        var seen: [Entry] = []
        try file.scanBackward { entry in
            seen.append(entry)
            return true
        }
        #expect(seen.map(\.id) == ["dddd0001", "cccc0001", "bbbb0001", "aaaa0001"])
        #expect(seen.first == longer)
        #expect(seen.dropFirst(2).first == long)
        // A journal that is one long line and no newline yet (a write in progress) holds no entry.
        let path = directory + "/partial.jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: Data(encoded(long)))
        var partial = 0
        try FileJournalStore(path: path).scanBackward { _ in
            partial += 1
            return true
        }
        #expect(partial == 0)
    }

    @Test func mergeRefusesALineOverTheLimitWithItsLength() {
        let bytes = longLine("bbbb0001", bytes: 2 << 20) + [0x0A] + encoded(water("cccc0001")) + [0x0A]
        let plan = JournalMerge.plan(existingIDs: [], others: [("other.jsonl", bytes)])
        #expect(plan.lines.count == 1)
        #expect(plan.refused.map(\.line) == [1])
        #expect(plan.refused.first?.reason.contains("over the 1048576 a journal line may take") == true)
    }
}
