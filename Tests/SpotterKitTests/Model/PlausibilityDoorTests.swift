import Testing

@testable import SpotterKit

/// One set of limits at every door: the grammar and the door check agree at each limit, and what a
/// model, an import, a merge or an edit brings beyond them is refused.
@Suite struct PlausibilityDoorTests {
    func entry(_ payload: Payload, input: String = "line", at time: Timestamp = mondayMorning) -> Entry {
        Entry(id: "a000000000000001", timestamp: time, lineID: "a000000000000001", input: input, payload: payload)
    }

    // MARK: - The grammar keeps the same limits

    /// A line at a limit is logged and passes the door check; the same line just beyond it is refused.
    @Test(arguments: [
        ("bench 1x1500kg", "bench 1x1501kg"), ("bench 100x80kg", "bench 101x80kg"),
        ("bench 5x80kg @10", "bench 5x80kg @11"), ("bench 20x5x80kg", "bench 21x5x80kg"),
        ("400 kg", "401 kg"), ("20 kg", "19 kg"), ("10 l water", "10.1 l water"),
        ("10000g chicken breast", "10001g chicken breast"), ("run 1000 km", "run 1001 km"),
    ])
    func theGrammarLogsAtTheLimitAndRefusesBeyondIt(atLimit: String, beyond: String) throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym")
        let logged = engine.handle(atLimit)
        #expect(!logged.failed && !logged.entries.isEmpty, "\(atLimit)")
        #expect(logged.entries.allSatisfy { Plausibility.refusal($0) == nil }, "\(atLimit)")
        #expect(logged.entries.allSatisfy { !$0.payload.needsReview }, "\(atLimit)")
        let before = store.entries.count
        let refused = engine.handle(beyond)
        let journaledBeyond = store.entries.dropFirst(before).filter { !$0.payload.needsReview }
        #expect(journaledBeyond.allSatisfy { Plausibility.problem($0.payload) == nil }, "\(beyond)")
        #expect(refused.failed || refused.entries.allSatisfy(\.payload.needsReview), "\(beyond)")
    }

    @Test func aTypedLineWithAC1ControlCharacterIsRefusedWhole() throws {
        let (engine, store) = try makeEngine()
        #expect(engine.handle("toast\u{9B}31m").failed)
        #expect(store.entries.isEmpty)
    }

    // MARK: - The engine's gate: resolvers, models, the clock

    @Test func aResolversAbsurdFiguresAreNotJournaled() throws {
        let absurd = ResolvedFood(
            name: "toast", grams: 100, kcal: 1e308, protein: -5, carbs: 1, fat: 1, fiber: nil, confidence: 1,
            source: "model", status: .ok)
        let store = InMemoryJournalStore()
        let engine = try Engine(
            config: Config(), store: store, resolver: StubFoodResolver(answers: ["toast": .resolved([absurd])]),
            foods: .builtIn, now: mondayMorning)
        let outcome = engine.handle("toast")
        #expect(outcome.failed)
        #expect(outcome.messages.first?.text == "The kcal 1e+308 is implausible; nothing was logged.")
        #expect(store.entries.isEmpty)
    }

    @Test func aClockOutsideTheYearsLogsNothing() throws {
        let (engine, store) = try makeEngine(now: Timestamp(seconds: -4_000_000_000, offset: 0))
        let outcome = engine.handle("96 kg")
        #expect(outcome.failed)
        #expect(outcome.messages.first?.text.contains("outside 1900–2100") == true)
        #expect(store.entries.isEmpty)
    }

    // MARK: - Entries

    @Test func textsWithControlCharactersOrBeyondTheLengthAreRefused() {
        let escape = "Squat\u{1B}]0;title\u{07}"
        let set = SetRecord(session: "s", exercise: escape, exerciseID: "squat", reps: 5, load: nil)
        #expect(Plausibility.refusal(entry(.workoutSet(set))) == "The exercise contains control characters")
        let long = String(repeating: "a", count: Plausibility.maxTextCharacters + 1)
        let start = WorkoutStartRecord(name: long)
        #expect(Plausibility.refusal(entry(.workoutStart(start))) == "The name is longer than 1000 characters")
        #expect(Plausibility.refusal(entry(.workoutStart(WorkoutStartRecord(name: "legs")))) == nil)
        #expect(Plausibility.refusal(entry(.water(WaterRecord(milliliters: 250)), input: "a\nb")) != nil)
    }

    @Test func datesOutsideTheYearsAreRefused() {
        let water = Payload.water(WaterRecord(milliliters: 250))
        #expect(Plausibility.refusal(entry(water, at: Timestamp(seconds: 4_200_000_000, offset: 0))) != nil)
        #expect(Plausibility.refusal(entry(water, at: Timestamp(seconds: .max, offset: 0))) != nil)
        #expect(Plausibility.refusal(entry(water)) == nil)
    }

    /// The years run from the first second of 1900 to the last of 2100, in the entry's own local time.
    @Test func theYearsEndAtLocalMidnight() {
        let first = Int64(Day(year: 1900, month: 1, day: 1).daysSinceEpoch) * 86_400
        let pastLast = Int64(Day(year: 2101, month: 1, day: 1).daysSinceEpoch) * 86_400
        #expect(Plausibility.dateProblem(Timestamp(seconds: first, offset: 0)) == nil)
        #expect(
            Plausibility.dateProblem(Timestamp(seconds: first - 1, offset: 0))
                == "The date 1899-12-31 is outside 1900–2100")
        #expect(Plausibility.dateProblem(Timestamp(seconds: pastLast - 1, offset: 0)) == nil)
        #expect(
            Plausibility.dateProblem(Timestamp(seconds: pastLast, offset: 0))
                == "The date 2101-01-01 is outside 1900–2100")
        // 2100-12-31 23:30 at UTC−01:00 is 2101-01-01 00:30 UTC, still in the years where it was written.
        #expect(Plausibility.dateProblem(Timestamp(seconds: pastLast + 1800, offset: -3600)) == nil)
        #expect(Plausibility.dateProblem(Timestamp(seconds: first - 1800, offset: 3600)) == nil)
        #expect(Plausibility.dateProblem(Timestamp(seconds: first + 1800, offset: -3600)) != nil)
    }

    @Test func editsAreCheckedFieldByField() {
        func edit(_ changes: [String: EditValue]) -> String? {
            Plausibility.refusal(entry(.edit(EditRecord(target: "a000000000000002", changes: changes))))
        }
        #expect(edit(["kcal": .number(250)]) == nil)
        #expect(edit(["kcal": .number(1e308)]) == "The kcal 1e+308 is implausible")
        #expect(edit(["reps": .number(101)]) != nil)
        #expect(edit(["protein": .number(-5)]) != nil)
        #expect(edit(["name": .text("toast\u{1B}[2J")]) == "The name contains control characters")
    }

    // MARK: - Lines from elsewhere

    func line(_ fields: String, kind: String = "food", version: Int = 1) -> JSONValue {
        let text =
            #"{"v":\#(version),"id":"b1","ts":"2026-04-27T08:00:00Z","kind":"\#(kind)","line":"b1","input":"x","#
            + fields + "}"
        return JSONParser.parse(Array(text.utf8)) ?? .null
    }

    @Test func aMergedLineIsCheckedForTypesThenAsItsEntry() {
        let food = #""text":"toast","grams":100,"status":"ok","protein":3"#
        #expect(Plausibility.refusal(line: line(food + #","kcal":265"#)) == nil)
        #expect(Plausibility.refusal(line: line(food + #","kcal":1e308"#)) == "The kcal 1e+308 is implausible")
        #expect(Plausibility.refusal(line: line(food + #","kcal":"lots""#)) == "The kcal is not a number")
        #expect(Plausibility.refusal(line: line(food + #","kcal":265,"name":7"#)) == "The name is not text")
        #expect(Plausibility.refusal(line: line(#""exercise":"Squat","reps":5"#, kind: "set")) != nil)
    }

    @Test func aLineOfANewerVersionOrUnknownKindPassesForANewerBuildToJudge() {
        #expect(Plausibility.refusal(line: line(#""kcal":1e308"#, version: 7)) == nil)
        #expect(Plausibility.refusal(line: line(#""kcal":1e308"#, kind: "hologram")) == nil)
    }
}
