import Testing

@testable import SpotterKit

@Suite struct SupplementTests {
    @Test(arguments: [
        "omega 3", "vitamin d", "vitamin d3 1000 iu", "multivitamin", "magnesium 400mg", "vitamin c 500 mg",
        "creatine", "zinc", "probiotic capsules", "fish oil", "2 fish oil capsules", "fish oil 1000mg",
        "cod liver oil", "pre workout", "1 scoop pre-workout", "caffeine pill",
        // 7ae0ea5 made `fish oil 2 caps` 113 g of fish made with oil.
        "fish oil 2 caps", "vitamin d gummies", "zinc 2 tabs",
    ])
    func aSupplementIsLeftForReviewSayingWhy(food: String) {
        #expect(Supplement.isNamed(by: food))
        // Before, a word search answered with a food made or fortified with it (`omega 3` was 100 g of
        // peanut butter with omega-3, 608 kcal; `vitamin d` a fortified cheese).
        guard case .unresolved(let reason) = TableFoodResolver().resolve(food) else {
            Issue.record("\(food) resolved to a food")
            return
        }
        #expect(reason.contains("is a supplement"))
    }

    @Test func aDrinkNamingItsVitaminIsTheDrink() {
        let food = TableFoodResolver().resolve("a Kool-Aid Jammers pouch of vitamin C")
        guard case .resolved(let foods) = food else {
            Issue.record("the drink was left for review")
            return
        }
        #expect(foods.first?.name == "Fruit flavored drink, with high vitamin C")
    }

    @Test func fishOilByTheSpoonIsUSDAsOil() {
        guard case .resolved(let foods) = TableFoodResolver().resolve("1 tbsp fish oil") else {
            Issue.record("a spoon of fish oil was left for review")
            return
        }
        #expect(foods.first?.name == "Fish oil, salmon")
    }

    @Test(arguments: [
        "1 tbsp fish oil", "fish and oil", "fish in olive oil", "liver", "pre workout meal", "vitamin water",
        "iron skillet cornbread", "calcium fortified orange juice",
        "d", "3", "capsules", "gummy bears",
    ])
    func aFoodOrAPillOfNoNamedSupplementIsNoSupplement(food: String) {
        #expect(!Supplement.isNamed(by: food))
    }
}
