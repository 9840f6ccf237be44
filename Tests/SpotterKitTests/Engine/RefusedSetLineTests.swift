import Testing

@testable import SpotterKit

/// A set line refused at the door (`Plausibility`) inside a workout leaves the engine as if it had never
/// been typed: the sets it appended to the session are taken back, and later lines read the same.
@Suite struct RefusedSetLineTests {
    /// Reads every sentence as a valid bench set followed by one of a thousand reps (beyond the door).
    struct AbsurdSentenceReader: FoodResolving, WorkoutReading {
        let table = TableFoodResolver(table: .builtIn)
        var name: String { table.name }
        func resolve(_ phrase: String) -> FoodResolution { table.resolve(phrase) }
        func sets(
            fromSentence text: String, library: ExerciseLibrary, defaultUnit: WeightUnit
        ) -> Result<[SetLine], UnreadableSentence> {
            let load = Load(value: 100, unit: .kg)
            return .success([
                SetLine(exerciseText: "bench", action: .sets([ParsedSet(reps: 5, load: load)])),
                SetLine(exerciseText: "bench", action: .sets([ParsedSet(reps: 1000, load: load)])),
            ])
        }
    }

    func makeEngine() throws -> Engine {
        try Engine(
            config: Config(), store: InMemoryJournalStore(), resolver: AbsurdSentenceReader(), foods: .builtIn,
            now: mondayMorning)
    }

    @Test func theRefusedLinesSetsAreTakenBackAndTheNextLinesReadTheSame() throws {
        let refusedIn = try makeEngine()
        let typedWithout = try makeEngine()
        for engine in [refusedIn, typedWithout] {
            _ = engine.handle("gym")
            _ = engine.handle("bench 5x100kg")
        }
        let found = refusedIn.training
        let refused = refusedIn.handle("then two more sets of bench, the last one for a thousand reps")
        #expect(refused.failed)
        #expect(refused.entries.isEmpty)
        #expect(refused.messages.first?.text.hasSuffix("nothing was logged.") == true)
        #expect(refusedIn.training == found)
        for line in ["bench 5x100kg", "same", "done"] {
            let after = refusedIn.handle(line)
            let without = typedWithout.handle(line)
            #expect(after.messages == without.messages, "\(line)")
            #expect(after.entries.map(\.payload.kind) == without.entries.map(\.payload.kind), "\(line)")
        }
        #expect(refusedIn.training == typedWithout.training)
    }
}
