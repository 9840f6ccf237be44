import Testing

@testable import SpotterKit

/// What a food's portions weigh for an amount, and how their grams are written in the notes that name them.
@Suite struct PortionRulesTests {
    @Test func gramsAreWrittenWholeOrToOneDecimal() {
        #expect(PortionRules.format(50) == "50")
        #expect(PortionRules.format(388) == "388")
        #expect(PortionRules.format(118.04) == "118")
        #expect(PortionRules.format(12.5) == "12.5")
        #expect(PortionRules.format(12.46) == "12.5")
        #expect(PortionRules.format(0.04) == "0")
        #expect(PortionRules.format(-2.5) == "-2.5")
        // Past what an integer holds exactly, the remainder is taken in floating point, as before.
        #expect(PortionRules.format(1e16) == "10000000000000000")
        #expect(PortionRules.format(1.25e15) == "1250000000000000")
    }

    /// A soup with USDA's portions: a cup, a slice (of what floats in it) and the unspecified amount.
    private static func row(_ portions: [String: Double]) -> FoodRow {
        FoodRow(
            name: "soup", aliases: [], kcal: 50, protein: 2, carbs: 8, fat: 1, fiber: nil, portions: portions,
            ndb: "1", source: "test")
    }

    /// The grams `ownWeight` and `portion` give for a phrase of `row`.
    private static func weights(_ text: String, _ row: FoodRow) throws -> (own: Double?, portion: Double?) {
        let phrase = try QuantityParser.parse(text).get()
        let portion = try? PortionRules.portion(phrase.quantity, size: phrase.size, row: row, food: phrase.food).get()
        return (PortionRules.ownWeight(phrase.quantity, size: phrase.size, row: row, food: phrase.food), portion?.grams)
    }

    @Test func ownWeightIsThePortionWhereTheFoodWeighsTheUnitNamedItself() throws {
        let soup = Self.row(["cup": 240, "slice": 30, USDAPortions.defaultKey: 300])
        for (text, grams) in [
            ("2 slices of soup", 60.0), ("a piece of soup", 30), ("2 cups of soup", 480), ("100g soup", 100),
            ("soup", 300),
        ] {
            let found = try Self.weights(text, soup)
            #expect(found.own == grams, "\(text)")
            #expect(found.portion == grams, "\(text)")
        }
        // One of a food with no count portion is USDA's unspecified amount, an estimate but its own.
        #expect(try Self.weights("1 soup", Self.row(["cup": 240, USDAPortions.defaultKey: 300])) == (300, 300))
        // A tablespoon of a food with a cup weight goes by the cup: its own weight too.
        let spoon = try Self.weights("1 tbsp soup", soup)
        #expect(spoon.own != nil && spoon.own == spoon.portion)
    }

    @Test func aCountOfAVarietyTheFoodWeighsIsThatVariety() throws {
        // `10 cherry tomatoes` were ten medium tomatoes, 1,230 g; the row weighs a `cherry` at 17 g.
        let tomato = FoodRow(
            name: "tomato, raw", aliases: ["cherry tomatoes"], kcal: 18, protein: 0.9, carbs: 3.9, fat: 0.2, fiber: nil,
            portions: ["each": 123, "medium": 123, "large": 182, "cherry": 17], ndb: "11529", source: "test")
        #expect(try Self.weights("10 cherry tomatoes", tomato).portion == 170)
        #expect(try Self.weights("2 tomatoes", tomato).portion == 246)
        #expect(try Self.weights("2 large tomatoes", tomato).portion == 364)
    }

    @Test func ownWeightIsNoneWhereAnotherPortionStandsIn() throws {
        // `a bowl` is USDA's unspecified amount, a cup of a food with no cup weight is weighed as water, and a
        // unit the food has no weight for is no portion at all: `portion` says so, `ownWeight` has none.
        let soup = Self.row(["slice": 30, USDAPortions.defaultKey: 300])
        #expect(try Self.weights("a bowl of soup", soup) == (nil, 300))
        #expect(try Self.weights("1 cup of soup", soup) == (nil, QuantityUnit.cupMillilitres))
        #expect(try Self.weights("a bowl of soup", Self.row(["slice": 30])) == (nil, nil))
        #expect(try Self.weights("2 scoops of soup", soup) == (nil, nil))
    }

    @Test func aFoodSaidAloneWithNoServingOfUSDAsIsOneHelpingOfItsMeasures() throws {
        // Before: each of these was 100 g ("assumed 100 g"), cooking spray 792 kcal and black pepper 251.
        let notes = { (portions: [String: Double]) in
            try PortionRules.portion(nil, size: nil, row: Self.row(portions), food: "soup").get()
        }
        #expect(
            try notes(["scoop": 28.7]) == Portion(grams: 28.7, status: .estimated, note: "assumed 1 scoop (28.7 g)"))
        #expect(try notes(["spray": 0.3, "tsp": 5]).grams == 0.3)
        #expect(try notes(["packet": 28, "cup": 80]).grams == 28)
        // A teaspoon where USDA measures one, a cup or not: a seasoning (`salt`: a cup, a tablespoon, a teaspoon).
        #expect(
            try notes(["cup": 292, "tbsp": 18, "tsp": 6])
                == Portion(grams: 6, status: .estimated, note: "assumed 1 tsp (6 g)"))
        // A tablespoon only where no cup measures it: seeds by the spoon, not `dry lentils` (a cup and a tablespoon).
        #expect(try notes(["tbsp": 10]).grams == 10)
        #expect(try notes(["cup": 192, "tbsp": 12]) == Portion(grams: 100, status: .estimated, note: "assumed 100 g"))
        // A fillet may be a side of fish; USDA's serving, a count and a size still come first.
        #expect(try notes(["fillet": 396]).grams == 100)
        #expect(try notes(["scoop": 30, USDAPortions.defaultKey: 45]).grams == 45)
        #expect(try notes(["tsp": 5, "medium": 120]).grams == 120)
    }
}
