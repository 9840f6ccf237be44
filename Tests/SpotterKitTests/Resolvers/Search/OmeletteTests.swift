import Testing

@testable import SpotterKit

/// An omelette named by its filling is USDA's omelet of that kind of filling; 01af587 kept `ham omelette`,
/// `mushroom omelette` and `chicken omelette` for review and split `cheese and ham omelette` in two.
@Suite struct OmeletteTests {
    private func food(_ phrase: String) -> ResolvedFood? {
        if case .resolved(let foods) = TableFoodResolver().resolve(phrase), foods.count == 1 { foods[0] } else { nil }
    }

    @Test func anOmeletteIsUSDAsOmeletOfItsFillingsKinds() {
        #expect(food("ham omelette")?.name.hasPrefix("Egg omelet or scrambled egg, with meat,") == true)
        #expect(food("chicken omelet")?.name.hasPrefix("Egg omelet or scrambled egg, with meat,") == true)
        #expect(food("mushroom omelette")?.name.hasPrefix("Egg omelet or scrambled egg, with vegetables other") == true)
        #expect(
            food("spinach and feta omelette")?.name.hasPrefix(
                "Egg omelet or scrambled egg, with cheese and dark-green vegetables") == true)
        #expect(
            food("ham and cheese omelette")?.name.hasPrefix("Egg omelet or scrambled egg, with cheese and meat,")
                == true)
    }

    @Test func anOmeletteWithAWordNoFillingIsLeftAsSaid() {
        #expect(FoodSearchIndex.omeletteFillings(["western", "omelette"]) == ["western", "omelette"])
        #expect(FoodSearchIndex.omeletteFillings(["omelette"]) == ["omelette"])
        #expect(FoodSearchIndex.omeletteFillings(["ham", "sandwich"]) == ["ham", "sandwich"])
    }

    @Test func theFillingsAreFoldedAsTheSearchFoldsThem() {
        let spoken = [
            "cheese", "cheddar", "feta", "mozzarella", "swiss", "goat", "ham", "bacon", "chicken", "turkey", "sausage",
            "steak", "beef", "chorizo", "salmon", "shrimp", "prawns", "tomatoes", "spinach", "kale", "broccoli",
            "mushrooms", "peppers", "onions", "veggies", "vegetables",
        ]
        #expect(FoodSearchIndex.omeletteFillingKinds.map(\.word) == spoken.flatMap { FoodSearchIndex.terms($0) })
    }

    @Test func anOmeletteOfTwoFillingsIsOneFoodOfTheLine() throws {
        let (engine, _) = try makeEngine()
        let names = engine.handle("cheese and ham omelette").entries.compactMap { $0.foodRecord.name }
        #expect(names.count == 1)
        #expect(names.first?.hasPrefix("Egg omelet or scrambled egg, with cheese and meat,") == true)
    }
}
