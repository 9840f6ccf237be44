import Testing

@testable import SpotterKit

@Suite struct BodyWeightInterceptTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test func bareKilogramsAreBodyWeightButGramsOfChickenAreFood() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("96 kg")) == ["weight"])
        #expect(kinds(engine.handle("96g chicken")) == ["food"])
    }
}
