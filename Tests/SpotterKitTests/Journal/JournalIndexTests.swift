import Foundation
import Testing

@testable import SpotterKit

/// A day's report read through the index finds exactly what a full pass finds, however the file is
/// ordered, and the index is rebuilt when it no longer matches the journal.
@Suite final class JournalIndexTests {
    let directory = makeTemporaryDirectory()
    // A suite's instance is made for each test, each with its directory: removed with it.
    deinit { try? FileManager.default.removeItem(atPath: directory) }
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
        let parsed = try #require(JournalIndex(fileBytes: index))
        #expect(parsed.blocks.count >= 3)
        #expect(try !days(indexed, lastDay.adding(days: -3), lastDay.adding(days: -3)).contains("d796s5"))
        #expect(try days(indexed, lastDay.adding(days: -3), lastDay.adding(days: -3)).contains("late-import"))
    }

    @Test func aStaleIndexIsExtendedAndAMismatchedOneRebuilt() throws {
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

    @Test func theFileFormRoundTrips() throws {
        let path = directory + "/journal.jsonl"
        try writeJournal(path)
        let index = try #require(try FileJournalStore(path: path, indexMinimumBytes: 0).index())
        #expect(!index.corrections.isEmpty)
        #expect(JournalIndex(fileBytes: index.fileBytes()) == index)
        #expect(JournalIndex(fileBytes: Array("not an index".utf8)) == nil)
        #expect(JournalIndex(fileBytes: []) == nil)
    }

    func savedIndex(_ path: String) throws -> JournalIndex {
        try #require(FileSystem.read(path + ".index").flatMap { JournalIndex(fileBytes: $0) })
    }

    @Test func eachBlockNamesTheExercisesOfItsSetsHoweverTheyAreSpelled() throws {
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

    /// An index covering blocks of the given sizes, each holding `lists[n]` (none when shorter).
    func index(sizes: [Int], lists: [[UInt64]] = [], corrections: [(String, Int)] = []) -> JournalIndex {
        var index = JournalIndex()
        var start = 0
        for (number, size) in sizes.enumerated() {
            var block = JournalIndex.Block(start: start, end: start + size, days: 1...2, weightDays: nil)
            block.exercises = number < lists.count ? lists[number] : []
            block.orderedUntil = 86_400
            index.blocks.append(block)
            start += size
        }
        index.coveredBytes = start
        index.fingerprint = 0xabc
        index.corrections = corrections.map { (target: $0.0, block: $0.1) }
        return index
    }

    /// The file with its word `number` (counted from the one after the first line) set to `value`, its
    /// checksum made again to match: a file this build could have written, but with that value.
    func file(_ bytes: [UInt8], word number: Int, setTo value: UInt64) -> [UInt8] {
        var bytes = bytes
        let header = JournalIndex.fileHeader.count
        func put(_ word: UInt64, at number: Int) {
            withUnsafeBytes(of: word.littleEndian) {
                bytes.replaceSubrange((header + number * 8)..<(header + number * 8 + 8), with: $0)
            }
        }
        put(value, at: number)
        put(bytes[(header + 24)...].withUnsafeBytes(FNV1a.hashWords), at: 2)
        return bytes
    }

    @Test func anIndexOfTheFormerVersionOrDamagedIsNotTrusted() throws {
        // Version 2 wrote text: a whole one, its checksum right, is rebuilt rather than read.
        let body = "b 0 100 1 2 - - 86400 5d1a\n"
        let former = "spotter-index 2 100 abc \(String(FNV1a.hash(body.utf8), radix: 16))\n" + body
        #expect(JournalIndex(fileBytes: Array(former.utf8)) == nil)
        let original = index(sizes: [60, 40], lists: [[0x5d1a, 0xc3e8]], corrections: [("d796s5", 1)])
        let written = original.fileBytes()
        #expect(JournalIndex(fileBytes: written) == original)
        // Any byte changed after it was written, any cut and any byte more: not read, except the journal's
        // fingerprint, which the store then finds does not match the file (so the index is rebuilt anyway).
        let fingerprintBytes = (JournalIndex.fileHeader.count + 8)..<(JournalIndex.fileHeader.count + 16)
        for position in written.indices {
            var changed = written
            changed[position] ^= 0x10
            let read = JournalIndex(fileBytes: changed)
            let fingerprintChanged = read != nil && read?.fingerprint != original.fingerprint
            #expect(fingerprintBytes.contains(position) ? fingerprintChanged : read == nil, "\(position)")
        }
        for length in 0..<written.count {
            #expect(JournalIndex(fileBytes: Array(written[..<length])) == nil, "\(length)")
        }
        #expect(JournalIndex(fileBytes: written + [0]) == nil)
        // Blocks that leave a gap, overlap, run backwards or past the bytes covered: not trusted, so no read
        // or mapping ever reaches outside the file.
        for (sizes, covered) in [
            ([60, 30], 100), ([60, 40], 90), ([100, -10], 90), ([200], 100), ([-10, 110], 100),
        ] {
            var damaged = index(sizes: sizes)
            damaged.coveredBytes = covered
            #expect(JournalIndex(fileBytes: damaged.fileBytes()) == nil, "\(sizes)")
        }
        var gap = index(sizes: [60, 40])
        gap.blocks[1].start = 70
        #expect(JournalIndex(fileBytes: gap.fileBytes()) == nil)
        // Words after the first line: 6 of the head, 4 of the two lists (a count and two hashes, a count of
        // none), then the first block's nine (start, end, flags, days, weight days, time, list). A list, flag,
        // day range or count that is not one: refused, though the checksum matches.
        let block = 6 + 4
        #expect(JournalIndex(fileBytes: file(written, word: block + 8, setTo: 1))?.blocks.first?.exercises == [])
        #expect(JournalIndex(fileBytes: file(written, word: block + 8, setTo: 2)) == nil)
        #expect(JournalIndex(fileBytes: file(written, word: block + 2, setTo: 8)) == nil)
        #expect(JournalIndex(fileBytes: file(written, word: block + 3, setTo: 3)) == nil)
        #expect(JournalIndex(fileBytes: file(written, word: block + 3, setTo: 0))?.blocks.first?.days == 0...2)
        #expect(JournalIndex(fileBytes: file(written, word: 5, setTo: 1 << 40)) == nil)
    }

    /// Whatever a block or correction holds, from unknown days to a target in any script, reads back as written.
    @Test func everyIndexReadsBackAsWritten() {
        var generator = SystemRandomNumberGenerator()
        let days: [ClosedRange<Int>?] = [nil, Int.min...Int.max, -12_763...(-12_635), 0...0, 20_570...20_571]
        let times: [Int64?] = [nil, Int64.min, Int64.max, -1_091_628_000, 0, 1_777_300_000]
        let targets = ["d796s5", "ç-🏋️", "\"quoted\"", String(repeating: "x", count: 300)]
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            let lists = (0..<count).map { _ in
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in UInt64.random(in: 0...3, using: &generator) }
            }
            var index = index(sizes: (0..<count).map { _ in Int.random(in: 0...5000, using: &generator) }, lists: lists)
            for number in index.blocks.indices {
                index.blocks[number].days = days.randomElement(using: &generator)!
                index.blocks[number].weightDays = days.randomElement(using: &generator)!
                index.blocks[number].orderedUntil = times.randomElement(using: &generator)!
            }
            if count > 0 {
                index.corrections = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    (targets.randomElement(using: &generator)!, Int.random(in: 0..<count, using: &generator))
                }
            }
            index.fingerprint = UInt64.random(in: 0...UInt64.max, using: &generator)
            #expect(JournalIndex(fileBytes: index.fileBytes()) == index)
        }
    }

    @Test func anIndexIsSavedAgainOnlyOnceEnoughLinesAreNew() throws {
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
}
