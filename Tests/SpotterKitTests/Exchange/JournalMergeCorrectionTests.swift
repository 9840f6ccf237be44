import Testing

@testable import SpotterKit

/// Merged corrections that act on the journal's own entries are counted, checked like typed ones, and a
/// merge's receipt takes it back.
@Suite struct JournalMergeCorrectionTests {
    func entry(_ id: String, _ hour: Int, _ payload: Payload) -> Entry {
        Entry(
            id: id, timestamp: Timestamp(seconds: mondayMorning.seconds + Int64(hour) * 3600, offset: 0), lineID: id,
            input: id, payload: payload)
    }

    func local() throws -> InMemoryJournalStore {
        let store = InMemoryJournalStore()
        try store.append([
            entry("loca0001", 1, .water(WaterRecord(milliliters: 500))),
            entry("loca0002", 2, .bodyWeight(BodyWeightRecord(load: Load(value: 96, unit: .kg)))),
            entry("loca0003", 3, .water(WaterRecord(milliliters: 250))),
        ])
        return store
    }

    func plan(_ others: [Entry], into store: InMemoryJournalStore) throws -> JournalMerge.Plan {
        let other = InMemoryJournalStore()
        try other.append(others)
        let kept = try JournalIDs.lines(in: store)
        return JournalMerge.plan(existingIDs: Set(kept.keys), others: [("other.jsonl", try other.readAll())]) {
            kept[$0]
        }
    }

    @Test func deletionsAndEditsOfLocalEntriesAreCountedButNotTheirOwn() throws {
        let store = try local()
        let plan = try plan(
            [
                entry("othr0001", 4, .water(WaterRecord(milliliters: 100))),
                entry(
                    "othr0002", 5,
                    .deletion(DeletionRecord(targets: ["loca0001", "loca0003", "othr0001"], cause: "delete"))),
                entry("othr0003", 6, .edit(EditRecord(target: "loca0002", changes: ["kg": .number(95)]))),
            ], into: store)
        #expect(plan.localDeletions == ["loca0001", "loca0003"])
        #expect(plan.localEdits == ["loca0002"])
        #expect(plan.localEffect() == "delete 2 local entries and edit 1 local entry")
        #expect(plan.localEffect(done: true) == "deleted 2 local entries and edited 1 local entry")
        let harmless = try self.plan([entry("othr0001", 4, .water(WaterRecord(milliliters: 100)))], into: store)
        #expect(harmless.localEffect() == nil)
    }

    @Test func aMergedEditIsCheckedAgainstItsTargetLikeATypedOne() throws {
        let store = try local()
        let plan = try plan(
            [
                entry("othr0001", 4, .edit(EditRecord(target: "loca0001", changes: ["reps": .number(5)]))),
                entry("othr0002", 5, .edit(EditRecord(target: "loca0002", changes: ["kg": .number(1400)]))),
                entry("othr0003", 6, .edit(EditRecord(target: "loca0002", changes: ["kg": .number(94)]))),
            ], into: store)
        #expect(plan.refused.map(\.line) == [1, 2])
        #expect(plan.refused.first?.reason == "The edit changes reps, which a water entry does not have")
        #expect(plan.refused.last?.reason.hasPrefix("The edit would leave entry loca0002 beyond the limits") == true)
        #expect(plan.ids == ["othr0003"])
    }

    @Test func aReceiptTakesTheMergeBackAndRestoresWhatItDeleted() throws {
        let store = try local()
        let plan = try plan(
            [
                entry("othr0001", 4, .water(WaterRecord(milliliters: 100))),
                entry("othr0002", 5, .deletion(DeletionRecord(targets: ["loca0001", "loca0002"], cause: "delete"))),
            ], into: store)
        let before = JournalFold.effective(store.entries)
        try store.append(lines: plan.lines)
        #expect(JournalFold.effective(store.entries).map(\.id) == ["loca0003", "othr0001"])
        let receipt = MergeReceipt(
            id: "r1", files: ["/x/other.jsonl"], timestamp: mondayMorning, appended: plan.ids,
            localDeletions: plan.localDeletions.sorted())
        #expect(MergeReceipt.open(in: receipt.line) == [receipt])
        #expect(MergeReceipt.open(in: receipt.line + MergeReceipt.revertLine("r1", at: mondayMorning)).isEmpty)
        try store.append(receipt.corrections(to: store.entries, at: mondayMorning, ids: IDGenerator()))
        let after = JournalFold.effective(store.entries)
        #expect(after.map(\.payload) == before.map(\.payload))
        #expect(after.map(\.timestamp) == before.map(\.timestamp))
        #expect(!after.contains { $0.id.hasPrefix("othr") })
    }
}
