import Testing

@testable import SpotterKit

@Suite struct WaterParserTests {
    private func millilitres(_ line: String) -> Double? {
        if case .success(let value)? = WaterParser.parse(line) { value } else { nil }
    }

    @Test(arguments: [
        ("water", 250.0),
        ("Water", 250),
        ("a glass of water", 250),
        ("a cup of water", 250),
        ("2 cups of water", 500),
        ("a bottle of water", 500),
        ("2 bottles of water", 1000),
        ("500 ml water", 500),
        ("500ml water", 500),
        ("water 500ml", 500),
        ("water 500 ml", 500),
        ("1.5 l water", 1500),
        ("1 litre of water", 1000),
        ("16 fl oz water", 473.1),  // 16 × 29.57
        ("16 oz water", 473.1),
        ("2 glasses of water", 500),
        ("half a glass of water", 125),
        ("1/2 cup water", 125),
        ("a mug of water", 250),
        ("glass of water", 250),
        ("sparkling water", 250),
        ("a glass of sparkling water", 250),
        ("soda water", 250),
        ("still water", 250),
        ("tap water", 250),
        ("500 ml of cold mineral water", 500),
        ("2 waters", 500),
    ])
    func recognisesWater(line: String, expected: Double) {
        #expect(millilitres(line) == expected)
    }

    @Test(arguments: [
        "coconut water", "tonic water", "a glass of coconut water", "500 ml tonic water", "vitamin water",
        "watermelon", "water chestnuts", "milk", "a glass of milk", "", "🍕", "a can of sparkling water",
    ])
    func otherDrinksAreNotWater(line: String) {
        #expect(WaterParser.parse(line) == nil)
    }

    @Test(arguments: ["-5 cups of water", "0 ml water", "100 glasses of water", "1e309 l water", "20 l water"])
    func unusableAmountsOfWaterAreFailures(line: String) {
        guard case .failure(let error)? = WaterParser.parse(line) else {
            Issue.record("\(line) was not a failure")
            return
        }
        #expect(!error.reason.isEmpty)
    }
}
