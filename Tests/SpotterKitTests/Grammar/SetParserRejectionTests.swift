import Testing

@testable import SpotterKit

/// What set parsing refuses: other kinds of lines, absurd numbers, garbage.
@Suite struct SetParserRejectionTests {
    private func parse(_ line: String, unit: WeightUnit = .kg) -> SetLine? {
        SetParser.parse(line, defaultUnit: unit, library: .builtIn)
    }

    private func kg(_ value: Double) -> Load { Load(value: value, unit: .kg) }

    /// The reason of a `.needsReps`, or nil for any other outcome.
    private func reason(_ line: SetLine?) -> String? {
        if case .needsReps(_, _, let reason)? = line?.action { return reason }
        return nil
    }

    // MARK: - Not sets

    @Test(arguments: [
        "2 eggs", "150g chicken", "96 kg", "185 lb", "96kg", "2 cups of water", "a banana",
        "chicken 200",
        "2 x 100g chicken", "2x eggs", "coffee @ 8", "500 ml water", "1 slice of bread",
    ])
    func foodAndBodyWeightLinesAreNotSets(line: String) {
        #expect(parse(line) == nil)
    }

    // `plank 60 sec` is a timed hold of Plank (issue 16), see `SetParserTests.aHoldExerciseAndATimeIsOneTimedSet`.
    @Test(arguments: [
        "5 km run", "row 2000m", "30 min bike", "run 5k 24:30", "5x100m sprints", "8x400m run", "run",
        "rowing 20 min", "row 2000m 7:45", "walk 3x10", "swim 1500", "bike 1h 5m",
    ])
    func cardioLinesAreNotSets(line: String) {
        #expect(parse(line) == nil)
    }

    // MARK: - Absurd input

    @Test func implausibleNumbersNeedReviewInsteadOfBecomingSets() {
        let tooManyReps = parse("bench 3x5000 100kg")
        #expect(
            tooManyReps?.action
                == .needsReps(setCount: 3, load: kg(100), reason: SetMessage.implausibleReps(5000)))
        let tooHeavy = parse("bench 3x5 2000kg")
        #expect(
            tooHeavy?.action
                == .needsReps(setCount: 3, load: nil, reason: SetMessage.implausibleLoad(kg(2000))))
        #expect(reason(parse("bench 3x5 -100kg")) != nil)
        #expect(reason(parse("-5 @ 100")) != nil)
        #expect(reason(parse("5.5 reps")) != nil)
        #expect(reason(parse("squat 140kg 5 rpe 12")) != nil)
        #expect(reason(parse("0 sets of 5")) != nil)
        #expect(reason(parse("bench 3x5 999999999999999999999999999999999999999999999kg")) != nil)
        #expect(reason(parse("5 sets 8 reps 6 reps")) == SetMessage.countMismatch(sets: 5, reps: 2))
        #expect(reason(parse("bench 100kg 105kg x 5")) != nil)
    }

    @Test func percentagesAskForTheLoadInsteadOfBecomingOne() {
        #expect(
            parse("bench 3 x 5 @ 80%")
                == SetLine(
                    exerciseText: "bench",
                    action: .needsReps(setCount: nil, load: nil, reason: SetMessage.percentage(80))))
        #expect(parse("80% milk") == nil)
    }

    @Test func hugeDigitStringsNeverCrash() {
        let digits = String(repeating: "9", count: 400)
        #expect(reason(parse("bench 3x5 \(digits)")) != nil)
        #expect(reason(parse("\(digits) reps")) != nil)
        #expect(reason(parse("bench \(digits)x\(digits)")) != nil)
    }

    @Test(arguments: [
        "", " ", "\t", "💪", "🏋️ 3x5", "1e309", "bench 1e309", "NaN", "bench nan x 5", "inf reps",
        "1.2.3 reps",
        "bench 3x5-8", "x", "@", "+", "x x x", "@@@", "3x", "x5x", "-", "--5", "\u{0}",
        "bench\u{00A0}3x5",
        "бенч 3x5 100kg", "ベンチ", "'''", "5 @", "@ 5", "rpe", "reps", "sets of", "+kg", "24:99", ":::",
    ])
    func garbageNeverCrashes(line: String) {
        _ = parse(line)
    }

    @Test func veryLongLinesNeverCrash() {
        _ = parse(String(repeating: "bench 3x5 100kg ", count: 700))
        _ = parse(String(repeating: "x", count: 10_000))
        _ = parse(String(repeating: "9", count: 10_000))
        _ = parse(String(repeating: "9.", count: 5_000))
        _ = parse(String(repeating: "💪", count: 10_000))
        _ = parse(String(repeating: "5 ", count: 5_000))
    }

    @Test func emptyAndEmojiAreNotSets() {
        #expect(parse("") == nil)
        #expect(parse("💪") == nil)
        #expect(parse("1e309") == nil)
        #expect(parse("NaN") == nil)
    }
}

@Suite struct SetNotationPlausibilityTests {
    private func action(_ line: String) -> SetAction? {
        SetParser.parse(line, defaultUnit: .kg, library: .builtIn)?.action
    }

    private func reason(_ line: String) -> String? {
        if case .needsReps(_, _, let reason)? = action(line) { return reason }
        return nil
    }

    @Test func loadTimesRepsTimesSetsIsReadWhenTheFirstNumberCannotBeASetCount() {
        let three = Array(repeating: ParsedSet(reps: 5, load: Load(value: 100, unit: .kg)), count: 3)
        #expect(action("bench 100x5x3") == .sets(three))
        #expect(action("bench 3x5x100") == .sets(three))
    }

    @Test func aHundredAsTheSecondNumberOfALoadedLiftIsTheLoad() {
        #expect(action("bench 5x100") == .sets([ParsedSet(reps: 5, load: Load(value: 100, unit: .kg))]))
        // A bodyweight lift keeps sets × reps.
        #expect(action("pushups 3x40") == .sets(Array(repeating: ParsedSet(reps: 40, load: nil), count: 3)))
    }

    @Test func repsAndSetCountsAboveTheCeilingsAreKeptForReviewWithTheReason() {
        #expect(reason("bench 100kg x 500")?.contains("more than 100") == true)
        #expect(reason("bench 30x5 100kg")?.contains("1 to 20") == true)
        #expect(action("bench 100kg x 100") != nil && reason("bench 100kg x 100") == nil)
    }

    @Test func anRPEOutsideOneToTenIsNamedAsTheRPE() {
        #expect(reason("bench 100kg x 5 @11")?.contains("RPE 11") == true)
        #expect(
            action("bench 100kg x 5 @8") == .sets([ParsedSet(reps: 5, load: Load(value: 100, unit: .kg), rpe: 8)]))
    }
}
