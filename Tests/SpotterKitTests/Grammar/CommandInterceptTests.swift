import Testing

@testable import SpotterKit

@Suite struct CommandInterceptTests {
    @Test func undoRemovesEveryEntryOfTheLastLine() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("96 kg")
        _ = engine.handle("2 eggs and toast")
        let undo = engine.handle("/undo")
        guard case .deletion(let deletion)? = undo.entries.first?.payload else {
            Issue.record("expected a deletion")
            return
        }
        #expect(deletion.targets.count == 2)
        #expect(JournalFold.effective(store.entries).map(\.kind) == ["weight"])
    }

    @Test func clockLinesMoveTheFrozenClock() throws {
        let (engine, _) = try makeEngine()
        _ = engine.handle("@2026-05-01 19:30")
        let outcome = engine.handle("96 kg")
        #expect(outcome.entries.first?.timestamp.clockTime == "19:30")
        #expect(outcome.entries.first?.timestamp.day.iso8601 == "2026-05-01")
    }

    @Test func unknownCommandsAreUsageErrors() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("/frobnicate")
        #expect(outcome.usageError)
        #expect(outcome.entries.isEmpty)
    }

    @Test func wordsAfterDoubleDashAreTextNotOptions() throws {
        let parsed = Command.parse(words: ["explain", "--json", "--", "--svg", "oats"])
        #expect((try? parsed.get()) == .explain("--svg oats", json: true))
        #expect((try? Command.parse(words: ["explain", "--svg", "oats"]).get()) == nil)
    }

    @Test func deleteAndEditTakeTodaysNumbers() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("150g chicken")
        _ = engine.handle("1 cup rice")
        _ = engine.handle("/edit 2 grams=316")
        _ = engine.handle("/delete 1")
        let effective = JournalFold.effective(store.entries)
        #expect(effective.count == 1)
        #expect(effective[0].foodRecord.grams == 316)
        #expect(effective[0].foodRecord.kcal == 410)
    }

    @Test func anEditBeyondTheLimitsChangesNothing() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym")
        _ = engine.handle("bench 5x80kg")
        _ = engine.handle("96 kg")
        let written = store.entries.count
        for (edit, message) in [
            ("/edit 2 reps=500", "The reps 500.0 is implausible; nothing was changed."),
            ("/edit 2 kg=-5", "The load -5.0 is implausible; nothing was changed."),
            ("/edit 3 kg=10", "The weight 10.0 is implausible; nothing was changed."),
        ] {
            let outcome = engine.handle(edit)
            #expect(outcome.failed, "\(edit)")
            #expect(outcome.messages.first?.text == message)
        }
        #expect(store.entries.count == written)
        #expect(!engine.handle("/edit 2 reps=6").failed)
    }

    @Test func editWithTextReresolvesAFoodNeedingReview() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("zorblax")
        let edit = engine.handle(#"/edit 1 text="2 eggs""#)
        #expect(!edit.failed)
        let food = JournalFold.effective(store.entries)[0].foodRecord
        #expect(food.status == .ok)
        #expect(food.kcal == 143)
        #expect(food.grams == 100)
    }
}
