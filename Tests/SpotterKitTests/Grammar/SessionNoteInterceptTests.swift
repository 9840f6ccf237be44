import Testing

@testable import SpotterKit

@Suite struct SessionNoteInterceptTests {
    func note(_ text: String) -> SessionNoteRecord? {
        guard case .success(let record)? = SessionNoteIntercept.parse(text) else { return nil }
        return record
    }

    @Test func feelTakesOneToFive() {
        #expect(note("feel 4")?.feel == 4)
        #expect(note("feel 5/5")?.feel == 5)
        #expect(note("Feel: 1")?.feel == 1)
    }

    @Test(arguments: ["feel 0", "feel 6", "feel 4/5/6"])
    func aFeelOutsideOneToFiveIsAnError(_ text: String) {
        guard case .failure? = SessionNoteIntercept.parse(text) else {
            Issue.record("\(text) was not refused")
            return
        }
    }

    @Test func feelFollowedByWordsIsANoteNotARating() throws {
        // 225bd70 left it to the rest of the grammar, which kept it for review as a food.
        #expect(note("felt heavy today") == SessionNoteRecord(session: "", note: "felt heavy today"))
        // A line with numbers is left to the rest of the grammar: it may hold sets.
        #expect(SessionNoteIntercept.parse("feeling good, bench 3x5 100kg") == nil)
        let (engine, _) = try makeEngine()
        _ = engine.handle("gym")
        let during = engine.handle("felt strong today")
        guard case .sessionNote(let record)? = during.entries.first?.payload else {
            Issue.record("expected a session note: \(during.entries)")
            return
        }
        #expect(record.note == "felt strong today")
        // With no workout to attach to, it goes on as before.
        let (morning, _) = try makeEngine()
        #expect(morning.handle("feeling hungry").entries.first?.kind == "food")
    }

    @Test func painTagsAreSplitAndNormalisedWithTheSideAsAQualifier() {
        #expect(note("pain Left Knee, shoulders")?.pain == ["knee (left)", "shoulder"])
        #expect(note("pain knee and lower back")?.pain == ["knee", "lower back"])
        if case .failure? = SessionNoteIntercept.parse("pain") {} else { Issue.record("bare pain accepted") }
    }

    @Test func aRestBetweenSetsIsANoteAndTheRestOfAFoodIsNot() {
        // 01af587 sent `rest 3 min` to the food table ("closest: 3 MUSKETEERS Bar").
        #expect(note("rest 3 min")?.note == "rest 3 min")
        #expect(note("Rested 90s")?.note == "Rested 90s")
        #expect(note("rest 2:30")?.note == "rest 2:30")
        for text in ["rest of the pizza", "rest day", "rest 3", "rest 2 h"] {
            #expect(SessionNoteIntercept.parse(text) == nil, "\(text)")
        }
    }

    @Test func noteKeepsTheText() {
        #expect(note("note grip gave out on set 3")?.note == "grip gave out on set 3")
        #expect(SessionNoteIntercept.parse("2 eggs") == nil)
    }
}
