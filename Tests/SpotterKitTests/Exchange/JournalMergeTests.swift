import Foundation
import Testing

@testable import SpotterKit

@Suite struct JournalMergeTests {
    func at(_ hour: Int) -> Timestamp { Timestamp(seconds: mondayMorning.seconds + Int64(hour) * 3600, offset: 0) }

    func entry(_ id: String, _ hour: Int, _ payload: Payload) -> Entry {
        Entry(id: id, timestamp: at(hour), lineID: id, input: id, payload: payload)
    }

    /// Device A logs water and then edits B's weight; device B logs the weight and deletes A's water.
    func devices() throws -> (a: InMemoryJournalStore, b: InMemoryJournalStore) {
        let a = InMemoryJournalStore()
        try a.append([
            entry("aaaa0001", 1, .water(WaterRecord(milliliters: 500))),
            entry("aaaa0002", 5, .edit(EditRecord(target: "bbbb0001", changes: ["kg": .number(95)]))),
        ])
        let b = InMemoryJournalStore()
        try b.append([
            entry("bbbb0001", 2, .bodyWeight(BodyWeightRecord(load: Load(value: 96, unit: .kg)))),
            entry("bbbb0002", 3, .edit(EditRecord(target: "bbbb0001", changes: ["kg": .number(97)]))),
            entry("bbbb0003", 4, .water(WaterRecord(milliliters: 250))),
        ])
        try b.append(lines: [Array(#"{"v":7,"id":"future01","ts":"2026-04-27T09:00:00Z","kind":"hologram"}"#.utf8)])
        return (a, b)
    }

    func merge(_ other: InMemoryJournalStore, into store: InMemoryJournalStore) throws -> JournalMerge.Plan {
        let plan = JournalMerge.plan(
            existingIDs: try JournalIDs.all(in: store), others: [("other.jsonl", try other.readAll())])
        try store.append(lines: plan.lines)
        return plan
    }

    @Test func mergingTwiceAddsNothingTheSecondTime() throws {
        let (a, b) = try devices()
        #expect(try merge(b, into: a).lines.count == 4)
        let again = try merge(b, into: a)
        #expect(again.lines.isEmpty)
        #expect(again.alreadyPresent == 4)
    }

    @Test func aIntoBAndBIntoAGiveTheSameEntries() throws {
        let (a, b) = try devices()
        let (a2, b2) = try devices()
        _ = try merge(b, into: a)
        _ = try merge(a2, into: b2)
        #expect(try JournalIDs.all(in: a) == JournalIDs.all(in: b2))
        let left = JournalFold.effective(try JournalReader.read(a).entries)
        let right = JournalFold.effective(try JournalReader.read(b2).entries)
        #expect(left == right)
        // The later edit (A's, at 5) wins over B's, though it sits before B's lines in A.
        guard case .bodyWeight(let weight) = left.first(where: { $0.id == "bbbb0001" })?.payload else {
            Issue.record("the weight entry is missing")
            return
        }
        #expect(weight.load.value == 95)
        #expect(left.map(\.id) == ["aaaa0001", "bbbb0001", "bbbb0003"])
    }

    @Test func linesOfNewerVersionsPassThroughByteForByte() throws {
        let (a, b) = try devices()
        _ = try merge(b, into: a)
        let text = String(decoding: try a.readAll(), as: UTF8.self)
        #expect(text.contains("\n" + #"{"v":7,"id":"future01","ts":"2026-04-27T09:00:00Z","kind":"hologram"}"# + "\n"))
    }

    @Test func tornAndInvalidLinesAreReportedWithTheirLineAndSkipped() {
        let other = Array(
            (#"{"v":1,"id":"x1","ts":"2026-04-27T08:00:00Z","kind":"water","line":"x1","input":"w","ml":250}"#
                + "\nnot json\n" + #"{"v":1,"id":"x2","ts":"2026"#).utf8)
        let plan = JournalMerge.plan(existingIDs: [], others: [("other.jsonl", other)])
        #expect(plan.lines.count == 1)
        #expect(plan.problems.map(\.line) == [2, 3])
        #expect(plan.problems.map(\.torn) == [false, true])
        #expect(plan.problems[1].description == "other.jsonl line 3 is incomplete (a torn last line); it was skipped.")
    }

    @Test func aSameIDWithDifferentContentIsAConflictAndTheKeptLineWins() {
        let local = #"{"v":1,"id":"x1","ts":"2026-04-27T08:00:00Z","kind":"water","line":"x1","input":"w","ml":250}"#
        let same = #"{"id":"x1","v":1,"ts":"2026-04-27T08:00:00Z","kind":"water","line":"x1","input":"w","ml":250.0}"#
        let changed = #"{"v":1,"id":"x1","ts":"2026-04-27T08:00:00Z","kind":"water","line":"x1","input":"w","ml":900}"#
        let twice = #"{"v":1,"id":"x2","ts":"2026-04-27T09:00:00Z","kind":"water","line":"x2","input":"w","ml":1}"#
        let twiceChanged = twice.replacingOccurrences(of: #""ml":1"#, with: #""ml":2"#)
        let other = Array(([same, changed, twice, twiceChanged].joined(separator: "\n") + "\n").utf8)
        let kept = JSONParser.parse(Array(local.utf8))
        let plan = JournalMerge.plan(existingIDs: ["x1"], others: [("other.jsonl", other)]) {
            $0 == "x1" ? kept : nil
        }
        #expect(plan.alreadyPresent == 1)
        #expect(plan.conflicts.map(\.line) == [2, 4])
        #expect(plan.lines.map { String(decoding: $0, as: UTF8.self) } == [twice])
        #expect(plan.conflicts[0].description.hasPrefix("other.jsonl line 2: id x1 is already in the journal"))
    }

    @Test func linesBeyondTheLimitsAreRefusedCountedAndNeverAppended() {
        let lines =
            [
                #"{"v":1,"id":"f1","ts":"2026-04-27T08:00:00Z","kind":"food","input":"evil toast","text":"evil toast","grams":100,"kcal":1e308,"protein":-5,"status":"ok"}"#,
                #"{"v":1,"id":"w1","ts":"2026-04-27T09:00:00Z","kind":"water","input":"water","ml":250}"#,
                #"{"v":1,"id":"w2","ts":"1850-04-27T09:00:00Z","kind":"water","input":"water","ml":250}"#,
                #"{"v":1,"id":"w3","ts":"2026-04-27T09:00:00Z","kind":"water","input":"water \u001b[2J","ml":250}"#,
                #"{"v":1,"id":"w4","ts":"2026-04-27T09:00:00Z","kind":"water","input":"water","ml":"lots"}"#,
            ].joined(separator: "\n") + "\n"
        let plan = JournalMerge.plan(existingIDs: [], others: [("other.jsonl", Array(lines.utf8))])
        #expect(plan.lines.map { String(decoding: $0, as: UTF8.self) }.allSatisfy { $0.contains(#""id":"w1""#) })
        #expect(plan.lines.count == 1)
        #expect(plan.refused.map(\.line) == [1, 3, 4, 5])
        #expect(plan.refused[0].description == "other.jsonl line 1: The kcal 1e+308 is implausible; it was refused.")
        #expect(plan.refused[1].reason == "The date 1850-04-27 is outside 1900–2100")
        #expect(plan.refused[2].reason == "The input contains control characters")
        #expect(plan.refused[3].reason == "The ml is not a number")
        #expect(plan.problems.isEmpty)
    }

    @Test func aCorrectionBeforeItsTargetStillApplies() {
        let entries = [
            entry("dddd0001", 3, .deletion(DeletionRecord(targets: ["wwww0001"], cause: "delete"))),
            entry("eeee0001", 4, .edit(EditRecord(target: "wwww0002", changes: ["ml": .number(750)]))),
            entry("wwww0001", 1, .water(WaterRecord(milliliters: 250))),
            entry("wwww0002", 2, .water(WaterRecord(milliliters: 500))),
        ]
        let folded = JournalFold.effective(entries)
        #expect(folded.map(\.id) == ["wwww0002"])
        #expect(folded.first?.payload == .water(WaterRecord(milliliters: 750)))
    }
}
