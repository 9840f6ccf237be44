import Testing

@testable import SpotterKit

@Suite struct BodyWeightParserTests {
    private func parse(_ line: String, unit: WeightUnit = .kg) -> BodyWeightParse? {
        BodyWeightParser.parse(line, defaultUnit: unit)
    }

    @Test(arguments: [
        ("96 kg", Load(value: 96, unit: .kg)), ("96kg", Load(value: 96, unit: .kg)),
        ("185 lb", Load(value: 185, unit: .lb)), ("185 lbs", Load(value: 185, unit: .lb)),
        ("70.5 kilo", Load(value: 70.5, unit: .kg)), ("70.5 kilos", Load(value: 70.5, unit: .kg)),
        ("weight 96 kg", Load(value: 96, unit: .kg)), ("weighed 96.4kg", Load(value: 96.4, unit: .kg)),
        ("body weight 80 kg", Load(value: 80, unit: .kg)),
        ("bodyweight 80kg", Load(value: 80, unit: .kg)),
        ("Weight: 96 KG", Load(value: 96, unit: .kg)), ("185 pounds", Load(value: 185, unit: .lb)),
        ("weigh in 90 kg", Load(value: 90, unit: .kg)), ("  96 kg  ", Load(value: 96, unit: .kg)),
    ])
    func bareWeightWithUnitIsBodyWeight(line: String, load: Load) {
        #expect(parse(line) == .weight(load))
    }

    @Test func stonesAndPoundsAreBodyWeightInPounds() {
        // 01af587 kept `13 st 2 lb` for review as food ("st 2 lb" is not in the food table).
        #expect(parse("13 st 2 lb") == .weight(Load(value: 184, unit: .lb)))
        #expect(parse("13st 2lb") == .weight(Load(value: 184, unit: .lb)))
        #expect(parse("13 stone") == .weight(Load(value: 182, unit: .lb)))
        #expect(parse("weight 13 st 4") == .weight(Load(value: 186, unit: .lb)))
        // Pounds past a stone's 14 are no part of one.
        #expect(parse("13 st 20 lb") == nil)
    }

    @Test func prefixedNumberWithoutUnitUsesTheDefaultUnit() {
        #expect(parse("bw 96") == .weight(Load(value: 96, unit: .kg)))
        #expect(parse("weight 185", unit: .lb) == .weight(Load(value: 185, unit: .lb)))
    }

    @Test func aWeightWithADecimalCommaIsBodyWeight() {
        // `82,3 kg` was a food line for review, as more than 10 kg of food.
        #expect(parse("82,3 kg") == .weight(Load(value: 82.3, unit: .kg)))
        #expect(parse("weight 181,4 lbs") == .weight(Load(value: 181.4, unit: .lb)))
        // Without a unit, after a prefix: `bw 82,3` was a line for review, `weight 82,3` 21 g of cheddar.
        #expect(parse("bw 82,3") == .weight(Load(value: 82.3, unit: .kg)))
        #expect(parse("weight 82,35") == .weight(Load(value: 82.35, unit: .kg)))
        // A comma that lists is no decimal point.
        #expect(parse("bw 82,3,4") == nil)
        #expect(parse("82,3") == nil)
    }

    @Test func aWeightSaidAsASentenceOrWithWhenItWasTakenIsBodyWeight() {
        // Each was a food line for review (`82.4kg this morning` as more than 10 kg of food).
        #expect(parse("weighed in at 82.4") == .weight(Load(value: 82.4, unit: .kg)))
        // 225bd70 kept these two for review as foods.
        #expect(parse("morning weigh in 82.1") == .weight(Load(value: 82.1, unit: .kg)))
        #expect(parse("weigh-in 82.1") == .weight(Load(value: 82.1, unit: .kg)))
        #expect(parse("82.4kg this morning") == .weight(Load(value: 82.4, unit: .kg)))
        #expect(parse("bw 82.4 fasted") == .weight(Load(value: 82.4, unit: .kg)))
        #expect(parse("weighing in at 181 lb this morning") == .weight(Load(value: 181, unit: .lb)))
        #expect(parse("96 this morning") == nil)
        #expect(parse("96 kg this chicken") == nil)
    }

    @Test(arguments: [
        "96", "96g chicken", "96 kg chicken", "chicken 96 kg", "bench 96 kg", "96 kg 3x5", "2 eggs", "",
        "kg",
        "weight", "96 g", "96 kg 5", "weight 96 km", "my bench 96 kg", "💪 96 kg",
    ])
    func linesThatAreMoreThanAWeightAreNotBodyWeight(line: String) {
        #expect(parse(line) == nil)
    }

    @Test func implausibleWeightsSayWhy() {
        guard case .implausible(let message)? = parse("960 kg") else {
            Issue.record("expected implausible")
            return
        }
        #expect(message.contains("960 kg"))
        #expect(message.contains("20–400 kg"))
        if case .weight? = parse("10 kg") { Issue.record("10 kg accepted") }
        if case .weight? = parse("900 lb") { Issue.record("900 lb accepted") }
        if case .weight? = parse("-80 kg") { Issue.record("-80 kg accepted") }
        if case .weight? = parse("\(String(repeating: "9", count: 400)) kg") {
            Issue.record("huge accepted")
        }
    }

    @Test func plausibleRangeEdgesInBothUnits() {
        #expect(parse("20 kg") == .weight(Load(value: 20, unit: .kg)))
        #expect(parse("400 kg") == .weight(Load(value: 400, unit: .kg)))
        #expect(parse("45 lb") == .weight(Load(value: 45, unit: .lb)))
        #expect(parse("880 lb") == .weight(Load(value: 880, unit: .lb)))
        if case .weight? = parse("43 lb") { Issue.record("43 lb accepted") }
    }

    @Test(arguments: [
        "1e309 kg", "NaN kg", "1.2.3 kg", "96..5 kg", "💪", String(repeating: "kg ", count: 3_000),
        "--96 kg",
    ])
    func garbageNeverCrashes(line: String) {
        _ = parse(line)
    }
}
