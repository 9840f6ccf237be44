import Testing

@testable import SpotterKit

@Suite struct EntryCodingTests {
    static let payloads: [Payload] = [
        .food(sampleEntry().foodRecord),
        .food(FoodRecord(text: "sushi", unresolvedReason: "not in the food table")),
        .water(WaterRecord(milliliters: 500)),
        .bodyWeight(BodyWeightRecord(load: Load(value: 185, unit: .lb))),
        .workoutStart(WorkoutStartRecord(name: "push", implicit: false)),
        .workoutSet(
            SetRecord(
                session: "s1", exercise: "Bench Press", exerciseID: "bench-press", reps: 5,
                load: Load(value: 100, unit: .kg), rpe: 8, flags: [.warmup])),
        .workoutSet(SetRecord(session: "s1", exercise: "Pull-up", exerciseID: "pull-up", reps: 10, load: nil)),
        .workoutSet(
            SetRecord(
                session: "s1", exercise: "Bench Press", exerciseID: "bench-press", reps: 5,
                load: Load(value: 100, unit: .kg), note: "felt grindy")),
        .cardio(CardioRecord(modality: .climb, durationSeconds: 5400)),
        .workoutEnd(WorkoutEndRecord(session: "s1", durationSeconds: 3900, sets: 9, volumeKilograms: 4500)),
        .workoutEnd(
            WorkoutEndRecord(
                session: "s1", durationSeconds: 3900, sets: 9, volumeKilograms: 4500,
                bests: [
                    ExerciseBest(
                        exerciseID: "bench-press", exercise: "Bench Press", estimatedKilograms: 116.7, reps: 5,
                        load: Load(value: 100, unit: .kg), isRecord: true)
                ])),
        .sessionNote(SessionNoteRecord(session: "s1", feel: 4, pain: ["knee"], note: "slept badly")),
        .cardio(CardioRecord(modality: .run, distanceMeters: 5000, durationSeconds: 1470)),
        .cardio(CardioRecord(modality: .sprint, distanceMeters: 500, intervals: 5, intervalMeters: 100)),
        .cardioStart(CardioStartRecord(modality: .bike, context: "commute")),
        .review(ReviewRecord(about: "set", reason: "needs reps")),
        .deletion(DeletionRecord(targets: ["a", "b"], cause: "undo")),
        .edit(EditRecord(target: "a", changes: ["grams": .number(200), "name": .text("rice")])),
    ]

    @Test(arguments: payloads)
    func everyKindRoundTripsThroughOneLine(_ payload: Payload) throws {
        var entry = sampleEntry()
        entry.payload = payload
        let line = EntryEncoder.line(for: entry)
        #expect(line.last == 0x0A)
        #expect(line.dropLast().contains(0x0A) == false)
        let decoded = EntryDecoder.decode(String(decoding: line, as: UTF8.self))
        #expect(decoded == .entry(entry))
    }

    /// The parser takes these keys from the decoder's table rather than making them: one missing from it
    /// is read correctly but slowly.
    @Test(arguments: payloads)
    func everyKeyWrittenIsOneTheDecoderKnows(_ payload: Payload) throws {
        var entry = sampleEntry()
        entry.payload = payload
        let value = try #require(JSONParser.parse(EntryEncoder.line(for: entry).dropLast()))
        for key in Self.keys(in: value) {
            #expect(Array(key.utf8).withUnsafeBufferPointer { EntryDecoder.knownKeys.key($0) }?.name == key)
        }
    }

    /// The keys of every object in `value`, nested ones included.
    static func keys(in value: JSONValue) -> [String] {
        switch value {
        case .object(let object): object.flatMap { [$0.key] + keys(in: $0.value) }
        case .array(let elements): elements.flatMap(keys)
        default: []
        }
    }

    @Test func unknownFoodHasNullFiguresNotZeros() {
        var entry = sampleEntry()
        entry.payload = .food(FoodRecord(text: "sushi", unresolvedReason: "not in the food table"))
        let text = EntryEncoder.json(for: entry)
        #expect(text.contains(#""kcal":null"#))
        #expect(text.contains(#""protein":null"#))
        #expect(text.contains(#""status":"needs_review""#))
    }

    @Test func keysComeInAStableOrder() {
        let text = EntryEncoder.json(for: sampleEntry())
        #expect(text.hasPrefix(#"{"v":1,"id":"0123456789abcdef","ts":"2026-04-27T08:15:00Z","kind":"food","#))
    }

    @Test func newerVersionsAndUnknownKindsArePassedThrough() {
        let newer = #"{"v":2,"id":"x","ts":"2026-04-27T08:15:00Z","kind":"food","status":"ok"}"#
        let unknownKind = #"{"v":1,"id":"y","ts":"2026-04-27T08:15:00Z","kind":"sleep","hours":8}"#
        #expect(EntryDecoder.decode(newer) == .unknown(newer))
        #expect(EntryDecoder.decode(unknownKind) == .unknown(unknownKind))
        #expect(EntryDecoder.decode("not json") == .malformed)
    }

    @Test func readerKeepsUnknownLinesAndCountsMalformedOnes() {
        var bytes = EntryEncoder.line(for: sampleEntry())
        bytes += Array(#"{"v":9,"id":"z","kind":"future"}"#.utf8) + [0x0A]
        bytes += Array("garbage\n".utf8)
        bytes += Array(#"{"v":1,"id":"partial"#.utf8)
        let contents = JournalReader.read(bytes)
        #expect(contents.entries.count == 1)
        #expect(contents.unknownLines == [#"{"v":9,"id":"z","kind":"future"}"#])
        #expect(contents.malformedLines == [3])
        #expect(contents.endsWithPartialLine)
    }
}

extension Entry {
    var foodRecord: FoodRecord {
        if case .food(let food) = payload { return food }
        return FoodRecord(text: input, status: .needsReview)
    }
}
