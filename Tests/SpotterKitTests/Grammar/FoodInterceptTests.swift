import Testing

@testable import SpotterKit

@Suite struct FoodInterceptTests {
    func kinds(_ outcome: Outcome) -> [String] { outcome.entries.map(\.kind) }

    @Test func chickenIsFoodWithTableFigures() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("150g chicken")
        let food = try #require(outcome.entries.first?.foodRecord)
        #expect(food.kcal == 248)
        #expect(food.protein == 46.5)
        #expect(outcome.entries.first?.resolver == "mock")
        #expect(!outcome.failed)
    }

    @Test func anUnresolvedFoodGivesItsReasonAsAReviewNotAnEstimate() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("2 eggs and zzqx")
        #expect(outcome.failed)
        #expect(outcome.messages.map(\.level) == [.success, .review, .review])
        #expect(outcome.messages[1].text == "\"zzqx\" needs review: not in the food table.")
        #expect(outcome.messages[2].text.hasPrefix("Fix: spotter edit "))
    }

    @Test func pancakesWithSyrupArePancakesAndSyrupNotSyrupAlone() throws {
        let (engine, _) = try makeEngine()
        let names = engine.handle("2 pancakes with syrup").entries.compactMap { $0.foodRecord.name }
        #expect(names.count == 2)
        #expect(names.first?.lowercased().contains("pancake") == true)
        #expect(names.first?.lowercased().contains("syrup") == false)
    }

    @Test func aSentencesFrankfurterOnARollIsTwoFoods() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle(
            "For breakfast today, I relished a beef frankfurter nestled in a large, soft white roll.")
        #expect(outcome.entries.map { $0.foodRecord.text } == ["a beef frankfurter", "a large soft white roll"])
        #expect(outcome.needsReviewCount == 0)
    }

    @Test func aSentencesToppingsTheSandwichIsMadeWithAreNotCountedTwice() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle(
            "At dinner, I enjoyed a hearty submarine sandwich filled with ham and cheese, complemented by crisp "
                + "lettuce, juicy tomato, and a tasty spread.")
        #expect(outcome.entries.count == 1)
        #expect(outcome.entries.first?.foodRecord.name?.hasSuffix("with lettuce, tomato and spread") == true)
    }

    @Test func cupsOfWaterAreWater() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("2 cups of water")
        #expect(outcome.entries.first?.payload == .water(WaterRecord(milliliters: 500)))
    }

    @Test func severalFoodsGiveOneEntryEachButDishesStayWhole() throws {
        let (engine, _) = try makeEngine()
        #expect(kinds(engine.handle("2 eggs and toast")) == ["food", "food"])
        #expect(kinds(engine.handle("chicken, rice, broccoli")) == ["food", "food", "food"])
        #expect(kinds(engine.handle("mac and cheese")) == ["food"])
    }

    @Test func anAmountAfterACommaWeighsTheFoodBeforeIt() throws {
        // 225bd70 logged the chicken at USDA's 120 g and kept `200g` for review as naming no food.
        let (engine, _) = try makeEngine()
        let chicken = engine.handle("chicken breast, 200g")
        #expect(chicken.entries.map { $0.foodRecord.grams } == [200])
        #expect(chicken.needsReviewCount == 0)
        let pizza = engine.handle("pizza, 3 slices")
        #expect(pizza.entries.map { $0.foodRecord.grams } == [321])
        #expect(kinds(engine.handle("oats, 80g, with milk")) == ["food", "food"])
    }

    @Test func anUnknownFoodIsKeptForReviewWithoutFigures() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("zorblax stew")
        let food = try #require(outcome.entries.first?.foodRecord)
        #expect(food.status == .needsReview)
        #expect(food.kcal == nil)
        #expect(outcome.failed)
        #expect(outcome.messages.contains { $0.text.contains("spotter edit") })
    }

    @Test func aSentencesFoodsComeOutWhateverIsSaidAroundThem() throws {
        let (engine, _) = try makeEngine()
        func texts(_ line: String) -> [String?] { engine.handle(line).entries.map { $0.foodRecord.text } }
        // A name ending in its shape (`bar`) is a food when some food is named so.
        #expect(texts("I ate a milky way bar and a banana.") == ["a milky way bar", "a banana"])
        // `which weighed 2 oz` weighs the food before it; `which had a medium patty` tells what it was.
        #expect(texts("I had a SNICKERS Bar, which weighed 2 oz, and a banana.") == ["2 oz SNICKERS Bar", "a banana"])
        #expect(
            texts("I had a cheeseburger, which had a medium patty from the fast food restaurant.")
                == ["a cheeseburger medium patty from the fast food restaurant"])
        // `a quick treat of` is no amount.
        #expect(
            texts("For my snack, I savored a quick treat of a package of two breakfast tarts.")
                == ["a package of two breakfast tarts"])
        // `a cup of smooth, creamed cottage cheese` is one food, after a comma.
        #expect(
            texts("I savored a cup of nonfat latte and complemented it with a cup of smooth, creamed cottage cheese.")
                == ["a cup of nonfat latte", "a cup of creamed cottage cheese"])
        // What it was free of names no food.
        #expect(texts("I had a white cupcake, perfectly plain and free of any frosting.") == ["a white cupcake plain"])
        // In a weighed meal, `and a boiled egg` is a second food.
        #expect(
            texts("I enjoyed a 4 oz serving of yogurt and a boiled egg for breakfast.")
                == ["4 oz serving of yogurt", "a boiled egg"])
        // A describing word before an uncounted part does not keep it out of the dish it names.
        #expect(
            texts("For breakfast, I had a cup of egg omelet with melted cheese and a glass of milk.")
                == ["a cup of egg omelet with cheese", "a glass of milk"])
        // A dish named with its brand in brackets (`Whopper with cheese (Burger King)`) is named without it.
        #expect(texts("I had a whopper with cheese and a banana.") == ["a whopper with cheese", "a banana"])
        // The brand still names a food (`Cereal or granola bar (Kellogg's Nutri-Grain Cereal Bar)`).
        #expect(
            texts("For breakfast I savored a Nutri-Grain bar and a banana.")
                == ["a Nutri-Grain bar", "a banana"])
        // How it was eaten names no second food.
        #expect(
            texts("I had a jelly doughnut. I enjoyed every bite of the delicious doughnut.")
                == ["a jelly doughnut"])
        // A place no food is named for says nothing of the food; a restaurant does.
        #expect(
            texts("I had a slice of pizza from a local eatery and a banana.") == ["a slice of pizza", "a banana"])
        #expect(
            texts("For lunch I had a slice of pizza from the restaurant.") == ["a slice of pizza from the restaurant"])
        // `a quick bite` is the meal, not a food.
        #expect(texts("For a quick bite, I munched on a small corn tortilla.") == ["a small corn tortilla"])
    }
}
