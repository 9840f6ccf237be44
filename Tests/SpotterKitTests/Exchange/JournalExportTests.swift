import Testing

@testable import SpotterKit

@Suite struct JournalExportTests {
    func journal() throws -> InMemoryJournalStore {
        let store = InMemoryJournalStore()
        try store.append(try importing("strong-comma.csv", as: .strong, unit: .kg).entries)
        try store.append([sampleEntry(id: "food0001")])
        return store
    }

    @Test func jsonlIsTheEffectiveEntriesWithEditsApplied() throws {
        let store = try journal()
        let target = try #require(JournalReader.read(store).entries.first { $0.kind == "set" })
        try store.append([
            Entry(
                id: "edit0001", timestamp: mondayMorning, lineID: "edit0001", input: "/edit",
                payload: .edit(EditRecord(target: target.id, changes: ["reps": .number(6)]))),
            Entry(
                id: "del00001", timestamp: mondayMorning, lineID: "del00001", input: "/delete",
                payload: .deletion(DeletionRecord(targets: ["food0001"], cause: "delete"))),
        ])
        let entries = try JournalExport.entries(in: store, filter: ExportFilter())
        let text = JournalExport.jsonl(entries)
        #expect(!text.contains("edit0001"))
        #expect(!text.contains("food0001"))
        #expect(text.split(separator: "\n").count == 12)
        #expect(text.contains(#""id":"\#(target.id)","ts""#))
        #expect(text.contains(#""reps":6"#))
    }

    @Test func kindAndDateFiltersNarrowTheExport() throws {
        let store = try journal()
        let sets = try JournalExport.entries(in: store, filter: ExportFilter(kinds: ["set"]))
        #expect(sets.count == 7)
        let day = try JournalExport.entries(
            in: store,
            filter: ExportFilter(from: Day(year: 2023, month: 1, day: 17), to: Day(year: 2023, month: 1, day: 17)))
        #expect(day.count == 6)
        #expect(throws: ExchangeError.unknownKind("sets")) {
            try JournalExport.entries(in: store, filter: ExportFilter(kinds: ["sets"]))
        }
    }

    @Test func setCSVHasStableColumnsISODatesAndPlainNumbers() throws {
        let entries = try JournalExport.entries(in: try journal(), filter: ExportFilter())
        let lines = JournalExport.csv(entries, kind: "set").split(separator: "\n")
        #expect(
            lines[0]
                == "id,date,time,timestamp,session,exercise,exercise_id,reps,weight,unit,weight_kg,rpe,flags,hold_s,note,"
                + "input")
        let fields = lines[2].split(separator: ",", omittingEmptySubsequences: false)
        #expect(fields[1] == "2023-01-15")
        #expect(fields[4...12].joined(separator: ",").hasSuffix("Bench Press,bench-press,5,100,kg,100,8,"))
        #expect(lines.count == 8)
    }

    @Test func absentValuesAreEmptyAndTextIsQuoted() throws {
        let entries = try JournalExport.entries(in: try journal(), filter: ExportFilter())
        let starts = JournalExport.csv(entries, kind: "workout_start")
        #expect(starts.contains(",\"Push, heavy\",false,,,\"import strong: workout Push, heavy\"\n"))
        let pullUp = JournalExport.csv(entries, kind: "set").split(separator: "\n").first { $0.contains("pull-up") }
        #expect(pullUp?.contains(",10,,,,,,") == true)
    }

    @Test func severalKindsMakeOneTableWithAKindColumnAndEachColumnOnce() throws {
        let entries = try JournalExport.entries(
            in: try journal(), filter: ExportFilter(kinds: ["set", "workout_start"]))
        let lines = JournalExport.csv(entries, kinds: ["workout_start", "set"]).split(separator: "\n")
        #expect(
            lines[0] == "id,date,time,timestamp,kind,name,implicit,plan,day,session,exercise,exercise_id,reps,weight,"
                + "unit,weight_kg,rpe,flags,hold_s,note,input")
        #expect(lines.count == 1 + 2 + 7)
        let bench = try #require(lines.first { $0.contains(",set,") && $0.contains("bench-press") })
        let fields = bench.split(separator: ",", omittingEmptySubsequences: false)
        #expect(fields[4] == "set" && fields[5...8].allSatisfy(\.isEmpty))
        #expect(fields[11...15].joined(separator: ",") == "bench-press,5,100,kg,100")
    }

    @Test func sessionNotesAreAKindOfExport() throws {
        let store = InMemoryJournalStore()
        let note = SessionNoteRecord(session: "work0001", feel: 4, pain: ["shoulder", "knee"], note: "grip gave out")
        try store.append([
            Entry(
                id: "note0001", timestamp: mondayMorning, lineID: "note0001", input: "note", payload: .sessionNote(note)
            )
        ])
        let entries = try JournalExport.entries(in: store, filter: ExportFilter(kinds: ["session_note"]))
        #expect(JournalExport.kinds.contains("session_note"))
        #expect(
            JournalExport.csv(entries, kind: "session_note").split(separator: "\n").last
                == "note0001,2026-04-27,08:15,2026-04-27T08:15:00Z,work0001,4,shoulder; knee,grip gave out,note")
    }
}
