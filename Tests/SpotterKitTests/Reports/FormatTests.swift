import Testing

@testable import SpotterKit

@Suite struct FormatTests {
    @Test(arguments: [
        (46.53, 1, "46.5"), (248.0, 1, "248"), (247.5, 0, "248"), (0.04, 1, "0"), (-0.5, 1, "-0.5"),
        (102.25, 2, "102.25"), (102.5, 2, "102.5"), (100.0, 2, "100"), (1234567.89, 1, "1234567.9"),
        (0.05, 1, "0.1"), (9.96, 1, "10"),
    ])
    func numbersKeepAtMostTheirDecimalsWithoutTrailingZeros(value: Double, decimals: Int, expected: String) {
        #expect(Format.number(value, decimals: decimals) == expected)
    }

    @Test func nonFiniteNumbersAreAQuestionMark() {
        #expect(Format.number(.nan) == "?")
        #expect(Format.number(.infinity) == "?")
    }

    @Test func thousandsAreGrouped() {
        #expect(Format.thousands(4500) == "4,500")
        #expect(Format.thousands(1_234_567) == "1,234,567")
        #expect(Format.thousands(999) == "999")
        #expect(Format.thousands(-2203) == "-2,203")
        #expect(Format.thousands(0) == "0")
        #expect(Format.thousands(-0.4) == "0")
        #expect(Format.thousands(100_000) == "100,000")
        #expect(Format.thousands(-999_999.6) == "-1,000,000")
        #expect(Format.thousands(999_999_999_999_999) == "999,999,999,999,999")
    }

    @Test func durationsAndClocks() {
        #expect(Format.duration(3900) == "1h 05m")
        #expect(Format.duration(2400) == "40m")
        #expect(Format.duration(45) == "45s")
        #expect(Format.clock(1470) == "24:30")
        #expect(Format.clock(3930) == "1:05:30")
    }

    @Test func setsShowRepsLoadRpeAndFlags() {
        let set = SetRecord(
            session: "s", exercise: "Bench Press", exerciseID: "bench-press", reps: 5,
            load: Load(value: 102.5, unit: .kg),
            rpe: 8, flags: [.warmup])
        #expect(Format.set(set) == "5 × 102.5 kg @8 (warmup)")
        let bodyweight = SetRecord(session: "s", exercise: "Pull-Up", exerciseID: "pull-up", reps: 10, load: nil)
        #expect(Format.set(bodyweight) == "10 × bodyweight")
    }

    @Test func volumesAndEstimatesAreShownInTheGivenUnit() {
        #expect(Format.volume(kilograms: 4500, unit: .kg) == "4,500 kg")
        #expect(Format.volume(kilograms: 4500, unit: .lb) == "9,921 lb")
        #expect(Format.estimate(kilograms: 100, unit: .kg) == "100 kg")
        #expect(Format.estimate(kilograms: 100, unit: .lb) == "220.5 lb")
        #expect(Format.estimate(kilograms: 185 * WeightUnit.kilogramsPerPound, unit: .lb) == "185 lb")
    }

    @Test func aKilogramAmountConvertsBackToPoundsExactly() {
        let kilograms = Load(value: 185, unit: .lb).kilograms
        #expect(abs(WeightUnit.lb.amount(ofKilograms: kilograms) - 185) < 1e-9)
        #expect(WeightUnit.kg.amount(ofKilograms: kilograms) == kilograms)
    }
}
