import Testing

@testable import SpotterKit

/// Rolls, baps, barms and subs with a filling are USDA's sandwiches (`FoodSearchIndex.filledBread`).
@Suite struct FilledBreadTests {
    private let resolver = TableFoodResolver()

    private func name(_ phrase: String) -> String? {
        if case .resolved(let foods) = resolver.resolve(phrase), foods.count == 1 { foods[0].name } else { nil }
    }

    @Test func aFilledRollBapOrBarmIsTheSandwich() {
        // 7280152 kept `bacon roll` and `bacon bap` for review and read `bacon barm` as 16 g of bacon (`barm` as `bar`).
        #expect(name("bacon roll") == "Bacon sandwich, with spread")
        #expect(name("a bacon bap") == "Bacon sandwich, with spread")
        #expect(name("bacon barm") == "Bacon sandwich, with spread")
        // Two fillings with `and`: it was the bacon and a Chinese egg roll, and USDA's ham and cheese luncheon loaf.
        #expect(name("bacon and egg roll") == "Bacon and egg sandwich")
        #expect(name("egg and bacon roll") == "Bacon and egg sandwich")
        #expect(name("ham and cheese roll") == "Ham and cheese sandwich, with lettuce and spread")
        // Said as tuna mayo: the roll was kept for review, the sandwich 119 g of tuna salad with no bread.
        #expect(name("tuna mayo roll") == "Tuna salad sandwich, on bread")
        #expect(name("tuna mayo sandwich") == "Tuna salad sandwich, on bread")
    }

    @Test func rollsThatAreDishesOrBreadStaySo() {
        #expect(name("egg roll") == "egg roll")
        #expect(name("sausage roll") == "Pig in a blanket, frankfurter or hot dog wrapped in dough")
        #expect(name("cheese roll") == "Roll, cheese")
        #expect(name("roll") == "dinner roll")
        // Alone, a bap or a barm is a soft white roll: `bap` was kept for review, `barm` a peanut bar.
        #expect(name("bap") == "Roll, white, soft")
        #expect(name("a barm") == "Roll, white, soft")
        #expect(name("cinnamon roll") == "cinnamon roll")
    }

    @Test func aSubIsASubmarineSandwich() throws {
        // The whole line was two foods: the steak, and a second steak in `cheese sub`'s steak and cheese sub.
        let (engine, store) = try makeEngine()
        _ = engine.handle("steak and cheese sub")
        #expect(store.foods.map(\.name) == ["Steak and cheese submarine sandwich, plain, on roll"])
        #expect(name("meatball sub") == "Meatball and spaghetti sauce submarine sandwich")
        #expect(name("chicken sub")?.hasPrefix("Chicken submarine sandwich") == true)
    }

    @Test func anEggSandwichIsThePlainOne() {
        // It was USDA's egg, cheese and sausage griddle cake sandwich (579 kcal), and a fried egg sandwich 55 g of egg.
        #expect(name("egg sandwich") == "Scrambled egg sandwich")
        #expect(name("a fried egg sandwich") == "Scrambled egg sandwich")
        #expect(name("egg mayo sandwich") == "Egg salad sandwich")
        #expect(name("egg salad sandwich") == "Egg salad sandwich")
    }

    @Test func aChipButtyIsKeptForReview() {
        // USDA has no chips in a roll: it was a chocolate chip cookie sandwich.
        #expect(name("chip butty") == nil)
        #expect(name("bacon butty") == "Bacon sandwich, with spread")
    }
}
