import Testing

@testable import SpotterKit

/// The sentence reader with a small vocabulary, so each rule is seen on its own.
@Suite struct MealSentenceTests {
    private let reader = MealSentence(
        isFoodWord: {
            [
                "eggs", "toast", "butter", "coffee", "milk", "sandwich", "pizza", "apple", "yogurt", "juice",
                "muffin", "chips", "bread", "cheese", "macaroni", "sausage", "water",
            ].contains($0.lowercased())
        },
        isDish: { phrase in
            ["peanut butter and jelly sandwich", "macaroni and cheese"].contains { phrase.lowercased().hasSuffix($0) }
        })

    @Test func fillerAndMealWordsAreDroppedAndQuantitiesKept() {
        #expect(
            reader.phrases(
                "For breakfast I had two scrambled eggs, a slice of whole wheat toast with butter and a cup of coffee")
                == ["two scrambled eggs", "a slice of whole wheat toast", "butter", "a cup of coffee"])
    }

    @Test func aSnackSaidAsOneIsASentence() {
        // 7ae0ea5 searched `snacked on a protein bar` whole, reading `snacked` as `snacker`.
        #expect(MealSentence.isSentence("snacked on a protein bar"))
        #expect(MealSentence.isSentence("munched an apple"))
        #expect(reader.phrases("snacked on an apple and some chips") == ["an apple", "some chips"])
    }

    @Test func metricAmountsStartTheFoodWhereverTheyStand() {
        #expect(
            reader.phrases(
                "This morning, my breakfast included a crisp 165g raw apple, paired with 245g of Greek yogurt")
                == ["165g raw apple", "245g of Greek yogurt"])
    }

    @Test func aSecondWeightStartsTheNextFood() {
        #expect(
            reader.phrases("For breakfast, I had 14g of butter from the tub on 25g of toasted white bread")
                == ["14g of butter from the tub", "25g of toasted white bread"])
        #expect(
            reader.phrases("I had 15g of plain cream cheese on a 105g bagel")
                == ["15g of plain cream cheese", "105g bagel"])
    }

    @Test func aWeightAfterACommaWeighsTheFoodBeforeIt() {
        #expect(reader.phrases("I had a bowl of milk, totaling 593g, which was comforting") == ["593g milk"])
        #expect(reader.phrases("I enjoyed a slice of bread weighing 36g for breakfast") == ["36g bread"])
        #expect(reader.phrases("I had a 372g glass of juice") == ["372g glass of juice"])
        #expect(reader.phrases("I had a bottle of juice, which was 16 fl oz in size") == ["16 fl oz juice"])
    }

    @Test func withNoFoodNounAnAmountAndKnownWordsWillDo() {
        let reader = MealSentence(
            isFoodWord: { _ in false }, isDish: { _ in false }, isKnownWord: { ["latte", "nutrition"].contains($0) })
        #expect(reader.phrases("For my snack, I treated myself to a medium latte.") == ["a medium latte"])
        #expect(reader.phrases("I had a nutrition bar as a snack today") == ["a nutrition bar"])
        #expect(reader.phrases("I had a zorblax today") == [])
    }

    @Test func aMealWordThatNamesAFoodStays() {
        let reader = MealSentence(
            isFoodWord: { ["tart", "bar"].contains($0) }, isDish: { $0 == "breakfast tart" })
        #expect(reader.phrases("For breakfast, I had a breakfast tart") == ["a breakfast tart"])
    }

    @Test func wordsAboutTheMealAreNoFood() {
        #expect(reader.phrases("For a light snack, I opted for 28g of cheese") == ["28g of cheese"])
        #expect(reader.phrases("As a quick lunch, I had an apple") == ["an apple"])
    }

    @Test func aDishWhoseNameHoldsAndStaysWhole() {
        #expect(
            reader.phrases("At lunchtime, I indulged in a satisfying peanut butter and jelly sandwich")
                == ["a peanut butter and jelly sandwich"])
        #expect(reader.phrases("I had macaroni and cheese alongside a muffin") == ["macaroni and cheese", "a muffin"])
    }

    @Test func wordsThatOnlyDescribeStayWithTheirFood() {
        #expect(
            reader.phrases("For breakfast, I had a cup of instant coffee that was pre-lightened and sweetened")
                == ["a cup of instant coffee pre-lightened and sweetened"])
    }

    @Test func madeWithDescribesTheSameFood() {
        #expect(reader.phrases("I ate a sandwich made with wheat bread") == ["a sandwich made with wheat bread"])
    }

    @Test func trailingClausesAreNotFood() {
        #expect(
            reader.phrases("I had a slice of pizza for lunch today, which was simple yet satisfying")
                == ["a slice of pizza"])
    }

    @Test func aListOfAdjectivesBeforeTheFoodIsOnePhrase() {
        #expect(
            reader.phrases("My snack was a tablespoon of butter and a crisp, small raw apple")
                == ["a tablespoon of butter", "a crisp small raw apple"])
        // A comma before a food of its own still parts them.
        #expect(reader.phrases("I had a muffin, cheese and an apple") == ["a muffin", "cheese", "an apple"])
    }

    @Test func aClauseAboutHowTheFoodWasKeepsOnlyWordsOfFoodNames() {
        let reader = MealSentence(
            isFoodWord: { $0 == "muffin" || $0 == "coffee" }, isDish: { _ in false },
            isKnownWord: { ["muffin", "coffee", "instant", "sweetened", "pre-lightened"].contains($0) })
        #expect(reader.phrases("I had a muffin that was perfectly chewy") == ["a muffin"])
        #expect(
            reader.phrases("I had a cup of instant coffee that was pre-lightened and sweetened")
                == ["a cup of instant coffee pre-lightened and sweetened"])
    }

    @Test func describingWordsNoFoodHasAreDropped() {
        let reader = MealSentence(
            isFoodWord: { $0 == "cola" }, isDish: { _ in false }, isKnownWord: { ["cola", "diet", "can"].contains($0) })
        #expect(reader.phrases("I sipped a can of diet cola, relishing its bubbly sweetness") == ["a can of diet cola"])
    }

    @Test func withBeforeAnotherCountedFoodAddsIt() {
        #expect(
            reader.phrases("I had bread filled with a sausage and a cup of milk")
                == ["bread", "a sausage", "a cup of milk"])
        #expect(reader.phrases("I ate a sandwich made with wheat bread") == ["a sandwich made with wheat bread"])
    }

    @Test func aContainerFilledWithAFoodIsAContainerOfIt() {
        #expect(
            reader.phrases("I had a juice box filled with apple juice and a muffin")
                == ["a juice box of apple juice", "a muffin"])
        #expect(reader.phrases("I had a large cup filled with milk") == ["a large cup of milk"])
        #expect(reader.phrases("I had a bottle filled with 24 fl oz of water") == ["24 fl oz of water"])
        // A cup after a food word ends that food's name: the cup holds nothing else.
        #expect(reader.phrases("I had a yogurt cup filled with cheese") == ["a yogurt cup with cheese"])
    }

    @Test func anAmountAfterAContainerIsTheFoodsAmount() {
        #expect(reader.phrases("I grabbed a bottle of juice 20 fl oz") == ["20 fl oz juice"])
        #expect(reader.phrases("I had a lean sausage weighing 80g") == ["80g lean sausage"])
        #expect(reader.phrases("I had a .6 oz piece of cheese") == [".6 oz piece of cheese"])
    }

    @Test func aMealIsNotTheAmountOfItsFood() {
        #expect(reader.phrases("I had a sweet snack of one apple") == ["one apple"])
        #expect(reader.phrases("I had a 12 oz frozen meal of macaroni") == ["12 oz frozen meal of macaroni"])
    }

    @Test func aDishsPartsListedAfterItStayWithIt() {
        let reader = MealSentence(
            isFoodWord: { ["burrito", "beans", "rice", "sandwich", "egg", "cheese", "juice"].contains($0) },
            isDish: { ["a burrito with beans", "a sandwich with egg", "a sandwich with egg cheese"].contains($0) })
        #expect(reader.phrases("I had a burrito, packed with beans") == ["a burrito with beans"])
        #expect(reader.phrases("I had a sandwich featuring egg, cheese") == ["a sandwich with egg cheese"])
        // Parts that make no dish stay foods of their own.
        #expect(reader.phrases("I had a burrito with rice") == ["a burrito", "rice"])
    }

    @Test func aPartWithAnArticleAfterWithStaysWithItsDishButAnAmountOrAndMakesAFood() {
        let reader = MealSentence(
            isFoodWord: { ["pizza", "crust", "cola", "fries", "cheese"].contains($0) },
            isDish: { ["a piece of pizza with a stuffed crust", "a piece of pizza with a cola"].contains($0) })
        #expect(
            reader.phrases("I had a piece of pizza with a stuffed crust") == ["a piece of pizza with a stuffed crust"])
        // `and` joins a second food even where some dish holds both.
        #expect(reader.phrases("I had a piece of pizza and a cola") == ["a piece of pizza", "a cola"])
        // A measured part is a food of its own.
        #expect(reader.phrases("I had a piece of pizza with 30g of cheese") == ["a piece of pizza", "30g of cheese"])
    }

    @Test func anUncountedPartJoinsTheDishBeforeWhenThatDishNamesItsFoods() {
        // The database names `Pasta with cream sauce and poultry`: every food of the part is in it.
        var dishes = reader
        dishes.isDishNaming = { joined, part, every in
            Self.pastaDishNames(joined: joined, part: part, every: every)
        }
        #expect(
            dishes.phrases("I had a cup of pasta with cream sauce and poultry")
                == ["a cup of pasta with cream sauce and poultry"])
        // A size word that the dish's name holds (`regular jelly`) counts no second food.
        #expect(
            dishes.phrases("I had a cup of pasta with cream sauce and regular poultry")
                == ["a cup of pasta with cream sauce and regular poultry"])
        // A part the dish does not name is a food of its own.
        #expect(dishes.phrases("I had a cup of pasta with cheese") == ["a cup of pasta", "cheese"])
        // Without the database, nothing is taken into the dish.
        #expect(reader.phrases("I had a cup of pasta with cheese") == ["a cup of pasta", "cheese"])
    }

    /// `Pasta with cream sauce and poultry`, as the database would name it.
    private static func pastaDishNames(joined: String, part: String, every: Bool) -> Bool {
        let name: Set<String> = ["pasta", "cream", "sauce", "poultry"]
        let nouns: [String] = part.split(separator: " ").map(String.init).filter {
            !["a", "cup", "of", "regular"].contains($0)
        }
        guard joined.hasPrefix("a cup of pasta") else { return false }
        return every ? nouns.allSatisfy { name.contains($0) } : nouns.contains { name.contains($0) }
    }

    @Test func aDishMustNameTheFoodBeforeItToTakeItIn() {
        var dishes = MealSentence(
            isFoodWord: { ["watermelon", "soup"].contains($0) }, isDish: { $0.hasSuffix("noodle soup") })
        dishes.isDishNaming = { _, part, every in
            let nouns = part.split(separator: " ").filter { ["watermelon", "noodle", "soup"].contains($0) }
            return every ? nouns.allSatisfy { $0 != "watermelon" } : nouns.contains { $0 != "watermelon" }
        }
        // `noodle soup` is a dish, but not one of watermelon.
        #expect(
            dishes.phrases("I had a cup of watermelon with a warm, comforting package of noodle soup")
                == ["a cup of watermelon", "package of noodle soup"])
    }

    @Test func anAsideAboutTheMealNamesNoFood() {
        #expect(
            reader.phrases("I had a muffin with butter, making it a satisfying end to my day")
                == ["a muffin", "butter"])
        #expect(reader.phrases("I had a slice of pizza, leaving the crust and cheese") == ["a slice of pizza"])
        // An aside that weighs still gives the food before it its amount.
        #expect(reader.phrases("I had a yogurt, making for a hearty 6 oz portion") == ["6 oz yogurt"])
    }

    @Test func aClauseThatNarratesTheMealNamesNoFood() {
        #expect(reader.phrases("I had a muffin, which made for a satisfying breakfast") == ["a muffin"])
        #expect(reader.phrases("I had a slice of bread, which complemented my cheese nicely") == ["a slice of bread"])
        #expect(reader.phrases("I had an apple, which added a nice crunch to my lunch") == ["an apple"])
        // A clause that holds a food still gives it.
        #expect(
            reader.phrases("I had a muffin, which I paired with a cup of coffee")
                == ["a muffin", "a cup of coffee"])
    }

    @Test func whatAFoodWasMadeFromIsNoSecondFood() {
        #expect(
            reader.phrases("I had a cup of macaroni and cheese, prepared from a packaged mix")
                == ["a cup of macaroni and cheese packaged mix"])
    }

    @Test func wordsOfTextureAloneNameNothing() {
        #expect(
            reader.phrases("I had a sausage, tender and juicy, and a slice of bread") == [
                "a sausage", "a slice of bread",
            ])
        #expect(reader.phrases("I had a muffin, soft and chewy") == ["a muffin"])
    }

    @Test func aFoodPointedBackAtIsNoSecondFood() {
        #expect(reader.phrases("I had a muffin, savoring the sweetness of this classic bread") == ["a muffin"])
        #expect(
            reader.phrases("I had a cup of milk and a sandwich with the same cheese") == [
                "a cup of milk", "a sandwich",
            ])
    }

    @Test func anAmountToldAfterTheFoodIsItsAmount() {
        #expect(
            reader.phrases("I had a bottle of water, just the right size at 12 fl oz") == ["12 fl oz water"])
        #expect(reader.phrases("I had a serving of macaroni, totaling one cup") == ["one cup macaroni"])
    }

    @Test func aStopInsideANameEndsNothing() {
        #expect(reader.phrases("I had a Chips Ahoy! cookie and milk") == ["a Chips Ahoy cookie", "milk"])
        #expect(reader.phrases("I had an E.L. Fudge cookie with milk") == ["an E.L. Fudge cookie", "milk"])
    }

    @Test func aDrinksVolumeDoesNotMakeASentenceWeighed() {
        // Weighed: every food has its weight, so `bread` describes the juice's line.
        #expect(reader.phrases("I had 150g of juice and bread") == ["150g of juice and bread"])
        // Counted: `bread` is a food of its own.
        #expect(reader.phrases("I had 12 fl oz of juice and bread") == ["12 fl oz of juice", "bread"])
    }

    @Test func aPhraseNoFoodNamesIsCutWhereOneFoodSitsOnAnother() {
        let known: Set<String> = ["a sausage", "a soft white bread", "cheese", "a soft English muffin"]
        let isUnknown = { (phrase: String) in !known.contains(phrase) }
        #expect(
            reader.splitAtPlace("a sausage on a soft white bread", isUnknown: isUnknown)
                == ["a sausage", "a soft white bread"])
        // Both sides must name a food: `on top` is a place, and a known phrase is left whole.
        #expect(reader.splitAtPlace("cheese on top", isUnknown: isUnknown) == nil)
        #expect(reader.splitAtPlace("a sausage", isUnknown: isUnknown) == nil)
        #expect(
            reader.splitAtPlace("cheese on between a soft English muffin", isUnknown: isUnknown)
                == ["cheese", "a soft English muffin"])
    }

    @Test func aPartTheDishBeforeIsMadeWithIsNoSecondFood() {
        let dish = "Ham and cheese submarine sandwich, with lettuce, tomato and spread"
        #expect(reader.isHeld("crisp lettuce tomato", by: dish))
        #expect(reader.isHeld("a spread", by: dish))
        // Counted on its own, or not in the dish's name, it is a food of its own.
        #expect(!reader.isHeld("two slices of tomato", by: dish))
        #expect(!reader.isHeld("a banana", by: dish))
        #expect(!reader.isHeld("a tomato", by: "Bread, tomato"))
        // Another name of the same food, in two words of its name, says it again.
        #expect(reader.isHeld("a Mexican turnover", by: "Empanada, Mexican turnover, fruit-filled"))
        #expect(!reader.isHeld("a cheese turnover", by: "Empanada, Mexican turnover, fruit-filled"))
        // A pizza's crust is the pizza's.
        #expect(reader.isHeld("a crispy thin crust", by: "Pizza, cheese, stuffed crust"))
        #expect(reader.isHeld("a chocolate coating", by: "Light ice cream bar, vanilla"))
        // A food with its part is a food.
        #expect(!reader.isHeld("a cookie with icing", by: "Bread, white"))
        // The bread a sandwich is `on` is the sandwich's.
        #expect(reader.isHeld("a bun", by: "Egg, cheese, ham, and bacon on bun"))
        let names = ["a submarine sandwich": dish]
        #expect(
            reader.withoutHeldParts(["a submarine sandwich", "lettuce", "a spread", "a cup of milk"]) { names[$0] }
                == ["a submarine sandwich", "a cup of milk"])
    }

    @Test func whereAFoodCameFromIsSaidOfIt() {
        #expect(
            reader.phrases("I had a slice of pizza, fresh from a nearby restaurant")
                == ["a slice of pizza from restaurant"])
        // A place no food's name holds says nothing.
        let reader = MealSentence(
            isFoodWord: { ["pizza", "restaurant"].contains($0) }, isDish: { _ in false },
            isKnownWord: { $0 != "eatery" })
        #expect(reader.phrases("I had a slice of pizza, straight from the eatery") == ["a slice of pizza"])
        #expect(
            reader.phrases("I had a slice of pizza, fresh from the restaurant") == ["a slice of pizza from restaurant"])
    }

    @Test func howAFoodWasCoatedIsNoSecondFood() {
        #expect(
            reader.phrases("I had a muffin, perfectly coated in butter, and a cup of milk")
                == ["a muffin coated in butter", "a cup of milk"])
        // With an amount it is a second food.
        #expect(
            reader.phrases("I had a muffin, drizzled with a tablespoon of butter")
                == ["a muffin", "a tablespoon of butter"])
    }

    @Test func alongWithOrAccompaniedByAddsAnotherFood() {
        #expect(MealSentence.segments("a muffin, along with a cup of milk").map(\.joinedBy) == [nil, "and"])
        #expect(MealSentence.segments("a muffin accompanied by milk").map(\.joinedBy) == [nil, "and"])
        #expect(MealSentence.segments("a muffin with butter").map(\.joinedBy) == [nil, "with"])
    }

    @Test func aTraceOfSomethingIsWhatTheFoodWasMadeWith() {
        #expect(reader.phrases("I had a muffin with a touch of butter") == ["a muffin with butter"])
        // `a touch of` after the food itself says why, not what.
        #expect(reader.phrases("I had a muffin and an apple for a touch of sweetness") == ["a muffin", "an apple"])
    }

    @Test func examplesAfterSuchAsAreNoFoodsOfTheirOwn() {
        #expect(
            MealSentence.segments("vegetables, such as carrots and broccoli, and a cup of rice").map(\.isExample)
                == [false, true, true, false])
        #expect(reader.phrases("I had toast, such as butter and milk") == ["toast"])
    }

    @Test func aFoodInAContainerIsThatContainerOfIt() {
        #expect(reader.phrases("I had a muffin and a cold juice in a can") == ["a muffin", "a can of cold juice"])
    }

    @Test func aListOfAdjectivesMayEndInAnd() {
        #expect(reader.phrases("I had a cup of sweet and crunchy raw yogurt") == ["a cup of sweet raw yogurt"])
    }

    @Test func aTasteIsNoFood() {
        #expect(reader.phrases("I had a bag of chips with that irresistible cheese flavor") == ["a bag of chips"])
    }

    @Test func anotherNameForTheFoodJustToldReplacesIt() {
        #expect(reader.phrases("I had a small muffin, the chocolate muffin") == ["a chocolate muffin"])
        #expect(reader.phrases("I had a muffin, specifically an English muffin") == ["an English muffin"])
        #expect(
            reader.phrases("I had a sandwich, the rest of an apple")
                == ["a sandwich", "an apple"])
        // A weighed food after `the` is a food of its own.
        #expect(reader.phrases("I had 150g muffin, the 30g of butter") == ["150g muffin", "30g of butter"])
    }

    @Test func aSandwichFeaturingAFoodIsThatFood() {
        #expect(
            reader.phrases("For lunch I had a sandwich featuring a sausage on white bread and a cup of milk")
                == ["a sausage on white bread", "a cup of milk"])
    }

    @Test func anAmountAfterTheFoodWeighsIt() {
        #expect(reader.phrases("For lunch I had a small sandwich that weighed 115g") == ["115g small sandwich"])
        #expect(reader.phrases("I had a fresh raw apple of 126g") == ["126g fresh raw apple"])
    }

    @Test func wherePlacedOnThePlateIsNoPartOfTheFood() {
        #expect(reader.phrases("I had toast and 35g of pork sausage on the side") == ["toast", "35g of pork sausage"])
    }

    @Test func aFoodSpreadWithAWeighedOneIsTwoFoods() {
        #expect(
            reader.phrases("I had a warm muffin spread with 1 tablespoon of butter")
                == ["a muffin", "1 tablespoon of butter"])
    }

    @Test func anotherPortionOfTheSameFoodIsASecondPhraseOfIt() {
        #expect(
            reader.phrases("I had a slice of pizza and another slice")
                == ["a slice of pizza", "a slice of pizza"])
    }

    @Test func aCollectiveSaysNoAmount() {
        #expect(reader.phrases("I had a mix of cheese and a muffin") == ["cheese", "a muffin"])
    }

    @Test func sentencesAreToldFromFoodLists() {
        #expect(MealSentence.isSentence("For lunch I had a piece of pizza"))
        #expect(MealSentence.isSentence("my breakfast: eggs"))
        #expect(!MealSentence.isSentence("2 eggs and toast"))
        #expect(!MealSentence.isSentence("chicken, rice, broccoli"))
    }

    @Test func aMealLabelledFirstOrADrinkToldIsASentence() {
        // Each was read as one food with the meal word in it: `dinner was steak` a Salisbury steak dinner,
        // `drank 3 beers` one beer, `snack - protein bar` a line for review.
        for line in [
            "lunch: chicken salad", "Dinner: steak", "dinner was steak and potatoes", "snack - a protein bar",
            "drank 3 beers",
        ] {
            #expect(MealSentence.isSentence(line), "\(line)")
        }
        for line in ["breakfast burrito", "dinner roll", "snack bar", "lunch meat 100g", "chicken - grilled"] {
            #expect(!MealSentence.isSentence(line), "\(line)")
        }
        #expect(reader.phrases("snack - a banana") == ["a banana"])
    }

    /// Omelets, patties and what they were made with.
    private let dishReader = MealSentence(
        isFoodWord: { ["omelet", "meat", "milk", "fat", "patty", "bun"].contains($0.lowercased()) },
        isDish: { _ in false })

    @Test func anEggDishIsCountedInTheEggsItWasMadeWith() {
        let reader = dishReader
        #expect(
            reader.phrases("For breakfast I had a fluffy egg omelet made with one egg and delicious meat")
                == ["one egg omelet with meat"])
        #expect(
            reader.phrases("I had an omelet made with two eggs and a cup of milk") == ["two omelet", "a cup of milk"])
    }

    @Test func whatTheFoodWasWithoutIsNoFoodOfItsOwn() {
        let reader = dishReader
        #expect(
            reader.phrases("For breakfast I had an omelet with no added fat and a cup of milk")
                == ["an omelet with no added fat", "a cup of milk"])
    }

    @Test func aDishTheSentenceOnlyCallsADishIsWhatItFeatured() {
        let reader = dishReader
        #expect(
            reader.phrases("For dinner, I prepared a classic dish featuring a ground chicken patty on a white bun")
                == ["a ground chicken patty on a white bun"])
    }

    @Test func aNameEndingInItsShapeIsAFoodWhenOneFoodHoldsItsEveryWord() {
        // `a Twix bar` of `TWIX Caramel Cookie Bars`: not the food's whole main name, but every word in it.
        var reader = dishReader
        reader.namesOneFood = { phrase in ["twix bar", "musketeers bar"].contains { phrase.lowercased().hasSuffix($0) }
        }
        #expect(reader.phrases("I had a Twix bar and a cup of milk") == ["a Twix bar", "a cup of milk"])
        #expect(reader.phrases("I had a 3 Musketeers bar and a cup of milk") == ["3 Musketeers bar", "a cup of milk"])
        // A shape is a unit: `a sweet little` treat is no food.
        reader.namesOneFood = { _ in true }
        #expect(reader.phrases("As a sweet little pick-me-up for my snack, I had a cup of milk.") == ["a cup of milk"])
    }

    @Test func whereAFoodCameOutOfSaysNothingOfIt() {
        let reader = dishReader
        #expect(
            reader.phrases("I had a meat patty right out of the oven and a cup of milk") == [
                "a meat patty", "a cup of milk",
            ])
    }
}
