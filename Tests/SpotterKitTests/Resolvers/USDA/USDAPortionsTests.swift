import Testing

@testable import SpotterKit

@Suite struct USDAPortionsTests {
    @Test func householdLabelsBecomeTableKeys() {
        #expect(USDAPortions.key("1 cup (8 fl oz)")! == ("cup", 1))
        #expect(USDAPortions.key("1 small (2-1/2\" dia)")! == ("small", 1))
        #expect(USDAPortions.key("1 fl oz")! == ("fl_oz", 1))
        #expect(USDAPortions.key("1 tablespoon")! == ("tbsp", 1))
        #expect(USDAPortions.key("1 link, breakfast size")! == ("link", 1))
        #expect(USDAPortions.key("1 individual container")! == ("container", 1))
        #expect(USDAPortions.key("1 sandwich")! == ("sandwich", 1))
        #expect(USDAPortions.key("1 extra large")! == ("extra_large", 1))
    }

    @Test func fractionsAndAmountsAreKeptForDivision() {
        #expect(USDAPortions.key("1/2 cup")! == ("cup", 0.5))
        #expect(USDAPortions.key("1-1/2 cup")! == ("cup", 1.5))
        #expect(USDAPortions.key("0.5 cup, chopped")! == ("cup", 0.5))
        #expect(USDAPortions.keyed([("1/2 cup", 100), ("1 cup", 180)]) == ["cup": 200])
    }

    @Test func aLabelsNounIsKeyedAsThePhrasesUnitWordIsRead() {
        // `a snack size tub of chips` is read as a container, `a shot of espresso` as a jigger.
        let chips = USDAPortions.keyed([("1 snack size tub/can", 20), ("1 regular can", 185)])
        #expect(chips["container"] == 20)
        #expect(chips["can"] == 185)
        #expect(USDAPortions.key("1 shot")! == ("jigger", 1))
    }

    @Test func aSizeAfterTheCommaSizesThePiece() {
        let keyed = USDAPortions.keyed([
            ("1 piece, NFS", 119), ("1 piece, small pizza", 80), ("1 piece, extra-large pizza", 128),
        ])
        #expect(keyed["piece"] == 119)
        #expect(keyed["small piece"] == 80)
        #expect(keyed["extra_large piece"] == 128)
    }

    @Test func aDrinksBottleIsItsMiddleSizeAndOtherUnitsTheFirstListed() {
        let drink = USDAPortions.keyed([
            ("1 bottle (12 fl oz)", 372), ("1 bottle (16.9 fl oz or 500 ml)", 524), ("1 bottle (20 fl oz)", 620),
            ("1 bottle (32 fl oz)", 992),
        ])
        #expect(drink["bottle"] == 620)
        let candy = USDAPortions.keyed([("1 bar (.8 oz)", 23), ("1 bar (1.9 oz)", 54), ("1 bar (2.1 oz)", 60)])
        #expect(candy["bar"] == 23)
    }

    @Test func aBottleUSDAGivesForAnUnspecifiedAmountIsTheBottle() {
        // Beer's labels: `a bottle of beer` is 12 fl oz, not the middle 16 or the 40 fl oz bottle, and
        // `1 can or bottle` names a bottle as plainly as `1 bottle`.
        let beer = USDAPortions.keyed([
            ("1 fl oz", 30), ("1 can or bottle (12 fl oz)", 360), ("1 can or bottle (16 fl oz)", 480),
            ("1 bottle (40 fl oz)", 1200), ("Quantity not specified", 360),
        ])
        #expect(beer["bottle"] == 360)
        #expect(beer["can"] == 360)
    }

    @Test func quantityNotSpecifiedIsTheDefaultPortion() {
        #expect(USDAPortions.key("Quantity not specified")! == (USDAPortions.defaultKey, 1))
    }

    @Test func aBrandsPortionIsNotTheFoodsPiece() {
        let keyed = USDAPortions.keyed([("1 Oreo sandwich", 11), ("1 sandwich", 14), ("1 cup, NFS", 90)])
        #expect(keyed["sandwich"] == 14)
        #expect(keyed["cup"] == 90)
    }

    @Test func aNounFromSizedLabelsIsTheMediumOne() {
        let keyed = USDAPortions.keyed([
            ("1 small single serving bag", 28), ("1 medium single serving bag", 57), ("1 large single serving bag", 85),
        ])
        #expect(keyed["bag"] == 57)
        #expect(keyed["small bag"] == 28)
        #expect(keyed["large bag"] == 85)
        // An unsized label names the piece itself.
        let cookies = USDAPortions.keyed([("1 small cookie", 20), ("1 cookie", 25), ("1 medium cookie", 30)])
        #expect(cookies[FoodWords.folded("cookie")] == 25)
    }

    @Test func aPlainLabelSpeaksForItsUnitBeforeQualifiedOrSizedOnes() {
        let cheese = USDAPortions.keyed([("1 cracker-size slice", 9), ("1 slice", 21), ("Quantity not specified", 21)])
        #expect(cheese["slice"] == 21)
        let bread = USDAPortions.keyed([
            ("1 large or thick slice", 43), ("1 slice, crust not eaten", 13), ("1 small or thin/very thin slice", 24),
            ("1 medium or regular slice", 28),
        ])
        #expect(bread["slice"] == 28)
        let sandwich = USDAPortions.keyed([("1 regular sandwich", 180), ("1 sandwich (1 slice bread)", 90)])
        #expect(sandwich["sandwich"] == 180)
    }

    @Test func aCocktailOrMiniaturePieceIsTheMiniOneNotTheNouns() {
        // USDA's sausages list `1 cocktail or miniature link` (10 g) first: it was `a beef sausage link`.
        let sausage = USDAPortions.keyed([
            ("1 patty", 35), ("1 cocktail or miniature link", 10), ("1 breakfast size link", 20),
            ("1 bun-size or griller link", 75),
        ])
        #expect(sausage["link"] == 20)
        #expect(sausage["mini"] == 10)
        #expect(sausage["mini link"] == 10)
        #expect(sausage["bun_size"] == 75)
        // `a frank` was the cocktail frank listed before the frank itself.
        let frank = USDAPortions.keyed([
            ("1 frankfurter", 57), ("1 cocktail/miniature frank", 10), ("1 bun length/jumbo frank", 57),
            ("1 footlong frank", 88),
        ])
        #expect(frank["frank"] == 57)
        #expect(frank["mini"] == 10)
    }

    @Test func aLinkHeavierThanAnySausageIsAWholeRopeNotACountedOne() {
        // SR28's kielbasa weighs `1 link` at 396 g, a 14-oz rope: `a polish sausage` was 1,287 kcal.
        let kielbasa = USDAPortions.keyed([("3 oz", 85), ("1 link", 396)])
        #expect(kielbasa["rope"] == 396)
        #expect(kielbasa["link"] == nil)
        #expect(kielbasa[USDAPortions.firstCountKey] == nil)
        // A link of a pound in four is one.
        let link = USDAPortions.keyed([("1 link, 4/lb", 113)])
        #expect(link["link"] == 113)
        #expect(link[USDAPortions.firstCountKey] == 113)
    }

    @Test func everyNounOfALabelNamesItsPortion() {
        let juice = USDAPortions.keyed([("1 fun size box (4.23 fl oz)", 131), ("1 juice box/pouch (6.75 fl oz)", 209)])
        #expect(juice["box"] == 209)
        #expect(juice["pouch"] == 209)
        // Of a drink's two sizes, the middle one is the larger.
        let tea = USDAPortions.keyed([("1 can or bottle (12 fl oz)", 372), ("1 can or bottle (16.9 fl oz)", 524)])
        #expect(tea["can"] == 524)
        #expect(tea["bottle"] == 524)
        let taco = USDAPortions.keyed([("1 small taco or tostada", 133), ("1 medium taco or tostada", 169)])
        #expect(taco["taco"] == 169)
    }

    @Test func anUnspecifiedSizeIsUSDAsAnswerForTheNoun() {
        let water = USDAPortions.keyed([
            ("1 bottle (8 fl oz)", 240), ("1 bottle (20 fl oz)", 600), ("1 bottle, NFS", 507),
        ])
        #expect(water["bottle"] == 507)
    }

    @Test func slashedAndCandySizesAndCaloriePacksAreRead() {
        #expect(USDAPortions.key("1 miniature/small roll")! == ("mini", 1))
        #expect(USDAPortions.key("1 medium/regular/sandwich size roll")! == ("medium", 1))
        #expect(USDAPortions.key("1 fun size bar")! == ("fun_size", 1))
        #expect(USDAPortions.key("1 king size bar")! == ("large", 1))
        #expect(USDAPortions.key("1 100 calorie package")! == (USDAPortions.caloriePackKey, 1))
        let keyed = USDAPortions.keyed([("1 miniature/bite size", 8), ("1 fun size bar", 11), ("1 bar", 44)])
        #expect(keyed["bar"] == 44)
        #expect(keyed[USDAPortions.firstCountKey] == 44)  // a bare count is a bar, not a miniature
    }

    @Test func weightsAndOddMeasuresAreNotHouseholdPortions() {
        #expect(USDAPortions.key("1 oz") == nil)
        #expect(USDAPortions.key("1 surface inch") == nil)
        // People do say `a cubic inch of cheddar`.
        #expect(USDAPortions.key("1 cubic inch")! == ("cubic inch", 1))
        #expect(USDAPortions.keyed([("1 oz", 28.35), ("1 cup", 0)]).isEmpty)
    }

    @Test func aSizeAfterAnotherWordsSlashIsASizeOfTheNoun() {
        // `1 snack/mini microwave bag` answers `a mini bag`; the regular bag stays the bag.
        let popcorn = USDAPortions.keyed([("1 regular microwave bag", 85), ("1 snack/mini microwave bag", 43)])
        #expect(popcorn["mini bag"] == 43)
        #expect(popcorn["bag"] == 85)
    }

    @Test func aLengthBeforeTheNounIsNoCount() {
        // SR28's `6 inch sub` is one six-inch sub, not six of 33 g.
        #expect(USDAPortions.key("6 inch sub")! == ("sub", 1))
        #expect(USDAPortions.keyed([("6 inch sub", 198), ("12 inch sub", 396)])["sub"] == 198)
    }

    @Test func aFoodsKeptPortionsAreTheOnesItsLabelsKeyTo() {
        let foods = USDADatabase.builtIn.foods
        var differing: [String] = []
        // Asked twice each: the second answer comes from what the first kept.
        for _ in 0..<2 {
            for food in stride(from: 0, to: foods.count, by: 97)
            where USDAPortions.keyedHousehold(of: foods[food]) != USDAPortions.keyed(foods[food].householdPortions) {
                differing.append(foods[food].name)
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
