import Testing

@testable import SpotterKit

@Suite struct BodyWeightInterceptTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test func bareKilogramsAreBodyWeightButGramsOfChickenAreFood() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("96 kg")) == ["weight"])
        #expect(kinds(engine.handle("96g chicken")) == ["food"])
    }

    private func weight(_ outcome: Outcome) -> Load? {
        guard case .bodyWeight(let reading)? = outcome.entries.first?.payload else { return nil }
        return reading.load
    }

    @Test func aNumberAloneNearTheLastWeightIsAWeighInInItsUnit() throws {
        // 225bd70 kept `81.9` for review as a food that names no food.
        let (engine, _) = try makeEngine()
        _ = engine.handle("82.4 kg")
        engine.frozenNow = Timestamp(seconds: mondayMorning.seconds + 86_400, offset: 0)
        let next = engine.handle("81.9")
        #expect(weight(next) == Load(value: 81.9, unit: .kg))
        #expect(next.messages.first?.text == "Logged body weight 81.9 kg (a number alone, near your last, 82.4 kg).")
        #expect(weight(engine.handle("81,7")) == Load(value: 81.7, unit: .kg))
        let (pounds, _) = try makeEngine()
        _ = pounds.handle("185 lb")
        #expect(weight(pounds.handle("184")) == Load(value: 184, unit: .lb))
    }

    @Test func aNumberAloneFarFromTheLastWeightOrWithNoneRecentIsNoWeighIn() throws {
        let (engine, _) = try makeEngine()
        #expect(engine.handle("81.9").needsReviewCount == 1)
        _ = engine.handle("82.4 kg")
        for line in ["150", "2", "90", "81.9.1", "81.9 x"] {
            #expect(kinds(engine.handle(line)) != ["weight"], "\(line)")
        }
        // Thirty-one days on, the last reading is too old to go by.
        engine.frozenNow = Timestamp(seconds: mondayMorning.seconds + 31 * 86_400, offset: 0)
        #expect(kinds(engine.handle("82")) != ["weight"])
    }
}
