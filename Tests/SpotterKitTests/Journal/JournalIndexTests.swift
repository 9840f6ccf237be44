import Foundation
import Testing

@testable import SpotterKit

/// A day's report read through the index finds exactly what a full pass finds, however the file is
/// ordered, and the index is rebuilt when it no longer matches the journal.
@Suite struct JournalIndexTests {
    let directory = makeTemporaryDirectory()
    let lastDay = Day(year: 2026, month: 4, day: 27)

    func entry(_ id: String, day: Day, minute: Int, _ payload: Payload) -> Entry {
        let seconds = Int64(day.daysSinceEpoch) * 86_400 + Int64(8 * 3600 + minute * 60)
        return Entry(
            id: id, timestamp: Timestamp(seconds: seconds, offset: 0), lineID: id, input: "x", resolver: "mock",
            payload: payload)
    }

    /// About 3.5 MB over 800 days: meals and weights, then old-dated lines appended at the end (an
    /// import or a merge) and corrections of early entries far from them.
    func writeJournal(_ path: String) throws {
        var bytes: [UInt8] = []
        for dayIndex in 0..<800 {
            let day = lastDay.adding(days: dayIndex - 799)
            for slot in 0..<30 {
                let payload: Payload =
                    slot == 0
                    ? .bodyWeight(BodyWeightRecord(load: Load(value: 90 + Double(dayIndex % 7), unit: .kg)))
                    : .water(WaterRecord(milliliters: Double(100 + slot)))
                EntryEncoder.append(entry("d\(dayIndex)s\(slot)", day: day, minute: slot, payload), to: &bytes)
            }
        }
        let early = lastDay.adding(days: -3)
        EntryEncoder.append(
            entry("late-import", day: early, minute: 59, .water(WaterRecord(milliliters: 777))), to: &bytes)
        let deletion = entry(
            "fix", day: lastDay, minute: 90, .deletion(DeletionRecord(targets: ["d796s5"], cause: "delete")))
        EntryEncoder.append(deletion, to: &bytes)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    func days(_ engine: Engine, _ first: Day, _ last: Day) throws -> [String] {
        let read = try engine.entries(from: first, through: last)
        return read.entries.map(\.id) + ["weights"] + read.weights.map(\.id)
    }

    @Test func anIndexedReadFindsWhatAFullPassFinds() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        try writeJournal(path)
        let whole = try Engine(
            config: Config(), store: try FileJournalStore(path: path, indexMinimumBytes: .max),
            resolver: TableFoodResolver(table: .builtIn), foods: .builtIn, now: mondayMorning)
        let indexed = try Engine(
            config: Config(), store: try FileJournalStore(path: path, indexMinimumBytes: 0),
            resolver: TableFoodResolver(table: .builtIn), foods: .builtIn, now: mondayMorning)
        for (first, last) in [(-3, -3), (0, 0), (-10, -2), (-799, -790), (-400, -400)] {
            let low = lastDay.adding(days: first)
            let high = lastDay.adding(days: last)
            #expect(try days(indexed, low, high) == days(whole, low, high), "\(low.iso8601)…\(high.iso8601)")
        }
        let index = try #require(FileSystem.read(path + ".index"))
        let parsed = try #require(JournalIndex(text: String(decoding: index, as: UTF8.self)))
        #expect(parsed.blocks.count >= 3)
        #expect(try !days(indexed, lastDay.adding(days: -3), lastDay.adding(days: -3)).contains("d796s5"))
        #expect(try days(indexed, lastDay.adding(days: -3), lastDay.adding(days: -3)).contains("late-import"))
    }

    @Test func aStaleIndexIsExtendedAndAMismatchedOneRebuilt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        try writeJournal(path)
        let store = try FileJournalStore(path: path, indexMinimumBytes: 0)
        let first = try #require(store.index())
        try store.append([entry("new", day: lastDay, minute: 120, .water(WaterRecord(milliliters: 250)))])
        let extended = try #require(store.index())
        #expect(extended.coveredBytes > first.coveredBytes)
        #expect(extended.blocks.count == first.blocks.count)
        // A journal rewritten under the index (a compaction, a restore) must not be trusted.
        try writeJournal(path)
        let rebuilt = try #require(try FileJournalStore(path: path, indexMinimumBytes: 0).index())
        #expect(rebuilt == first)
    }

    @Test func readingTheBlocksOnEveryCoreGivesTheFileInOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        try writeJournal(path)
        let store = try FileJournalStore(path: path, indexMinimumBytes: 0)
        let index = try #require(store.index())
        let keep = { @Sendable (peek: JournalReader.Peek) in !peek.kind(is: "water") || peek.id(hasPrefix: "d7") }
        let together = try JournalReader.readConcurrently(
            store, ranges: index.byteRanges(), keep: keep)
        let alone = try JournalReader.read(store, keep: keep)
        #expect(together.entries.count > 1000)
        #expect(together.entries == alone.entries)
    }

    @Test func theTextFormRoundTrips() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        try writeJournal(path)
        let index = try #require(try FileJournalStore(path: path, indexMinimumBytes: 0).index())
        #expect(JournalIndex(text: index.text()) == index)
        #expect(JournalIndex(text: "not an index") == nil)
    }

    func savedIndex(_ path: String) throws -> JournalIndex {
        try #require(
            FileSystem.read(path + ".index").flatMap { JournalIndex(text: String(decoding: $0, as: UTF8.self)) })
    }

    @Test func eachBlockNamesTheExercisesOfItsSetsHoweverTheyAreSpelled() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        let store = try FileJournalStore(path: path, indexMinimumBytes: 0)
        func set(_ id: String, _ exercise: String) -> Entry {
            entry(
                id, day: lastDay, minute: 1,
                .workoutSet(SetRecord(session: "s", exercise: exercise, exerciseID: exercise, reps: 5, load: nil)))
        }
        try store.append([set("a", "bench"), set("b", "squat"), set("c", "bench")])
        // A line written by hand, its id spelled with an escape: the decoder reads `row`.
        var escaped = EntryEncoder.line(for: set("d", "row"))
        escaped.removeLast()
        try store.append(lines: [
            Array(
                String(decoding: escaped, as: UTF8.self).replacingOccurrences(
                    of: "\"exercise_id\":\"row\"", with: "\"exercise_id\":\"r\\u006fw\""
                ).utf8)
        ])
        let index = try #require(store.index())
        #expect(index.blocks.map(\.exercises) == [["bench", "squat", "row"].map { FNV1a.hash($0.utf8) }])
        #expect(index.blocks(holdingExercise: "row") == [0])
        #expect(index.blocks(holdingExercise: "curl").isEmpty)
        #expect(try savedIndex(path) == index)
    }

    /// An index file of this version covering 100 bytes, with `body`'s lines and their checksum.
    func indexText(_ body: String) -> String {
        "spotter-index 2 100 abc \(String(FNV1a.hash(body.utf8), radix: 16))\n" + body
    }

    @Test func anIndexOfTheFormerVersionOrDamagedIsNotTrusted() {
        #expect(JournalIndex(text: "spotter-index 1 100 abc\nb 0 100 1 2 - -\n") == nil)
        let block = JournalIndex(text: indexText("b 0 100 1 2 - - 86400 5d1a\n"))?.blocks.first
        #expect(block?.exercises == [0x5d1a])
        #expect(block?.orderedUntil == 86_400)
        // One digit changed after it was written: the checksum no longer matches.
        let written = indexText("b 0 100 1 2 - - 86400 5d1a\n")
        #expect(JournalIndex(text: written.replacingOccurrences(of: "5d1a", with: "5d1b")) == nil)
        #expect(JournalIndex(text: indexText("b 0 100 1 2 - - 86400 xyz\n")) == nil)
        #expect(JournalIndex(text: indexText("b 0 100 1 2 - - 5d1a\n")) == nil)
        let unknownDays = indexText("b 0 100 -9223372036854775808 9223372036854775807 - - -\n")
        #expect(JournalIndex(text: unknownDays)?.blocks.first?.days == Int.min...Int.max)
        #expect(JournalIndex(text: unknownDays)?.blocks.first?.orderedUntil == nil)
        // Blocks that leave a gap, overlap, run backwards or past the bytes covered: not trusted, so no read
        // or mapping ever reaches outside the file.
        for blocks in [
            "b 0 60 1 2 - - -\nb 70 100 1 2 - - -", "b 0 60 1 2 - - -\nb 50 100 1 2 - - -",
            "b 0 100 1 2 - - -\nb 100 90 1 2 - - -", "b 0 200 1 2 - - -", "b 0 60 1 2 - - -", "b 10 100 1 2 - - -",
        ] {
            #expect(JournalIndex(text: indexText(blocks + "\n")) == nil, "\(blocks)")
        }
        #expect(JournalIndex(text: indexText("b 0 60 1 2 - - -\nb 60 100 1 2 - - -\n")) != nil)
    }

    @Test func anIndexIsSavedAgainOnlyOnceEnoughLinesAreNew() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        try writeJournal(path)
        let store = try FileJournalStore(path: path, indexMinimumBytes: 0)
        let first = try #require(store.index())
        #expect(try savedIndex(path) == first)
        // One new line: read into the index in memory, not written (a write and an fsync per `log`).
        try store.append([entry("one", day: lastDay, minute: 300, .water(WaterRecord(milliliters: 250)))])
        let extended = try #require(store.index())
        #expect(extended.coveredBytes > first.coveredBytes)
        #expect(try savedIndex(path) == first)
        let many = (0..<800).map {
            entry("many\($0)", day: lastDay, minute: 301, .water(WaterRecord(milliliters: Double($0))))
        }
        try store.append(many)
        let saved = try #require(store.index())
        #expect(saved.coveredBytes - first.coveredBytes >= FileJournalStore.indexSaveBytes)
        #expect(try savedIndex(path) == saved)
    }

    @Test func aBlocksDaysAreReadFromTheBytesAsDayReadsThem() {
        for text in [
            "2026-04-27", "2024-02-29", "2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "1969-12-31",
            "0001-01-01", "2000-02-29", "1900-02-29", "2026-02-29", "2026-12-31", "2026-11-31", "2026-4-027",
            "2026/04/27", "2026-04-2x", "+026-04-27", "2026-04-270",
        ] {
            let bytes = Array(text.utf8)
            let fromBytes = bytes.withUnsafeBufferPointer(JournalIndex.day)
            let fromText = Day(iso: text)?.daysSinceEpoch
            // `Day(iso:)` reads a sign in the year; the index leaves such a block's days unknown, so it is always read.
            #expect(fromBytes == (text.hasPrefix("+") ? nil : fromText), "\(text)")
        }
    }

    /// Each number of the index text reads as `Int(_:)` reads it, refused where that refuses it (beyond
    /// `Int`'s range, a sign alone, a letter after the digits), over every length up to 20 digits.
    @Test func anIndexNumberReadsAsIntReadsIt() {
        var generator = SystemRandomNumberGenerator()
        var fields = [
            "-", "0", "-0", "007", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "-9223372036854775809", "99999999999999999999", "12a", "1-2", "--1", "",
        ]
        for length in 1...20 {
            for _ in 0..<40 {
                var digits = String(
                    (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
                if Bool.random(using: &generator) { digits = "-" + digits }
                if Int.random(in: 0..<8, using: &generator) == 0 { digits += "x" }
                fields.append(digits)
            }
        }
        var read = 0
        for field in fields {
            let timed = JournalIndex(text: indexText("b 0 100 1 2 - - \(field)\n"))
            let dated = JournalIndex(text: indexText("b 0 100 \(field) \(field) - - -\n"))
            if field == "-" {
                // A dash is no number: no time, and a range of no days.
                #expect(timed != nil && timed?.blocks.first?.orderedUntil == nil)
                #expect(dated != nil && dated?.blocks.first?.days == nil)
            } else if let expected = Int(field) {
                #expect(timed?.blocks.first?.orderedUntil == Int64(expected), "\(field)")
                #expect(dated?.blocks.first?.days == expected...expected, "\(field)")
                read += 1
            } else {
                #expect(timed == nil, "\(field)")
                #expect(dated == nil, "\(field)")
            }
        }
        #expect(read > 500)
    }

    /// Each exercise hash of the index text reads as `UInt64(_:radix: 16)` reads it, refused past sixteen
    /// digits or with a byte that is no lowercase hex digit.
    @Test func eachBlockReadsTheListItsLineSaysWhenListsRepeat() {
        // Ten blocks of ten bytes: the lists come round again, in another order, empty, or eleven long.
        let lists: [[UInt64]] = [
            [0x5d1a, 0xc3e8], [0x5d1a, 0xc3e8], [0xc3e8, 0x5d1a], [], [0x5d1a, 0xc3e8], [0x5d1a], [],
            Array(1...11), [0xc3e8, 0x5d1a], [0x5d1a, 0xc3e8],
        ]
        func body(_ texts: [String]) -> String {
            texts.indices.map { "b \($0 * 10) \($0 * 10 + 10) 1 2 - - -\(texts[$0])\n" }.joined()
        }
        let texts = lists.map { $0.map { " " + String($0, radix: 16) }.joined() }
        #expect(JournalIndex(text: indexText(body(texts)))?.blocks.map(\.exercises) == lists)
        // A list written as a good one was, but with a byte more or changed, is read afresh and refused.
        for damaged in [" 5d1a c3e8 ", " 5d1a c3eg", " 5d1a  c3e8", " 5D1A c3e8"] {
            var changed = texts
            changed[9] = damaged
            #expect(JournalIndex(text: indexText(body(changed))) == nil, "\(damaged)")
        }
    }

    @Test func anExerciseHashReadsAsHexReadsIt() {
        var generator = SystemRandomNumberGenerator()
        var fields = ["0", "f", "ffffffffffffffff", "1ffffffffffffffff", "0000000000000000a", "5d1g", "5D1A", "5d1a-"]
        let digits = Array("0123456789abcdef")
        for length in 1...17 {
            for _ in 0..<40 {
                var field = String((0..<length).map { _ in digits[Int.random(in: 0..<16, using: &generator)] })
                if Int.random(in: 0..<8, using: &generator) == 0 { field += "g" }
                fields.append(field)
            }
        }
        var read = 0
        for field in fields {
            let index = JournalIndex(text: indexText("b 0 100 1 2 - - - 5d1a \(field)\n"))
            if field.count <= 16, field.allSatisfy(digits.contains), let expected = UInt64(field, radix: 16) {
                #expect(index?.blocks.first?.exercises == [0x5d1a, expected], "\(field)")
                read += 1
            } else {
                #expect(index == nil, "\(field)")
            }
        }
        #expect(read > 500)
    }
}
