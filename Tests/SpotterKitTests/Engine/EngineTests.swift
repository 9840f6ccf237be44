import Testing

@testable import SpotterKit

@Suite struct EngineTests {
    @Test func anActiveWorkoutResumesInANewEngine() throws {
        let (engine, store) = try makeEngine()
        _ = engine.handle("gym push")
        _ = engine.handle("bench 3x5 100kg")
        let resumed = try Engine(
            config: Config(), store: store, resolver: TableFoodResolver(table: .builtIn), foods: .builtIn,
            now: mondayMorning)
        #expect(resumed.training.workout?.name == "push")
        #expect(resumed.training.workout?.sets.count == 3)
        #expect(resumed.training.workout?.currentExercise?.name == "Bench Press")
    }

    @Test func overlongAndControlCharacterLinesAreRefusedWhole() throws {
        let (engine, store) = try makeEngine()
        // Typed again, a line's check comes from the parse memo: it refuses the same.
        for _ in 0..<2 {
            #expect(engine.handle(String(repeating: "a", count: 5000)).failed)
            #expect(engine.handle("150g chicken\u{0}").failed)
        }
        #expect(store.entries.isEmpty)
    }

    @Test func aRepeatedLineIsCleanedTheSameEachTime() throws {
        let (engine, store) = try makeEngine()
        for line in ["\t2 eggs  ", "2 eggs", "\t2 eggs  "] { #expect(!engine.handle(line).failed) }
        #expect(store.entries.map(\.input) == ["2 eggs", "2 eggs", "2 eggs"])
        // A line of spaces is nothing, the second time too.
        #expect(engine.handle("   ").entries.isEmpty)
        #expect(engine.handle("   ").entries.isEmpty)
    }

    @Test func aLineGivenAsBytesIsHandledAsTheSameText() throws {
        // Once to be seen (a String is made of the bytes), once found by its bytes in the memo; a line with
        // a byte that is no UTF-8 is read with U+FFFD, as its String is, and refused both times.
        let (asText, textStore) = try makeEngine()
        let (asBytes, byteStore) = try makeEngine()
        let lines: [[UInt8]] = [Array("\t2 eggs  ".utf8), Array("150g chicken".utf8), [0x32, 0x20, 0xFF, 0x65]]
        for _ in 0..<2 {
            for line in lines {
                let typed = asText.handle(String(decoding: line, as: UTF8.self))
                let given = line.withUnsafeBufferPointer { asBytes.handle(utf8: $0) }
                #expect(given.messages.map(\.text) == typed.messages.map(\.text))
                #expect(given.failed == typed.failed)
            }
        }
        #expect(byteStore.entries.map(\.input) == ["2 eggs", "150g chicken", "2 eggs", "150g chicken"])
        #expect(byteStore.entries.map(\.payload) == textStore.entries.map(\.payload))
    }

    @Test func aClockLineGivenAsBytesSetsTheClockAsTheGrammarDoes() throws {
        // A batch's clock line given as bytes is set without the grammar; each form, and each line the
        // grammar reads otherwise (`@ 07:30` trimmed, a bad time refused), ends the same as typed.
        let (asText, textStore) = try makeEngine()
        let (asBytes, byteStore) = try makeEngine()
        let lines = [
            "@2020-01-02 07:00", "2 eggs", "@18:30", "2 eggs", "@ 07:30", "2 eggs", "@25:00", "@2020-01-03T06:15:00Z",
        ]
        for line in lines {
            let typed = asText.handle(line)
            let given = Array(line.utf8).withUnsafeBufferPointer { asBytes.handle(utf8: $0) }
            #expect(given.messages.map(\.text) == typed.messages.map(\.text), "\(line)")
            #expect(given.failed == typed.failed, "\(line)")
            #expect(asBytes.now == asText.now, "\(line)")
        }
        #expect(asBytes.handle(utf8: UnsafeBufferPointer(start: nil, count: 0)).messages.isEmpty)
        #expect(byteStore.entries.map(\.timestamp) == textStore.entries.map(\.timestamp))
        #expect(Set(byteStore.entries.map(\.timestamp.day.iso8601)) == ["2020-01-02"])
        #expect(asText.handle("@25:00").usageError)
    }

    @Test func aBurgerAndFriesIsTwoFoods() throws {
        // Not `BURGER KING, french fries`, which holds both words only through the restaurant's name.
        let foods = try foodsJournaled(after: "a burger and fries")
        #expect(foods.map(\.text) == ["a burger", "fries"])
    }

    @Test func aFoodBeforeAnotherAmountIsAFoodOfItsOwn() throws {
        // `3 eggs and 2 slices of toast` was journaled as 3 slices of toast: the eggs were lost.
        let foods = try foodsJournaled(after: "3 eggs and 2 slices of toast")
        #expect(foods.map(\.text) == ["3 eggs", "2 slices of toast"])
        #expect(foods.last?.grams == 44)
    }

    @Test func aLineIsOneFoodOnlyWhenItSaysThatFoodsMainName() throws {
        // `Cookie, oatmeal, with raisins` holds every word, but the line never says cookie.
        let foods = try foodsJournaled(after: "a cup of oatmeal with raisins", "coffee with milk")
        // Milk in a coffee is a splash (b6acdbb: `coffee with milk` was one food, a 360 g latte).
        #expect(foods.map(\.text) == ["a cup of oatmeal", "raisins", "coffee", "a splash of milk"])
    }

    @Test func aMainNameSaidOnlyAfterWithIsWhatItAdds() throws {
        // `coffee with cream` was 20 g of `Cream, light`, USDA's coffee cream: the coffee was lost.
        let foods = try foodsJournaled(after: "coffee with cream", "bagel with cream cheese", "chicken with rice")
        #expect(foods.map(\.text) == ["coffee", "a splash of cream", "bagel", "cream cheese", "chicken with rice"])
    }

    @Test func aLineWithWithSaysTheHeadOfTheOneFoodItIs() throws {
        // `granola with yogurt` was 37 g of `Cereal or granola bar (Kellogg's Nutri-Grain Yogurt Bar)`.
        let foods = try foodsJournaled(after: "granola with yogurt", "yogurt with granola", "rice with chicken")
        #expect(foods.map(\.text) == ["granola", "yogurt", "yogurt with granola", "rice with chicken"])
    }

    @Test func aLatteWithAPlantMilkIsOneDrink() throws {
        // `latte with oat milk` was a latte with cow's milk and a 244 g cup of oat milk (226 kcal together).
        let foods = try foodsJournaled(
            after: "latte with oat milk", "cappuccino with almond milk", "latte and a muffin")
        #expect(foods.map(\.text) == ["latte with oat milk", "cappuccino with almond milk", "latte", "a muffin"])
        #expect(foods[0].name == "Coffee, Latte, with non-dairy milk")
        #expect(foods[1].name == "Coffee, Cappuccino, with non-dairy milk")
        // Coffee said after `with` is no coffee drink before it: 8a8405e made `milk with coffee` one latte.
        let poured = try foodsJournaled(after: "milk with coffee")
        #expect(poured.map(\.text) == ["milk", "coffee"])
    }

    @Test func teaWithMilkIsTeaAndASplashOfMilkNotChai() throws {
        // `tea with milk` was 360 g of `Tea, hot, chai, with milk`, 180 kcal.
        let foods = try foodsJournaled(after: "tea with milk", "chai tea with milk")
        #expect(foods.map(\.text) == ["tea", "a splash of milk", "chai tea with milk"])
        #expect(foods[1].grams == 15)
    }

    @Test func aShakeWithItsIngredientsIsJournaledAsTheIngredients() throws {
        // The shake itself was journaled too: 372 g of `Milk shake, bottled, chocolate`, 558 kcal.
        let foods = try foodsJournaled(after: "a shake with 2 scoops whey and milk", "a bowl with rice and beans")
        #expect(foods.map(\.text) == ["2 scoops whey", "milk", "rice and beans"])
    }

    @Test func aLabelledLineIsTheFoodsAfterTheLabel() throws {
        // `protein shake: 2 scoops whey` was one 26 g scoop, the loose match of the whole part; `post workout: 2 scoops
        // whey` and `pre workout snack: rice cakes x2` were kept for review.
        let foods = try foodsJournaled(
            after: "protein shake: 2 scoops whey + 400ml skim milk", "post workout: 2 scoops whey",
            "pre workout snack: rice cakes x2")
        #expect(foods.map(\.text) == ["2 scoops whey", "400ml skim milk", "2 scoops whey", "rice cakes x2"])
        #expect(foods[0].grams == 52)
        #expect(foods[3].grams == 18)
    }

    @Test func aFoodOnAnotherIsTwoFoodsUnlessOneFoodIsNamed() throws {
        // No food is peanut butter on a rice cake (the loose match was a peanut butter cupcake), and
        // `Egg, cheese, and steak on bagel` is no plate of steak and eggs: a sandwich is said with its bread.
        // What a food is in is how it was packed: one food (the last line).
        let foods = try foodsJournaled(
            after: "2 tbsp peanut butter on a rice cake", "steak and eggs", "2 eggs on toast", "a hot dog on a bun",
            "tuna in olive oil")
        #expect(
            foods.map(\.text) == [
                "2 tbsp peanut butter", "a rice cake", "steak", "eggs", "2 eggs", "toast", "a hot dog on a bun",
                "tuna in olive oil",
            ])
        #expect(foods.first?.grams == 32)
    }

    @Test func eggsOnAKindOfToastAreTheEggsAndThatBreadToasted() throws {
        // `rye toast` is USDA's `Bread, rye, toasted`: the line says that bread. Read as one food, `eggs on
        // rye toast` was a slice of challah, the eggs lost, and `on whole wheat toast` a line for review.
        let foods = try foodsJournaled(
            after: "eggs on rye toast", "2 scrambled eggs on whole wheat toast", "butter on sourdough toast")
        #expect(
            foods.map(\.text) == [
                "eggs", "rye toast", "2 scrambled eggs", "whole wheat toast", "butter", "sourdough toast",
            ])
        #expect(
            foods.map(\.name) == [
                "egg, whole, raw", "Bread, rye, toasted", "egg, whole, scrambled", "Bread, whole wheat, toasted",
                "butter", "Bread, sour dough, toasted",
            ])
        #expect(foods.allSatisfy { $0.status != .needsReview })
    }

    @Test func aLabelledMealOrADrinkToldIsItsFoodsAlone() throws {
        let foods = try foodsJournaled(after: "drank 3 beers", "dinner was steak and potatoes", "lunch: chicken salad")
        #expect(foods.map(\.text) == ["3 beers", "steak", "potatoes", "chicken salad"])
        // Three of the beer row's 356 g can, not one 360 g beer.
        #expect(foods.first?.grams == 1068)
        #expect(!foods.contains { $0.name?.contains("dinner") == true })
    }

    @Test func piecesCountedAfterTheFoodAreWeighedAsBefore() throws {
        // As `2 slices of bread` and `a can of tuna`: the count after the food was a review item and a 85 g guess.
        let foods = try foodsJournaled(after: "bread 2 slices", "tuna 1 can", "2 slices of bread", "a can of tuna")
        let grams = foods.map(\.grams)
        #expect(grams.count == 4)
        #expect(grams.prefix(2) == grams.suffix(2))
        #expect(grams.first == 58)
    }

    /// The foods journaled after typing `lines` into a new engine, in order.
    private func foodsJournaled(after lines: String...) throws -> [FoodRecord] {
        let (engine, store) = try makeEngine()
        for line in lines { _ = engine.handle(line) }
        return store.foods
    }
}
