import Testing

@testable import SpotterKit

/// Takeaway and supermarket names are read as USDA names the food; 7ae0ea5 kept each for review.
@Suite struct TakeawayNamesTests {
    private func food(_ phrase: String) -> ResolvedFood? {
        if case .resolved(let foods) = TableFoodResolver().resolve(phrase), foods.count == 1 { foods[0] } else { nil }
    }

    @Test func aCurryHouseDishIsUSDAsCurryOfWhatItIsMadeWith() {
        #expect(food("chicken tikka masala")?.name == "Chicken curry")
        #expect(food("chicken korma")?.name == "Chicken curry")
        // USDA's beef curry lists lamb among its meats.
        #expect(food("lamb rogan josh")?.name == "Beef curry")
    }

    @Test func aDishWordWithoutAFillingOrTikkaAloneIsNoCurry() {
        #expect(FoodSearchIndex.takeawayNames(["masala", "chai"]) == ["masala", "chai"])
        #expect(FoodSearchIndex.takeawayNames(["chicken", "tikka"]) == ["chicken", "tikka"])
    }

    @Test func poppadomsCocoPopsAndOatMilkAreUSDAsNames() {
        #expect(food("2 poppadoms")?.name == "Papad, grilled or broiled")
        #expect(food("2 poppadoms")?.grams == 18)
        #expect(food("coco pops")?.name == "Cereal (Kellogg's Cocoa Krispies)")
        #expect(food("250ml oat milk")?.name == "Non-dairy milk, NFS")
        #expect(food("oat milk latte")?.name == "Coffee, Latte, with non-dairy milk")
    }
}
