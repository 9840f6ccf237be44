import Testing

@testable import SpotterKit

/// Which of a food's USDA varieties a phrase gets when it says some of the variety and leaves the
/// rest unsaid, on the real built-in data.
@Suite struct USDAVarietyTests {
    private let resolver = TableFoodResolver()

    private func food(_ phrase: String) -> ResolvedFood? {
        if case .resolved(let foods) = resolver.resolve(phrase), foods.count == 1 { foods[0] } else { nil }
    }

    @Test func whatAFoodIsWithoutBarelyCountsWhenUnsaid() {
        // `chocolate` had cost less than `without icing or filling`, so pound cake was chocolate.
        #expect(food("91 grams pound cake")?.name == "Cake, pound, without icing or filling")
        #expect(food("99g of lemon pie")?.name == "Pie, lemon, not cream or meringue")
        #expect(food("a slice of chocolate pound cake")?.name == "Cake, pound, chocolate")
    }

    @Test func aWordAFoodLeavesUnspecifiedAnswersLessThanOneItNames() {
        // `Chili con carne, NS as to beans` had tied with the chili that has beans.
        #expect(food("254g chili con carne with beans")?.name == "Chili con carne with beans")
        #expect(food("a serving of chili con carne")?.name.hasPrefix("Chili con carne") == true)
        // A word only an unspecified part holds still finds the food.
        #expect(food("43g roll made from unspecified major flour")?.name == "Roll, NS as to major flour")
    }

    @Test func whatUSDANotesAsItsDefaultNeedNotBeSaid() {
        // `Grits, instant, made with water` is noted `NS as to liquid`; the milk one is not.
        #expect(food("148g of instant grits")?.name == "Grits, instant, made with water, NS as to fat")
        #expect(food("148g of instant grits made with milk")?.name.contains("milk") == true)
        // Juice bought in a carton is the juice people drink, not one from frozen concentrate.
        #expect(
            food("248g of calcium-fortified orange juice")?.name
                == "Orange juice, 100%, with calcium added, canned, bottled or in a carton")
        #expect(food("248g of frozen orange juice with calcium")?.name.contains("frozen") == true)
    }

    @Test func flavoredIsUSDAsFlavor() {
        #expect(food("28g of nacho cheese flavored Doritos")?.name == "Tortilla chips, nacho cheese flavor (Doritos)")
        #expect(food("245g of low-fat flavored yogurt")?.name == "Yogurt, low fat milk, flavors other than fruit")
    }

    @Test func fruitAfterAFoodWithAFruitVarietyIsThatVariety() {
        #expect(food("245g serving of whole milk yogurt fruit")?.name == "Yogurt, whole milk, fruit")
        // A fruit called a fruit is still the fruit.
        #expect(food("a raw orange fruit")?.name == "Orange, raw")
    }

    @Test func strainedIsBabyFood() {
        #expect(food("113g of strained applesauce")?.name == "Applesauce, baby food, strained")
        #expect(food("113g of applesauce")?.name.contains("baby") == false)
    }

    @Test func aBreadedPieceIsOnlyWhatIsSaidFried() {
        // `coated` had cost no more than `broiled, or roasted`: a baked breast came breaded.
        #expect(food("a medium baked chicken breast")?.name.contains("coated") == false)
        #expect(food("a fried chicken drumstick")?.name.contains("coated") == true)
    }

    @Test func aFeelWordOrSweetLeftOutWhenNothingElseFits() {
        #expect(food("one sweet clementine fruit")?.name == "Clementine, raw")
    }

    @Test func aFastFoodRestaurantIsFastFood() {
        // `restaurant` had counted against `Potato, french fries, fast food`, so they came with cheese.
        #expect(food("70g of French fries from a fast food restaurant")?.name == "Potato, french fries, fast food")
    }
}
