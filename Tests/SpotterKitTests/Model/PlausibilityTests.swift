import Testing

@testable import SpotterKit

@Suite struct PlausibilityTests {
    let at = Timestamp(seconds: 1_777_276_800, offset: 0)

    func entry(_ payload: Payload, input: String = "line") -> Entry {
        Entry(id: "a000000000000001", timestamp: at, lineID: "a000000000000001", input: input, payload: payload)
    }

    func food(kcal: Double?, protein: Double? = 10, grams: Double? = 100) -> FoodRecord {
        FoodRecord(text: "toast", name: "toast", grams: grams, kcal: kcal, protein: protein, status: .ok)
    }

    func set(reps: Int? = 5, kilograms: Double, rpe: Double? = nil) -> SetRecord {
        SetRecord(
            session: "s", exercise: "Bench Press", exerciseID: "bench-press", reps: reps,
            load: Load(value: kilograms, unit: .kg), rpe: rpe)
    }

    @Test func aFoodWithinWhatItsWeightCanCarryPasses() {
        #expect(Plausibility.problem(food(kcal: 265)) == nil)
        #expect(Plausibility.problem(food(kcal: 884, protein: 0)) == nil)
        #expect(Plausibility.problem(food(kcal: 500, grams: nil)) == nil)
    }

    @Test func hugeNegativeAndNonFiniteFoodFiguresAreNamed() {
        #expect(Plausibility.problem(food(kcal: 1e308)) == "The kcal 1e+308 is implausible")
        #expect(Plausibility.problem(food(kcal: 200, protein: -5)) == "The protein -5.0 is implausible")
        #expect(Plausibility.problem(food(kcal: .nan)) != nil)
        #expect(Plausibility.problem(food(kcal: 2000)) != nil)
        #expect(Plausibility.problem(food(kcal: 100, grams: 20_000)) != nil)
        #expect(Plausibility.problem(food(kcal: 100, grams: -5)) == "The grams -5.0 is implausible")
    }

    @Test func setsKeepToTheGrammarsLimits() {
        #expect(Plausibility.problem(set(kilograms: 80)) == nil)
        #expect(Plausibility.problem(set(kilograms: 1e308)) == "The load 1e+308 is implausible")
        #expect(Plausibility.problem(set(kilograms: -20)) != nil)
        #expect(Plausibility.problem(set(kilograms: Plausibility.maxLoadKilograms + 1)) != nil)
        #expect(Plausibility.problem(set(reps: Int(Plausibility.maxReps) + 1, kilograms: 80)) != nil)
        #expect(Plausibility.problem(set(kilograms: 80, rpe: .infinity)) != nil)
    }

    @Test func otherKindsAreCheckedToo() {
        #expect(Plausibility.problem(.water(WaterRecord(milliliters: 1e308))) != nil)
        #expect(Plausibility.problem(.bodyWeight(BodyWeightRecord(load: Load(value: 1e308, unit: .kg)))) != nil)
        #expect(Plausibility.problem(.bodyWeight(BodyWeightRecord(load: Load(value: 90, unit: .kg)))) == nil)
        let run = CardioRecord(modality: .run, distanceMeters: 5000, durationSeconds: -1)
        #expect(Plausibility.problem(.cardio(run)) == "The time -1.0 is implausible")
    }

    @Test func aScreenedFoodKeepsItsTextButNoFigures() {
        let screened = Plausibility.screened(entry(.food(food(kcal: 1e308))))
        guard case .food(let held) = screened.payload else { Issue.record("not a food"); return }
        #expect(held.text == "toast")
        #expect(held.kcal == nil && held.protein == nil)
        #expect(held.status == .needsReview)
        #expect(Plausibility.isHeldBack(screened.payload))
    }

    @Test func aScreenedSetBecomesAReviewNamingTheFigure() {
        let screened = Plausibility.screened(entry(.workoutSet(set(kilograms: 1e308))))
        guard case .review(let review) = screened.payload else { Issue.record("not a review"); return }
        #expect(review.reason.contains("The load 1e+308 is implausible"))
        #expect(screened.id == "a000000000000001")
        #expect(Plausibility.isHeldBack(screened.payload))
        let fine = entry(.workoutSet(set(kilograms: 80)))
        #expect(Plausibility.screened(fine) == fine)
        #expect(!Plausibility.isHeldBack(fine.payload))
    }

    @Test func aListIsScreenedEntryByEntryFromItsFirstImplausibleOne() {
        let fine = entry(.workoutSet(set(kilograms: 80)))
        let huge = entry(.workoutSet(set(kilograms: 1e308)))
        #expect(Plausibility.screened([fine, fine]) == [fine, fine])
        let screened = Plausibility.screened([fine, huge, fine, huge])
        #expect(screened.count == 4)
        #expect(screened[0] == fine && screened[2] == fine)
        #expect(screened[1] == Plausibility.screened(huge) && screened[3] == Plausibility.screened(huge))
        #expect(screened[1] != huge)
    }

    @Test func wholeNumbersOfUnboundedDoublesDoNotTrap() {
        #expect((1e308).wholeNumber == nil)
        #expect(Double.nan.wholeNumber == nil)
        #expect((-Double.infinity).wholeNumber == nil)
        #expect((41.6).wholeNumber == 42)
        #expect(Format.duration(1e308) == "?")
        #expect(Format.clock(.nan) == "?")
        #expect(Format.percent(10, of: 0) == "?")
        #expect(Format.percent(50, of: 200) == "25")
    }
}
