import Testing

@testable import SpotterKit

@Suite struct FoodLineSplitterTests {
    private let splitter = FoodLineSplitter()
    private let resolver = TableFoodResolver()

    private func split(_ line: String) -> [String] {
        // As the engine asks: a phrase is one food when the resolver is sure of it.
        splitter.split(line) { resolver.resolve($0).isSure }
    }

    @Test(arguments: [
        ("2 eggs and toast", ["2 eggs", "toast"]),
        ("chicken, rice, broccoli", ["chicken", "rice", "broccoli"]),
        ("chicken,rice,broccoli", ["chicken", "rice", "broccoli"]),
        ("2 eggs & toast", ["2 eggs", "toast"]),
        ("eggs + toast", ["eggs", "toast"]),
        ("toast with butter", ["toast", "butter"]),
        ("150g chicken, 1 cup rice and 2 tbsp peanut butter", ["150g chicken", "1 cup rice", "2 tbsp peanut butter"]),
        ("Eggs AND Toast", ["Eggs", "Toast"]),
        // `bagel w/ cream cheese` was the cream cheese alone, the bagel a word its name lacked.
        ("bagel w/ cream cheese", ["bagel", "cream cheese"]),
        ("bagel W/ cream cheese", ["bagel", "cream cheese"]),
        // `salad with ranch` was one food, USDA's `Potato salad, made with creamy dressing`.
        ("salad with ranch", ["salad", "ranch"]),
    ])
    func splitsOnSeparators(line: String, parts: [String]) {
        #expect(split(line) == parts)
    }

    @Test(arguments: [
        "mac and cheese", "half and half", "chicken and broccoli", "rice and beans", "2 cups of mac and cheese",
        "a cup of rice and beans", "coffee with milk",  // USDA's Coffee, Latte
    ])
    func wholeFoodIsNotSplit(line: String) {
        #expect(split(line) == [line])
    }

    @Test(arguments: [
        ("2 eggs and mac and cheese", ["2 eggs", "mac and cheese"]),
        ("rice and beans with chicken", ["rice and beans", "chicken"]),
        ("toast, half & half and coffee", ["toast", "half & half", "coffee"]),
        ("2 eggs and Mac And Cheese", ["2 eggs", "Mac And Cheese"]),
        ("chicken breast with skin and rice", ["chicken breast with skin", "rice"]),
    ])
    func aliasWithASeparatorIsNeverSplitInsideALongerLine(line: String, parts: [String]) {
        #expect(split(line) == parts)
    }

    @Test func emptyPartsAreDropped() {
        #expect(split("eggs,, toast") == ["eggs", "toast"])
        #expect(split(", eggs and ") == ["eggs"])
        #expect(split("and") == [])
        #expect(split("") == [])
        #expect(split("   ") == [])
    }

    @Test func anAmountAfterASeparatorStartsAnotherFoodThoughOneDishHoldsBoth() {
        // `200g chicken and 150g rice` was 200 g of USDA's `Rice, fried, with chicken`: the rice's 150 g lost.
        #expect(split("chicken and rice") == ["chicken and rice"])
        #expect(split("200g chicken and 150g rice") == ["200g chicken", "150g rice"])
        #expect(split("200g chicken AND 150g rice") == ["200g chicken", "150g rice"])
        #expect(split("chicken w/ 150g rice") == ["chicken", "150g rice"])
        #expect(split("2 cups of mac and cheese") == ["2 cups of mac and cheese"])
    }

    @Test func anAmountAfterInIsAFoodOfItsOwn() {
        // `2 scoops whey in 300ml milk` was the whey alone, the milk lost.
        #expect(split("2 scoops whey in 300ml milk") == ["2 scoops whey", "300ml milk"])
        #expect(split("oats in 200 ml milk") == ["oats", "200 ml milk"])
        // Without an amount it is one food: USDA's tuna canned in water.
        #expect(split("tuna in water") == ["tuna in water"])
    }

    @Test func aLineThatWeighsEachFoodIsCutAtEachWeight() {
        // Each was one dish: `100g rice 150g chicken` 100 g of `Chicken or turkey and rice`, `2 eggs 100g bacon`
        // 290 g of `Egg, cheese, and bacon on biscuit`.
        #expect(split("100g rice 150g chicken") == ["100g rice", "150g chicken"])
        #expect(split("100 g rice 150 g chicken") == ["100 g rice", "150 g chicken"])
        #expect(split("150g chicken 200g rice 100g broccoli") == ["150g chicken", "200g rice", "100g broccoli"])
        #expect(split("2 eggs 100g bacon") == ["2 eggs", "100g bacon"])
        #expect(split("chicken 150g rice 100g") == ["chicken 150g", "rice 100g"])
        // A count, a state or a lean share after the amount parts nothing.
        #expect(split("omega 3 fish oil") == ["omega 3 fish oil"])
        #expect(split("chicken breast 200g raw") == ["chicken breast 200g raw"])
        #expect(split("ground beef 6 oz 90/10") == ["ground beef 6 oz 90/10"])
        #expect(split("1 protein shake 330ml") == ["1 protein shake 330ml"])
    }

    @Test func commaBetweenDigitsIsADecimalMark() {
        #expect(split("1,5 kg rice, beans") == ["1,5 kg rice", "beans"])
    }

    @Test func andAHalfIsPartOfAnAmount() {
        #expect(split("one and a half cups of rice and 2 eggs") == ["one and a half cups of rice", "2 eggs"])
    }

    @Test func wholeLineIsAskedFirstAndOnlyOnce() {
        var asked: [String] = []
        let parts = splitter.split("  toast and jam ") { phrase in
            asked.append(phrase)
            return true
        }
        #expect(parts == ["toast and jam"])
        #expect(asked == ["toast and jam"])
    }

    @Test func protectedPhrasesCanBeGivenDirectly() {
        let splitter = FoodLineSplitter(protectedPhrases: ["salt and pepper"])
        #expect(splitter.split("eggs with salt and pepper") { _ in false } == ["eggs", "salt and pepper"])
    }

    @Test func longLineDoesNotCrash() {
        let line = Array(repeating: "chicken", count: 2_000).joined(separator: " and ")
        #expect(split(line).count == 2_000)
    }

    @Test func milkPouredInATeaOrCoffeeIsASplash() {
        // `a cup of tea with milk and sugar` was a cup of tea and a 244 g cup of milk.
        #expect(
            FoodLineSplitter.withSplashesInDrinks(["a cup of tea", "milk", "sugar"])
                == ["a cup of tea", "a splash of milk", "sugar"])
        #expect(FoodLineSplitter.withSplashesInDrinks(["coffee", "cream"]) == ["coffee", "a splash of cream"])
        #expect(
            FoodLineSplitter.withSplashesInDrinks(["cold brew", "oat milk"]) == ["cold brew", "a splash of oat milk"])
        #expect(
            FoodLineSplitter.withSplashesInDrinks(["an americano", "milk"]) == ["an americano", "a splash of milk"])
        // A measured milk, milk before the drink, or milk with no drink is as said.
        #expect(FoodLineSplitter.withSplashesInDrinks(["tea", "100ml milk"]) == ["tea", "100ml milk"])
        #expect(FoodLineSplitter.withSplashesInDrinks(["milk", "coffee"]) == ["milk", "coffee"])
        #expect(FoodLineSplitter.withSplashesInDrinks(["cereal", "milk"]) == ["cereal", "milk"])
    }

    @Test func fishAndChipsIsFriedFishAndFries() {
        // It was 57 g of raw fish and 28 g of potato chips.
        #expect(FoodLineSplitter.withDishHalves(["fish", "chips"]) == ["fried fish", "french fries"])
        #expect(FoodLineSplitter.withDishHalves(["fish", "chips", "peas"]) == ["fried fish", "french fries", "peas"])
        #expect(FoodLineSplitter.withDishHalves(["chips", "fish"]) == ["chips", "fish"])
        #expect(FoodLineSplitter.withDishHalves(["a sandwich", "chips"]) == ["a sandwich", "chips"])
    }

    @Test func beansOnToastAreBakedBeans() throws {
        // b31ce68 journaled USDA's `Beans, NFS` (173 kcal for 92 g, fat added) beside the toast.
        #expect(FoodLineSplitter.withDishHalves(["beans", "toast"]) == ["baked beans", "toast"])
        #expect(FoodLineSplitter.withDishHalves(["toast", "beans"]) == ["toast", "beans"])
        let (engine, _) = try makeEngine()
        let names = engine.handle("beans on toast").entries.compactMap { $0.foodRecord.name }
        #expect(names == ["baked beans, canned", "bread, white, toasted"])
    }

    @Test func beansWithAJacketPotatoAreBakedBeans() throws {
        // e2398bd journaled USDA's `Beans, NFS` (173 kcal for 92 g) beside the potato.
        #expect(FoodLineSplitter.withDishHalves(["jacket potato", "beans"]) == ["jacket potato", "baked beans"])
        #expect(FoodLineSplitter.withDishHalves(["a baked potato", "beans"]) == ["a baked potato", "baked beans"])
        #expect(FoodLineSplitter.withDishHalves(["the fish", "chips"]) == ["fried fish", "french fries"])
        #expect(FoodLineSplitter.withDishHalves(["potato", "beans"]) == ["potato", "beans"])
        #expect(FoodLineSplitter.withDishHalves(["beans", "jacket potato"]) == ["beans", "jacket potato"])
        let (engine, store) = try makeEngine()
        _ = engine.handle("a jacket potato with beans")
        #expect(store.foods.map(\.name) == ["potato, baked (flesh and skin)", "baked beans, canned"])
        #expect(store.foods.first?.status == .ok)
    }

    @Test func aSandwichNamedByWhatIsInItIsOneFood() throws {
        // 7280152 journaled `a pb and j` as 45 g of peanut butter and a rice cracker (`j`), and `a bacon egg and cheese`
        // as a bacon, egg and cheese biscuit and a second slice of cheese.
        let (engine, store) = try makeEngine()
        for line in ["a pb and j", "a bacon egg and cheese", "sausage egg and cheese"] { _ = engine.handle(line) }
        #expect(store.foods.map(\.text) == ["a pb and j", "a bacon egg and cheese", "sausage egg and cheese"])
        #expect(store.foods.first?.name == "Peanut butter and jelly sandwich, NFS")
        #expect(store.foods[1].name == "Egg, cheese, and bacon on biscuit")
        // Said after the others, the fillings are foods of their own.
        #expect(split("toast and pb") == ["toast", "pb"])
    }

    @Test func aDishNamedByItsSeasoningIsTheDish() throws {
        // 0d8cea0 journaled `salt and pepper chicken` as 100 g of salt, with `pepper chicken` kept for review, and
        // `salt & pepper chips` as salt and 30 g of rice chips.
        let (engine, store) = try makeEngine()
        for line in ["salt and pepper chicken", "salt & pepper chips", "salt and pepper squid", "pb & j"] {
            _ = engine.handle(line)
        }
        #expect(
            store.foods.map(\.text) == [
                "salt and pepper chicken", "salt & pepper chips", "salt and pepper squid", "pb & j",
            ])
        #expect(
            store.foods.map(\.name) == [
                "Chicken, NS as to part, rotisserie, skin not eaten", "Potato chips, NFS", "Squid, raw",
                "Peanut butter and jelly sandwich, NFS",
            ])
        // Said last, salt and pepper are foods of their own, and the pepper is black pepper (it was a 119 g red bell
        // pepper); said alone, a pepper is still the vegetable.
        #expect(split("eggs, salt and pepper") == ["eggs", "salt", "pepper"])
        #expect(FoodLineSplitter.withDishHalves(["eggs", "salt", "pepper"]) == ["eggs", "salt", "black pepper"])
        let seasoned = engine.handle("chicken with salt and pepper").entries.compactMap { $0.foodRecord.name }
        #expect(seasoned.dropFirst() == ["salt, table", "black pepper"])
        #expect(engine.handle("a pepper").entries.compactMap { $0.foodRecord.name } == ["bell pepper, red, raw"])
    }

    @Test func aSandwichNamedByItsFillingsOnItsBreadIsTheSandwich() throws {
        // The roll was USDA's cheese roll, and the bacon and egg a biscuit sandwich beside it.
        let (engine, store) = try makeEngine()
        _ = engine.handle("bacon egg and cheese on a roll")
        #expect(store.foods.map(\.name) == ["Egg, cheese, and bacon on biscuit"])
        #expect(FoodLineSplitter.withoutSandwichBread(["a bec", "a roll"]) { $0 == "a bec" } == ["a bec"])
        #expect(FoodLineSplitter.withoutSandwichBread(["a bec", "a salad"]) { $0 == "a bec" } == ["a bec", "a salad"])
    }

    @Test func aSandwichOnItsBreadIsTheSandwich() throws {
        // 225bd70 logged `turkey sandwich on whole wheat` as the sandwich and 240 g of whole wheat cereal.
        #expect(FoodLineSplitter.withoutSandwichBread(["turkey sandwich", "whole wheat"]) == ["turkey sandwich"])
        #expect(FoodLineSplitter.withoutSandwichBread(["ham sandwich", "white bread"]) == ["ham sandwich"])
        // Anything but bread after it, or no sandwich before, is a food of its own.
        #expect(FoodLineSplitter.withoutSandwichBread(["a sandwich", "a salad"]) == ["a sandwich", "a salad"])
        #expect(FoodLineSplitter.withoutSandwichBread(["peanut butter", "toast"]) == ["peanut butter", "toast"])
        let (engine, _) = try makeEngine()
        let names = engine.handle("turkey sandwich on whole wheat").entries.compactMap { $0.foodRecord.name }
        #expect(names == ["sub sandwich, turkey breast"])
    }

    @Test func aLabelBeforeAColonSaysWhatTheFoodsWereFor() {
        #expect(FoodLineSplitter.withoutLabel("post workout: 2 scoops whey") == "2 scoops whey")
        #expect(FoodLineSplitter.withoutLabel("pre-workout snack:rice cakes x2") == "rice cakes x2")
        #expect(FoodLineSplitter.withoutLabel("protein shake: whey + milk") == "whey + milk")
        #expect(FoodLineSplitter.withoutLabel("meal deal: a sandwich and crisps") == "a sandwich and crisps")
        // A colon that labels nothing this way stays: a time, a word that names no meal, a label alone.
        #expect(FoodLineSplitter.withoutLabel("12:30 chicken") == "12:30 chicken")
        #expect(FoodLineSplitter.withoutLabel("note: chicken") == "note: chicken")
        #expect(FoodLineSplitter.withoutLabel("dinner:") == "dinner:")
        #expect(FoodLineSplitter.withoutLabel("my big fat greek lunch: soup") == "my big fat greek lunch: soup")
    }

    @Test func milkPouredInATeaOrCoffeeIsASplashNeverALatte() throws {
        // b6acdbb made `coffee with milk and sugar` a 360 g nonfat latte (108 kcal) and `coffee with milk` a latte
        // (155 kcal), where `tea with milk and sugar` was the tea, a splash of milk and sugar.
        #expect(FoodLineSplitter.saysMilkInHotDrink("coffee with milk and sugar"))
        #expect(FoodLineSplitter.saysMilkInHotDrink("a cup of coffee with oat milk"))
        #expect(!FoodLineSplitter.saysMilkInHotDrink("coffee with sugar"))
        #expect(!FoodLineSplitter.saysMilkInHotDrink("cereal with milk"))
        #expect(!FoodLineSplitter.saysMilkInHotDrink("coffee milk"))
        let (engine, _) = try makeEngine()
        let names = engine.handle("coffee with milk and sugar").entries.compactMap(\.foodRecord.name)
        #expect(names == ["coffee, brewed", "milk, whole (3.25%)", "sugar, granulated"])
        let milk = engine.handle("coffee with milk").entries.map(\.foodRecord)
        #expect(milk.map(\.grams) == [360, 15])
    }

    @Test func anOccasionAtTheEndIsNoFood() throws {
        for (line, food) in [
            ("2 eggs for lunch", "2 eggs"), ("oatmeal for breakfast", "oatmeal"),
            ("protein shake after the gym", "protein shake"), ("casein before bed", "casein"),
            ("rice cakes pre workout", "rice cakes"), ("shake post-workout", "shake"),
            ("whey after my workout", "whey"), ("an apple as a snack", "an apple"),
            ("chicken and rice, for dinner", "chicken and rice"), ("pizza at work", "pizza"),
        ] {
            #expect(FoodLineSplitter.withoutOccasion(line) == food, "\(line)")
        }
        // Nothing but the occasion, or an occasion word that opens nothing, stays.
        for line in [
            "after the gym", "pre workout", "fruit snack", "chicken run", "for lunch", "breakfast",
            "a scoop of preworkout", "2 scoops of pre workout", "a scoop of pre-workout",
        ] {
            #expect(FoodLineSplitter.withoutOccasion(line) == line, "\(line)")
        }
        // b6acdbb: `2 eggs for lunch` was 72 g of egg whites (a loose match of `lunch`), `protein shake after the gym`
        // kept for review.
        let (engine, _) = try makeEngine()
        let eggs = engine.handle("2 eggs for lunch").entries.map(\.foodRecord)
        #expect(eggs.map(\.name) == ["egg, whole, raw"])
        #expect(eggs.map(\.grams) == [100])
        let shake = engine.handle("protein shake after the gym").entries
        #expect(shake.map(\.foodRecord.name) == ["protein shake, ready-to-drink (Muscle Milk)"])
        // The journal keeps the line as typed.
        #expect(shake.map(\.input) == ["protein shake after the gym"])
    }

    @Test func aShakeOrBowlWithWhatMakesItIsWhatMakesIt() {
        // As the engine asks, of a line that is no one food.
        func parts(_ line: String) -> [String] {
            FoodLineSplitter.withoutMadeOfItsParts(splitter.cut(line), line: line)
        }
        // `a shake with 2 scoops whey and milk` was also 372 g of chocolate milk shake, 558 kcal.
        #expect(parts("a shake with 2 scoops whey and milk") == ["2 scoops whey", "milk"])
        #expect(parts("protein shake w/ whey, oats and milk") == ["whey", "oats", "milk"])
        #expect(parts("a smoothie with banana, berries and milk") == ["banana", "berries", "milk"])
        #expect(parts("a bowl with chicken and rice") == ["chicken", "rice"])
        // One thing added to a smoothie is added to it; a list without `with` lists the smoothie too.
        #expect(parts("a smoothie with a scoop of protein") == ["a smoothie", "a scoop of protein"])
        #expect(parts("a smoothie, a banana and milk") == ["a smoothie", "a banana", "milk"])
        // A food that is more than its vessel stays.
        #expect(parts("a wrap with chicken and lettuce") == ["a wrap", "chicken", "lettuce"])
        #expect(parts("oatmeal with banana and honey") == ["oatmeal", "banana", "honey"])
        // A named bowl with two or more things is made of them: 225bd70 also logged a 278 g burrito (600 kcal).
        #expect(parts("burrito bowl with chicken, rice and salsa") == ["chicken", "rice", "salsa"])
        #expect(parts("poke bowl w salmon and rice") == ["salmon", "rice"])
        #expect(parts("salad bowl with chicken") == ["salad bowl", "chicken"])
    }

    @Test func anAmountSaidAfterItsFoodGoesWithIt() {
        // 225bd70 logged `chicken breast, 200g` as chicken at USDA's portion and kept `200g` for review.
        #expect(FoodLineSplitter.withAmountsOnTheirFoods(["chicken breast", "200g"]) == ["chicken breast 200g"])
        #expect(FoodLineSplitter.withAmountsOnTheirFoods(["pizza", "3 slices"]) == ["pizza 3 slices"])
        #expect(
            FoodLineSplitter.withAmountsOnTheirFoods(["oats", "80g", "milk", "250 ml"]) == ["oats 80g", "milk 250 ml"])
        // A food that gives its own amount keeps it; a food after the amount is a food; nothing comes before the first.
        #expect(FoodLineSplitter.withAmountsOnTheirFoods(["2 eggs", "3"]) == ["2 eggs", "3"])
        #expect(FoodLineSplitter.withAmountsOnTheirFoods(["rice", "200g chicken"]) == ["rice", "200g chicken"])
        #expect(FoodLineSplitter.withAmountsOnTheirFoods(["200g", "rice"]) == ["200g", "rice"])
    }

    @Test func wAloneIsWith() {
        // `toast w butter` was kept for review whole.
        #expect(split("toast w butter") == ["toast", "butter"])
        #expect(split("eggs W bacon") == ["eggs", "bacon"])
    }
}
