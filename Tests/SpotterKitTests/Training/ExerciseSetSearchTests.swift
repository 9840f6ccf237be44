import Foundation
import Testing

@testable import SpotterKit

/// Searching the journal file for one exercise (with or without its index) finds the sessions a read
/// of the whole journal finds, however the lines are spelled or ordered and wherever their deletions sit.
@Suite final class ExerciseSetSearchTests {
    let directory = makeTemporaryDirectory()
    // A suite's instance is made for each test, each with its directory: removed with it.
    deinit { try? FileManager.default.removeItem(atPath: directory) }
    let firstDay = Day(year: 2024, month: 1, day: 1)
    static let exercises = ["bench", "squat", "deadlift", "press", "curl", "cable/fly", "dip", "rowing"]

    func time(day: Int, minute: Int) -> Timestamp {
        Timestamp(
            seconds: Int64(firstDay.adding(days: day).daysSinceEpoch) * 86_400 + Int64(17 * 60 + minute) * 60, offset: 0
        )
    }

    func line(_ id: String, _ time: Timestamp, _ payload: Payload, input: String = "x") -> [UInt8] {
        var bytes = EntryEncoder.line(for: Entry(id: id, timestamp: time, lineID: id, input: input, payload: payload))
        bytes.removeLast()  // the newline
        return bytes
    }

    func set(
        _ id: String, _ session: String, _ exercise: String, day: Int, minute: Int, reps: Int, kg: Double
    ) -> [UInt8] {
        let record = SetRecord(
            session: session, exercise: exercise, exerciseID: exercise, reps: reps, load: Load(value: kg, unit: .kg),
            flags: minute == 0 ? [.warmup] : [])
        // Half an hour after the day's water, so the days' lines come in time order.
        return line(id, time(day: day, minute: minute + 30), .workoutSet(record))
    }

    func deletion(_ id: String, day: Int, of targets: [String]) -> [UInt8] {
        line(id, time(day: day, minute: 59), .deletion(DeletionRecord(targets: targets, cause: "delete")))
    }

    /// About 4 MB over 640 days (three blocks or more): every second day a session of three exercises
    /// among meals and water, and among them the lines that could trip a search:
    ///
    /// - an exercise trained only in the first month, with one more old session appended at the very end;
    /// - an exercise whose newest session sits in an earlier block than four older ones appended at the end;
    /// - an exercise whose id has a `/`, which JSON may escape;
    /// - a recent bench set whose id is spelled with a `\u` escape, and a squat set with its keys reordered;
    /// - deletions at the end of sets (one the first working set of its session), and of whole sessions,
    ///   from far earlier blocks;
    /// - a session across midnight, and inputs holding escaped quotes.
    func lines() -> [[UInt8]] {
        var lines = linesInTimeOrder()
        // Late at night, and on after midnight.
        lines.append(set("late-1", "late", "press", day: 637, minute: 370, reps: 5, kg: 50))
        lines.append(set("late-2", "late", "press", day: 638, minute: -1_000, reps: 5, kg: 50))
        var escaped = set("escaped", "s638", "bench", day: 638, minute: 45, reps: 3, kg: 99)
        escaped = Array(
            String(decoding: escaped, as: UTF8.self).replacingOccurrences(
                of: "\"exercise_id\":\"bench\"", with: "\"exercise_id\":\"b\\u0065nch\""
            ).utf8)
        lines.append(escaped)
        var reordered = String(
            decoding: set("reordered", "s636", "squat", day: 636, minute: 45, reps: 2, kg: 180), as: UTF8.self)
        reordered = reordered.replacingOccurrences(of: "{\"v\":1,", with: "{").dropLast() + ", \"v\": 1}"
        lines.append(Array(reordered.utf8))
        lines.append(deletion("del-sets", day: 639, of: ["s638-0-3", "s638-1-2", "s636-0-1"]))
        lines.append(deletion("del-session", day: 639, of: ["s634"]))
        lines.append(deletion("del-old", day: 639, of: ["s26"]))
        for day in [100, 200, 300, 400] {
            lines.append(set("dip\(day)", "dips\(day)", "dip", day: day, minute: 50, reps: 10, kg: Double(day / 10)))
        }
        lines.append(set("imported-1", "imported", "curl", day: 25, minute: 31, reps: 8, kg: 20))
        lines.append(set("imported-2", "imported", "curl", day: 25, minute: 32, reps: 8, kg: 22))
        return lines
    }

    /// The days alone, every line in time order: 640 days of meals, water and sessions.
    func linesInTimeOrder() -> [[UInt8]] {
        var lines: [[UInt8]] = []
        let lifts = ["bench", "squat", "deadlift", "press"]
        for day in 0..<640 {
            for slot in 0..<24 {
                let input = slot == 3 ? "6\" sub with \"mayo\"" : "water"
                lines.append(
                    line(
                        "w\(day)-\(slot)", time(day: day, minute: slot), .water(WaterRecord(milliliters: 250)),
                        input: input))
            }
            guard day % 2 == 0 else { continue }
            let session = "s\(day)"
            for (number, lift) in [
                lifts[day % 4], lifts[(day / 2 + 1) % 4], day < 30 ? "curl" : lifts[(day / 2 + 2) % 4],
            ].enumerated() {
                for position in 0..<4 {
                    lines.append(
                        set(
                            "\(session)-\(number)-\(position)", session, lift, day: day, minute: number * 10 + position,
                            reps: 5 + day % 3, kg: 60 + Double(day % 50)))
                }
            }
            if day == 450 {
                lines.append(set("dip450", "dips450", "dip", day: day, minute: 50, reps: 10, kg: 45))
            }
            if day % 50 == 10 {
                lines.append(set("fly\(day)", "f\(day)", "cable/fly", day: day, minute: 40, reps: 12, kg: 15))
            }
        }
        return lines
    }

    func stores(
        _ lines: [[UInt8]]
    ) throws -> (whole: InMemoryJournalStore, indexed: FileJournalStore, searched: FileJournalStore) {
        let path = directory + "/journal.jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: Data(lines.flatMap { $0 + [0x0A] }))
        let whole = InMemoryJournalStore()
        try whole.append(lines: lines)
        return (
            whole, try FileJournalStore(path: path, indexMinimumBytes: 0),
            try FileJournalStore(path: path, indexMinimumBytes: .max)
        )
    }

    @Test func theSearchFindsWhatAWholeReadFinds() throws {
        let (whole, indexed, searched) = try stores(lines())
        let blocks = try #require(indexed.index()).blocks.count
        #expect(blocks >= 3, "\(blocks) blocks")
        // Asked from outside any session, and from inside the journal's last ones (the search then decodes
        // only the first set of the session asking), now and as of an earlier day.
        let wholeRead = ExerciseHistory()
        for exercise in Self.exercises {
            for current in ["now", "s638", "s636", "late"] {
                let (fromIndex, fromSearch) = (ExerciseHistory(), ExerciseHistory())
                for before in [nil, time(day: 300, minute: 0), time(day: 637, minute: 0)] {
                    let expected = wholeRead.recent(exercise, excluding: current, before: before, store: whole)
                    let label = "\(exercise) \(current) \(before.map(\.day.iso8601) ?? "")"
                    #expect(
                        fromIndex.recent(exercise, excluding: current, before: before, store: indexed) == expected,
                        "\(label)")
                    #expect(
                        fromSearch.recent(exercise, excluding: current, before: before, store: searched) == expected,
                        "\(label)")
                }
            }
        }
        // A session left out is read whole once another session asks.
        let switching = ExerciseHistory()
        #expect(switching.recent("bench", excluding: "s638", store: indexed).count == 3)
        #expect(
            switching.recent("bench", excluding: "now", store: indexed)
                == wholeRead.recent("bench", excluding: "now", store: whole))
        // The cases the journal was built for are really in the answers.
        let bench = ExerciseHistory().recent("bench", excluding: "now", store: indexed)
        #expect(bench.count == 3)
        // The last session: four sets, one deleted, and the one spelled with an escape.
        #expect(bench.last?.count == 4)
        #expect(bench.last?.last == SetFigures(reps: 3, load: Load(value: 99, unit: .kg)))
        // Day 26 deleted from the last block; the session imported at the end, dated day 25, in its place.
        let curl = ExerciseHistory().recent("curl", excluding: "now", store: indexed)
        #expect(curl.map { $0.first?.load?.value } == [60 + 24, 20, 60 + 28])
        let squat = ExerciseHistory().recent("squat", excluding: "now", store: indexed)
        #expect(squat.contains([SetFigures(reps: 2, load: Load(value: 180, unit: .kg))]))
        #expect(ExerciseHistory().recent("cable/fly", excluding: "now", store: indexed).count == 3)
        let dips = ExerciseHistory().recent("dip", excluding: "now", store: indexed)
        #expect(dips.map { $0.first?.load?.value } == [30, 40, 45])
        #expect(ExerciseHistory().recent("rowing", excluding: "now", store: indexed).isEmpty)
    }

    @Test func aBlockInTimeOrderIsSearchedFromItsEndOnlyAsFarAsNeeded() throws {
        let (whole, indexed, _) = try stores(linesInTimeOrder())
        let index = try #require(indexed.index())
        #expect(index.blocks.allSatisfy { $0.orderedUntil != nil })
        let wholeRead = ExerciseHistory()
        for exercise in Self.exercises {
            for current in ["now", "s638", "s600"] {
                let fromIndex = ExerciseHistory()
                for before in [nil, time(day: 630, minute: 0)] {
                    #expect(
                        fromIndex.recent(exercise, excluding: current, before: before, store: indexed)
                            == wholeRead.recent(exercise, excluding: current, before: before, store: whole),
                        "\(exercise) \(current)")
                }
            }
        }
        // A bench session early in the last block re-dated a thousand years on, in place, goes unseen: the
        // search stopped weeks after it. A whole read takes it for the latest session.
        let before = ExerciseHistory().recent("bench", excluding: "now", store: indexed)
        let bytes = try #require(FileManager.default.contents(atPath: indexed.path))
        let last = try #require(index.blocks.last)
        // The first working set of a bench session (bench leads on days divisible by four) well inside the block.
        let day = (try #require(last.days).lowerBound - firstDay.daysSinceEpoch + 12) / 4 * 4
        let id = try #require(bytes.range(of: Data("\"id\":\"s\(day)-0-1\"".utf8), in: last.start..<last.end))
        let ts = try #require(bytes.range(of: Data("\"ts\":\"20".utf8), in: id.upperBound..<last.end))
        try expectBenchUnseen(ts, replacedWith: "\"ts\":\"30", in: indexed, bytes: bytes, before: before)
    }

    /// The halving search for where to read back to finds the line a walk over every line finds: the last
    /// one earlier than the time asked, among lines of equal times, for every time and every end.
    @Test func theLastLineBeforeATimeIsFoundAsAWalkFindsIt() {
        // Three lines a minute for a while, some minutes skipped.
        let minutes = (0..<60).filter { $0 % 7 != 3 }.flatMap { [$0, $0, $0] }
        let lines = minutes.enumerated().map { number, minute in
            line("w\(number)", time(day: 0, minute: minute), .water(WaterRecord(milliliters: 100)))
        }
        var starts: [Int] = []
        var bytes: [UInt8] = []
        for line in lines {
            starts.append(bytes.count)
            bytes += line + [0x0A]
        }
        var checked = 0
        bytes.withUnsafeBufferPointer { text in
            for (ending, end) in (starts + [bytes.count]).enumerated() where ending % 5 == 0 || ending == starts.count {
                for minute in -1...61 {
                    let asked = time(day: 0, minute: minute).seconds
                    let walked = (0..<ending).last { minutes[$0] < minute }.map { starts[$0] } ?? 0
                    #expect(
                        ExerciseSetSearch.lastLineStart(before: asked, in: text, end: end) == walked,
                        "minute \(minute), end \(end)")
                    checked += walked > 0 ? 1 : 0
                }
            }
        }
        #expect(checked > 1_000)
    }

    /// A session whose first set lies before the part of the block searched first, and its others inside it:
    /// its sets are found in two steps, newest first, and still come back in the order they were done.
    @Test func aSessionFoundInTwoPartsKeepsItsSetsInOrder() throws {
        var lines = [600, 610, 620].map {
            set("old\($0)", "s\($0)", "bench", day: $0, minute: 1, reps: 5, kg: Double($0 / 10))
        }
        lines.append(set("first", "s638", "bench", day: 638, minute: 1, reps: 8, kg: 100))
        // More than the first part searched (64 KiB), all at the first set's time, so the block stays in order.
        lines += (0..<1_000).map { line("w\($0)", time(day: 638, minute: 31), .water(WaterRecord(milliliters: 250))) }
        lines.append(set("second", "s638", "bench", day: 638, minute: 2, reps: 5, kg: 105))
        lines.append(set("third", "s638", "bench", day: 638, minute: 3, reps: 3, kg: 110))
        let (whole, indexed, searched) = try stores(lines)
        #expect(try #require(indexed.index()).blocks.allSatisfy { $0.orderedUntil != nil })
        let session = [(8, 100.0), (5, 105.0), (3, 110.0)].map {
            SetFigures(reps: $0.0, load: Load(value: $0.1, unit: .kg))
        }
        #expect(ExerciseHistory().recent("bench", excluding: "now", store: whole).last == session)
        for current in ["now", "s638", "s620"] {
            let expected = ExerciseHistory().recent("bench", excluding: current, store: whole)
            #expect(ExerciseHistory().recent("bench", excluding: current, store: indexed) == expected, "\(current)")
            #expect(ExerciseHistory().recent("bench", excluding: current, store: searched) == expected, "\(current)")
        }
    }

    /// A workout that ran on for twenty hours, its first set more than the first part searched before the
    /// rest: the search reads back a day before the oldest session it keeps, so that set is found too.
    @Test func aSessionOfManyHoursIsFoundFromItsFirstSet() throws {
        var lines = [630, 632, 634].map {
            set("old\($0)", "s\($0)", "bench", day: $0, minute: 1, reps: 5, kg: Double($0 / 10))
        }
        lines.append(set("first", "long", "bench", day: 636, minute: 1, reps: 8, kg: 100))
        // A line a minute for twenty hours: over 100 KiB, so more than the first part searched (64 KiB).
        lines += (0..<1_200).map {
            line("w\($0)", time(day: 636, minute: 32 + $0), .water(WaterRecord(milliliters: 250)))
        }
        lines.append(set("second", "long", "bench", day: 636, minute: 1_202, reps: 5, kg: 105))
        for (number, minute) in [1_300, 1_310, 1_320].enumerated() {
            lines.append(set("later\(number)", "later\(number)", "bench", day: 636, minute: minute, reps: 3, kg: 90))
        }
        let (whole, indexed, _) = try stores(lines)
        #expect(try #require(indexed.index()).blocks.allSatisfy { $0.orderedUntil != nil })
        let expected = ExerciseHistory().recent("bench", excluding: "later2", store: whole)
        #expect(expected.first?.map(\.reps) == [8, 5])
        #expect(ExerciseHistory().recent("bench", excluding: "later2", store: indexed) == expected)
    }

    @Test func aBlockOutOfTimeOrderIsReadWhole() throws {
        // The newest sessions, then more than the first part searched of old lines (an import), then four
        // older sessions: read from its end back, the block would seem to hold nothing newer.
        var lines = [600, 638].map {
            set("pullup\($0)", "pullups\($0)", "pullup", day: $0, minute: 50, reps: 8, kg: Double($0 / 10))
        }
        lines += (0..<1_000).map { line("old\($0)", time(day: 3, minute: $0), .water(WaterRecord(milliliters: 100))) }
        lines += [100, 200, 300, 400].map {
            set("pullup\($0)", "pullups\($0)", "pullup", day: $0, minute: 50, reps: 8, kg: Double($0 / 10))
        }
        let (whole, indexed, _) = try stores(lines)
        #expect(try #require(indexed.index()).blocks.map(\.orderedUntil) == [nil])
        let expected = ExerciseHistory().recent("pullup", excluding: "now", store: whole)
        #expect(expected.map { $0.first?.load?.value } == [40, 60, 63])
        #expect(ExerciseHistory().recent("pullup", excluding: "now", store: indexed) == expected)
    }

    @Test func aSetLineReadsOnlyTheNewestBlocksHoldingTheExercise() throws {
        let (_, indexed, _) = try stores(lines())
        let index = try #require(indexed.index())
        let before = ExerciseHistory().recent("bench", excluding: "now", store: indexed)
        // A bench set in the first block re-dated to 2030, in place: a block the search reads would give it
        // as the latest session; the index still dates it 2024.
        let bytes = try #require(FileManager.default.contents(atPath: indexed.path))
        let needle = Data("\"ts\":\"2024-01-01T17:31:00Z\",\"kind\":\"set\"".utf8)
        let found = try #require(bytes.range(of: needle))
        #expect(found.upperBound < index.blocks[0].end)
        try expectBenchUnseen(
            found, replacedWith: "\"ts\":\"2030-01-01T17:31:00Z\",\"kind\":\"set\"", in: indexed, bytes: bytes,
            before: before)
    }

    /// Rewrites `range` of the journal in place (its index still trusted: the fingerprint covers only the
    /// file's end), then expects bench's sessions from the search to be `before` still, and a whole read's
    /// to have changed.
    func expectBenchUnseen(
        _ range: Range<Data.Index>, replacedWith text: String, in indexed: FileJournalStore, bytes: Data,
        before: [[SetFigures]]
    ) throws {
        var bytes = bytes
        bytes.replaceSubrange(range, with: Data(text.utf8))
        try bytes.write(to: URL(fileURLWithPath: indexed.path))
        #expect(ExerciseHistory().recent("bench", excluding: "now", store: indexed) == before)
        let whole = InMemoryJournalStore()
        try whole.append(lines: bytes.split(separator: 0x0A).map(Array.init))
        #expect(ExerciseHistory().recent("bench", excluding: "now", store: whole) != before)
    }

    @Test func anExerciseReadBeforeASessionEndsGainsItAndOneReadAfterFindsItInTheFile() throws {
        let (_, indexed, _) = try stores(lines())
        let history = ExerciseHistory()
        #expect(history.recent("bench", excluding: "now", store: indexed).count == 3)
        let sets = [
            SetRecord(
                session: "new", exercise: "bench", exerciseID: "bench", reps: 1, load: Load(value: 120, unit: .kg)),
            SetRecord(
                session: "new", exercise: "rowing", exerciseID: "rowing", reps: 10, load: Load(value: 70, unit: .kg)),
        ]
        try indexed.append(
            sets.enumerated().map {
                Entry(
                    id: "new\($0.offset)", timestamp: time(day: 700, minute: 1), lineID: "n", input: "x",
                    payload: .workoutSet($0.element))
            })
        history.finished(sets, at: time(day: 700, minute: 1))
        #expect(
            history.recent("bench", excluding: "later", store: indexed).last == [
                SetFigures(reps: 1, load: Load(value: 120, unit: .kg))
            ])
        #expect(
            history.recent("rowing", excluding: "later", store: indexed) == [
                [SetFigures(reps: 10, load: Load(value: 70, unit: .kg))]
            ])
    }

    @Test func aDamagedJournalOrIndexGivesWhatAWholeReadGivesAndNeverCrashes() throws {
        // A fixed pseudo-random sequence: which lines are damaged, where and how.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let damage: [[UInt8]] = [
            [UInt8(ascii: "\"")], [UInt8(ascii: "\\")], [UInt8(ascii: "{")], [UInt8(ascii: "}")], [0x0A], [0xFF],
            Array("\\u0062".utf8), Array(",\"session\":\"s2\"".utf8), Array(",\"ts\":\"2024-01-02T00:00:00Z\"".utf8),
        ]
        let clean = Array(linesInTimeOrder().prefix(5_000))
        for round in 0..<12 {
            var lines = clean
            for _ in 0..<60 {
                let line = next(lines.count)
                guard !lines[line].isEmpty else { continue }
                let at = next(lines[line].count)
                switch next(3) {
                case 0: lines[line].replaceSubrange(at..<at + 1, with: damage[next(damage.count)])
                case 1: lines[line].insert(contentsOf: damage[next(damage.count)], at: at)
                default: lines[line].removeLast(lines[line].count - at)
                }
            }
            let (whole, indexed, searched) = try stores(lines)
            if round % 3 == 2 {
                // The index file damaged too: a byte changed to a digit, a space, a newline or a dash.
                _ = indexed.index()
                var text = try #require(FileSystem.read(indexed.indexPath))
                let at = next(text.count)
                text[at] = [UInt8(ascii: "7"), UInt8(ascii: " "), 0x0A, UInt8(ascii: "-")][next(4)]
                _ = FileManager.default.createFile(atPath: indexed.indexPath, contents: Data(text))
            }
            let wholeRead = ExerciseHistory()
            for exercise in ["bench", "squat", "deadlift", "press", "curl"] {
                let expected = wholeRead.recent(exercise, excluding: "s100", store: whole)
                #expect(
                    ExerciseHistory().recent(exercise, excluding: "s100", store: indexed) == expected,
                    "\(round) \(exercise)")
                #expect(
                    ExerciseHistory().recent(exercise, excluding: "s100", store: searched) == expected,
                    "\(round) \(exercise)")
            }
        }
    }
}
