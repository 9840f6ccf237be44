import Testing

@testable import SpotterKit

/// The curated table's misleading USDA portions stay out when a curated food borrows its USDA food's others.
@Suite struct WithheldPortionsTests {
    private let resolver = TableFoodResolver()

    private func food(_ phrase: String) -> ResolvedFood? {
        if case .resolved(let foods) = resolver.resolve(phrase), foods.count == 1 { foods[0] } else { nil }
    }

    @Test func aSliceOfSourdoughIsASliceNotSR28s139Grams() throws {
        // `a slice of sourdough` was 139 g, 378 kcal: SR28's `1 slice` of French bread, which the curated
        // table drops and its row borrowed back.
        let slice = try #require(food("a slice of sourdough"))
        #expect(slice.grams == 31)
        #expect(slice.name == "Bread, sour dough")
        #expect(food("2 slices of sourdough")?.grams == 62)
        // By weight it is still the curated row.
        #expect(food("100g sourdough")?.name == "bread, French/sourdough")
    }

    @Test func aRotisserieChickenBreastIsNotWeighedWithItsBone() {
        // It was 483 g, SR28's breast `with skin and bone`.
        #expect((food("1 rotisserie chicken breast")?.grams ?? 483) < 200)
    }

    @Test func aBagOfChipsIsASingleServingBag() {
        // `a bag of crisps` was SR28's 8 oz bag, 227 g and 1,208 kcal.
        #expect(food("a bag of crisps")?.grams == 57)
        #expect(food("a bag of chips")?.grams == 57)
        #expect(food("a large bag of chips")?.grams == 85)
        #expect(food("28g crisps")?.name == "potato chips, salted")
    }

    @Test func aSalmonFilletIsUSDAsMediumFilletNotTwiceSR28sHalf() throws {
        // `a salmon fillet` was 356 g and 733 kcal, SR28's `.5 fillet` doubled, and weighed more than `a large
        // salmon fillet` (USDA's survey: 340 g).
        let fillet = try #require(food("a salmon fillet"))
        #expect(fillet.grams == 227)
        #expect(fillet.name == "Salmon, cooked, NS as to cooking method")
        #expect(food("a small salmon fillet")?.grams == 170)
        #expect(food("a large salmon fillet")?.grams == 340)
        #expect(food("2 salmon fillets")?.grams == 454)
        // By weight it is still the curated row.
        #expect(food("150g salmon")?.name == "salmon, Atlantic farmed, cooked")
    }

    @Test func onlyTheWithheldLabelsAreLeftOut() throws {
        let bread = try #require(USDADatabase.builtIn.foods.first { $0.reference == "usda-sr28:18029" })
        #expect(bread.row.portions["slice"] == 139)
        #expect(WithheldPortions.lent(by: bread)["slice"] == nil)
        let egg = try #require(USDADatabase.builtIn.foods.first { $0.reference == "usda-sr28:01123" })
        #expect(WithheldPortions.lent(by: egg) == egg.row.portions)
    }
}
