import Foundation
import Testing

@testable import SpotterKit

/// A line with a key twice reads as one entry to a reader taking the first and as another to one
/// taking the last: every reader treats it as invalid, keeps it in the file and reports it.
@Suite struct DuplicateKeyTests {
    let day = mondayMorning.day

    func water(_ id: String, _ ml: Double) -> Entry {
        Entry(
            id: id, timestamp: mondayMorning, lineID: id, input: "water", payload: .water(WaterRecord(milliliters: ml)))
    }

    /// A water line as this build writes it, with a second `kind` and `ts` appended: the first
    /// keys say water today, the last say a deletion of `target` a year earlier.
    func twoFacedLine(id: String, target: String) -> [UInt8] {
        var line = EntryEncoder.line(for: water(id, 250))
        line.removeLast(2)  // `}` and the newline
        line += Array(#","kind":"delete","targets":["\#(target)"],"ts":"2025-04-27T08:15:00Z"}"#.utf8)
        return line
    }

    func journal() throws -> InMemoryJournalStore {
        let store = InMemoryJournalStore()
        try store.append([water("aaaa0001", 500)])
        try store.append(lines: [twoFacedLine(id: "bbbb0001", target: "aaaa0001")])
        return store
    }

    @Test func theParserRefusesAKeyTwiceAndNamesIt() {
        #expect(JSONParser.parse(Array(#"{"kind":"food","kind":"delete"}"#.utf8)) == nil)
        #expect(JSONParser.parse(Array(#"{"a":{"x":1,"x":2}}"#.utf8)) == nil)
        #expect(JSONParser.repeatedKey(in: Array(#"{"v":1,"kind":"a","ts":"b","kind":"c"}"#.utf8)) == "kind")
        #expect(JSONParser.repeatedKey(in: Array(#"{"v":1,"kind":"a"}"#.utf8)) == nil)
        // Past 32 keys the check switches to a set and still finds the repeat.
        let many = (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        #expect(JSONParser.parse(Array("{\(many)}".utf8)) != nil)
        #expect(JSONParser.repeatedKey(in: Array("{\(many),\"k3\":0}".utf8)) == "k3")
    }

    @Test func theReaderReportsTheLineAndFoldsNothingFromIt() throws {
        let contents = JournalReader.read(try journal().readAll())
        #expect(contents.entries.map(\.id) == ["aaaa0001"])
        #expect(contents.malformedLines == [2])
        let effective = JournalFold.effective(contents.entries)
        #expect(effective.map(\.id) == ["aaaa0001"])
    }

    @Test func thePeekDeclinesTheLineSoAFilteredReadDecodesAndReportsIt() throws {
        let line = twoFacedLine(id: "bbbb0001", target: "aaaa0001")
        line.withUnsafeBufferPointer { #expect(JournalReader.peek($0) == nil) }
        let reordered = Array(#"{"id":"c","kind":"water","ts":"2026-04-27T08:15:00Z","v":1,"ml":5,"kind":"set"}"#.utf8)
        reordered.withUnsafeBufferPointer { #expect(JournalReader.peek($0) == nil) }
        let clean = EntryEncoder.line(for: water("cccc0001", 100)).dropLast()
        Array(clean).withUnsafeBufferPointer { #expect(JournalReader.peek($0) != nil) }
        // A filter that would skip every water line of today still sees the line reported.
        let filtered = JournalReader.read(try journal().readAll()) { !$0.kind(is: "water") }
        #expect(filtered.entries.isEmpty)
        #expect(filtered.malformedLines == [2])
    }

    @Test func todayAndTheIndexNeverApplyTheLine() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        let bytes = try journal().readAll()
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        for minimum in [0, Int.max] {
            let store = try FileJournalStore(path: path, indexMinimumBytes: minimum)
            let engine = try Engine(
                config: Config(), store: store, resolver: TableFoodResolver(table: .builtIn), foods: .builtIn,
                now: mondayMorning)
            #expect(try engine.numberedEntries(on: day).map(\.id) == ["aaaa0001"], "index from \(minimum)")
            let yearEarlier = Day(year: 2025, month: 4, day: 27)
            #expect(try engine.numberedEntries(on: yearEarlier).isEmpty)
        }
        let index = try #require(try FileJournalStore(path: path, indexMinimumBytes: 0).index())
        #expect(index.corrections.isEmpty)
        #expect(try JournalIDs.all(in: try FileJournalStore(path: path)) == ["aaaa0001"])
    }

    @Test func mergeRefusesTheLineAndSaysWhichKeyIsTwice() throws {
        let plan = JournalMerge.plan(existingIDs: ["aaaa0001"], others: [("other.jsonl", try journal().readAll())])
        #expect(plan.lines.isEmpty)
        #expect(plan.alreadyPresent == 1)
        #expect(plan.refused.map(\.line) == [2])
        #expect(plan.refused.first?.description.contains(#"The key "kind" appears twice"#) == true)
    }
}
