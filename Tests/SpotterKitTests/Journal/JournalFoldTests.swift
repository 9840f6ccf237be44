import Testing

@testable import SpotterKit

@Suite struct JournalFoldTests {
    func correction(_ id: String, _ payload: Payload) -> Entry {
        Entry(id: id, timestamp: mondayMorning, lineID: id, input: "/x", payload: payload)
    }

    @Test func deletedEntriesDisappearAndCorrectionsAreNotEntries() {
        let entries = [
            sampleEntry(id: "a"), sampleEntry(id: "b"),
            correction("c", .deletion(DeletionRecord(targets: ["a"], cause: "delete"))),
        ]
        #expect(JournalFold.effective(entries).map(\.id) == ["b"])
    }

    @Test func editingGramsAloneRescalesTheFigures() {
        let entries = [
            sampleEntry(id: "a"), correction("e", .edit(EditRecord(target: "a", changes: ["grams": .number(300)]))),
        ]
        let food = JournalFold.effective(entries)[0].foodRecord
        #expect(food.grams == 300)
        #expect(food.kcal == 496)
        #expect(food.protein == 93)
    }

    @Test func fillingInAnUnresolvedFoodSettlesIt() {
        var unresolved = sampleEntry(id: "a")
        unresolved.payload = .food(FoodRecord(text: "sushi", unresolvedReason: "not in the food table"))
        let edit = correction(
            "e", .edit(EditRecord(target: "a", changes: ["kcal": .number(300), "protein": .number(12)])))
        let food = JournalFold.effective([unresolved, edit])[0].foodRecord
        #expect(food.status == .ok)
        #expect(food.kcal == 300)
        #expect(food.protein == 12)
        #expect(food.carbs == nil)
    }

    @Test func anUndoneEditNoLongerApplies() {
        let entries = [
            sampleEntry(id: "a"),
            correction("e", .edit(EditRecord(target: "a", changes: ["kcal": .number(1)]))),
            correction("u", .deletion(DeletionRecord(targets: ["e"], cause: "undo"))),
        ]
        #expect(JournalFold.effective(entries)[0].foodRecord.kcal == 248)
    }

    @Test func aWorkoutDeletedByItsStartAloneTakesItsSetsEndAndNotes() {
        let start = Entry(
            id: "w", timestamp: mondayMorning, lineID: "w", input: "gym", payload: .workoutStart(WorkoutStartRecord()))
        let set = Entry(
            id: "s", timestamp: mondayMorning, lineID: "s", input: "bench 5x100",
            payload: .workoutSet(
                SetRecord(
                    session: "w", exercise: "Bench Press", exerciseID: "bench-press", reps: 5,
                    load: Load(value: 100, unit: .kg))))
        let end = Entry(
            id: "e", timestamp: mondayMorning, lineID: "e", input: "done",
            payload: .workoutEnd(WorkoutEndRecord(session: "w", durationSeconds: 60, sets: 1, volumeKilograms: 500)))
        let entries = [start, set, end, sampleEntry(id: "f")]
        #expect(JournalFold.effective(entries).count == 4)
        let deleted = entries + [correction("d", .deletion(DeletionRecord(targets: ["w"], cause: "delete")))]
        #expect(JournalFold.effective(deleted).map(\.id) == ["f"])
        #expect(JournalFold.effective(deleted, wholeWorkouts: false).map(\.id) == ["s", "e", "f"])
    }
}
