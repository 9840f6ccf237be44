import Testing

@testable import SpotterKit

/// What a food is without is one word (`no frosting`), in USDA's descriptions and in what people type.
@Suite struct NegationTests {
    private func negated(_ text: String) -> [String] {
        FoodSearchIndex.negating(FoodSearchIndex.terms(text))
    }

    @Test func theWordsAfterNoOrWithoutAreWhatTheFoodIsWithout() {
        #expect(negated("cinnamon bun no frosting") == ["cinnamon", "bun", "no frosting"])
        #expect(negated("chicken breast without the skin") == ["chicken", "breast", "no skin"])
        #expect(negated("egg omelet with no added fat") == ["egg", "omelet", "with", "no added", "no fat"])
        // A list after `without` is all without; `skipping` says it too.
        #expect(
            negated("drumstick skipping the skin and coating") == ["drumstick", "no skin", "and", "no coating"])
        #expect(negated("cake without icing or filling") == ["cake", "no icing", "or", "no filling"])
    }

    @Test func notEatenAndFreeLookBack() {
        #expect(negated("skin / coating not eaten") == ["no skin", "/", "no coating"])
        #expect(negated("chicken breast skin not eaten") == ["chicken", "breast", "no skin"])
        #expect(negated("baked chicken thigh skin removed") == ["baked", "chicken", "thigh", "no skin"])
        #expect(negated("caffeine free soft drink") == ["no caffeine", "soft", "drink"])
    }

    @Test func lessWordsSayWithout() {
        #expect(negated("skinless chicken breast") == ["no skin", "chicken", "breast"])
        #expect(negated("crustless sandwich") == ["no crust", "sandwich"])
    }

    @Test func aDescriptionIsReadPartByPart() {
        #expect(
            FoodSearchIndex.descriptionTerms("Chicken breast, fried, coated, skin / coating not eaten")
                == ["chicken", "breast", "fried", "coated", "no skin", "/", "no coating"])
    }

    @Test func aNamesKeptWordsAreTheOnesItReadsTo() {
        let foods = USDADatabase.builtIn.foods
        var differing: [String] = []
        // Asked twice each: the second answer comes from what the first kept.
        for _ in 0..<2 {
            for food in stride(from: 0, to: foods.count, by: 53)
            where FoodSearchIndex.descriptionTerms(foods[food].name)
                != FoodSearchIndex.readDescriptionTerms(foods[food].name)
            {
                differing.append(foods[food].name)
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    private func food(_ phrase: String) -> ResolvedFood? {
        guard case .resolved(let foods) = TableFoodResolver().resolve(phrase) else { return nil }
        return foods.first
    }

    @Test func aFoodWithSomethingIsNotTheFoodWithoutIt() {
        #expect(food("90g cinnamon bun with frosting")?.name.contains("no frosting") == false)
        #expect(food("90g sweet roll without frosting")?.name == "Roll, sweet, no frosting")
        #expect(food("120g fried chicken breast without the skin")?.name.contains("not eaten") == true)
    }

    @Test func aDrinkIsNotItsDryMix() {
        #expect(food("744g of iced black tea sweetened")?.name.contains("dry") == false)
        #expect(
            food("a cup of instant coffee pre-lightened and pre-sweetened")?.name.contains("not reconstituted") == false
        )
    }

    @Test func aPhraseOfOnlyWhatIsLeftOutNamesNoFood() {
        #expect(food("skin not eaten") == nil)
    }

    @Test func withOrWithoutSaysNothing() {
        #expect(negated("chiliburger, with or without cheese") == ["chiliburger", "with"])
    }

    @Test func skinTakenOffOrNotIncludedIsWithout() {
        #expect(negated("chicken thigh with skin taken off") == ["chicken", "thigh", "with", "no skin"])
        #expect(negated("drumstick skin not included") == ["drumstick", "no skin"])
    }

    @Test func freeOfSomethingIsWithoutIt() {
        #expect(FoodSearchIndex.negating(["salad", "free", "of", "dressing"]) == ["salad", "no dressing"])
        #expect(FoodSearchIndex.negating(["salad", "and", "free", "dressing"]) == ["salad", "and", "no dressing"])
        // `caffeine free` and USDA's `Elk, free range` keep their readings.
        #expect(FoodSearchIndex.negating(["cola", "caffeine", "free"]) == ["cola", "no caffeine"])
        #expect(FoodSearchIndex.negating(["free", "range"]) == ["free", "range"])
    }

    @Test func theIndexTellsANegatedWordAsItsTextDoes() {
        // In the index read in place and in one built from the text.
        let readInPlace = USDADatabase.builtIn.index
        let built = USDADatabase(tsv: USDADatabase.builtInText).index
        for index in [readInPlace, built] {
            let differing = index.words.indices.filter {
                index.isNegation(Int32($0)) != index.words[$0].hasPrefix(FoodSearchIndex.negationPrefix)
            }
            #expect(differing.count == 0, "\(differing.prefix(5).map { index.words[$0] })")
            #expect(index.words.indices.filter { index.isNegation(Int32($0)) }.count > 10)
        }
        // Its own bit of the word's flags: a negated word names a food only where it ends a name (`Water, no salt`
        // does not; a few do).
        let negated = readInPlace.words.indices.filter { readInPlace.isNegation(Int32($0)) }
        let naming = negated.filter { readInPlace.namesFood(readInPlace.words[$0]) }
        #expect(naming.count * 10 < negated.count)
    }
}
