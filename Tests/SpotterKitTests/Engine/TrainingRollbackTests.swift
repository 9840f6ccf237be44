import Testing

@testable import SpotterKit

/// A line whose entries are not written leaves the training state as it found it, whether the line
/// appended sets in place or started or ended a session.
@Suite struct TrainingRollbackTests {
    /// A journal in memory that refuses every append while `failing` is set, as a full disk would.
    final class FailingStore: JournalStore {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "The disk is full." }
        }
        let memory = InMemoryJournalStore()
        var failing = false

        func append(_ entries: [Entry]) throws {
            if failing { throw DiskFull() }
            try memory.append(entries)
        }
        func append(lines: [[UInt8]]) throws {
            if failing { throw DiskFull() }
            try memory.append(lines: lines)
        }
        func flush() throws { try memory.flush() }
        var hasPendingWrites: Bool { memory.hasPendingWrites }
        func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws { try memory.forEachLine(body) }
        func scanBackwardLines(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
            try memory.scanBackwardLines(body)
        }
    }

    func makeEngine(_ store: JournalStore) throws -> Engine {
        try Engine(
            config: Config(), store: store, resolver: TableFoodResolver(table: .builtIn), foods: .builtIn,
            now: mondayMorning)
    }

    @Test func aSetLineThatIsNotWrittenLeavesTheSessionAsItWas() throws {
        let store = FailingStore()
        let engine = try makeEngine(store)
        _ = engine.handle("gym")
        _ = engine.handle("bench 5x100kg")
        _ = engine.handle("squat 3x5 120kg")
        let found = engine.training
        store.failing = true
        let failed = engine.handle("bench 3x5 100kg")
        #expect(failed.journalFailed)
        #expect(failed.entries.isEmpty)
        #expect(engine.training == found)
        #expect(engine.training.workout?.sets.count == 4)
        #expect(engine.training.workout?.currentExercise?.name == "Squat")
        // Written once the disk has room, the same line counts its sets from where the session was.
        store.failing = false
        let written = engine.handle("bench 3x5 100kg")
        #expect(written.messages.first?.text.hasPrefix("Bench Press sets 2–4:") == true)
    }

    @Test func aWorkoutStartOrEndThatIsNotWrittenIsTakenBack() throws {
        let store = FailingStore()
        let engine = try makeEngine(store)
        store.failing = true
        #expect(engine.handle("gym").journalFailed)
        #expect(engine.training.workout == nil)
        store.failing = false
        _ = engine.handle("gym")
        _ = engine.handle("bench 5x100kg")
        let found = engine.training
        store.failing = true
        #expect(engine.handle("done").journalFailed)
        #expect(engine.training == found)
    }

    @Test func setsAppendedAndThenTheSessionChangedOnOneLineAreBothTakenBack() throws {
        let engine = try makeEngine(InMemoryJournalStore())
        _ = engine.handle("gym")
        _ = engine.handle("bench 5x100kg")
        let found = engine.training
        let exercise = try #require(found.workout?.currentExercise)
        let set = try #require(found.workout?.sets.last)
        let context = LineContext(engine: engine, text: "two lines in one", now: mondayMorning)
        context.appendSets([set, set], of: exercise)
        context.appendSets([set], of: exercise)
        #expect(engine.training.workout?.sets.count == 4)
        context.workout = nil
        context.trainingRollback?.restore(&engine.training)
        #expect(engine.training == found)
    }

    @Test func aLineThatChangesNoSessionKeepsNoRollback() throws {
        let engine = try makeEngine(InMemoryJournalStore())
        _ = engine.handle("gym")
        let context = LineContext(engine: engine, text: "150g chicken", now: mondayMorning)
        Grammar.route(context.text, context)
        #expect(context.trainingRollback == nil)
        #expect(!context.entries.isEmpty)
    }
}
