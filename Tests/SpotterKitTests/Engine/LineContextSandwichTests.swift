import Testing

@testable import SpotterKit

/// A sandwich said by two fillings keeps its bread: `LineContext.withBreadOnFirstFilling`, through the engine.
@Suite struct LineContextSandwichTests {
    /// Each food the line journals, as its text and USDA's name.
    private func foods(_ line: String) throws -> [String] {
        let (engine, store) = try makeEngine()
        _ = engine.handle(line)
        return store.foods.map { "\($0.text) → \($0.name ?? "")" }
    }

    @Test func theBreadGoesToTheFirstFillingWhenTheSecondHasNoSandwich() throws {
        // 7280152 journaled 45 g of ham and 5 g of mustard (83 kcal) for the first line; cooked cress, and 100 g of
        // raw sweet corn, with no bread, for the egg's and the tuna's.
        #expect(
            try foods("ham and mustard sandwich") == [
                "ham sandwich → Ham sandwich, with spread", "mustard → mustard, yellow",
            ])
        #expect(
            try foods("cheese and pickle sandwich") == [
                "cheese sandwich → Cheese sandwich, NFS", "pickle → pickle, dill",
            ])
        #expect(try foods("roast beef and horseradish sandwich").first == "roast beef sandwich → Roast beef sandwich")
        // The egg's is one sandwich now: USDA's egg salad sandwich (`TakeawayNamesTests`).
        #expect(try foods("egg and cress sandwich") == ["egg and cress sandwich → Egg salad sandwich"])
        #expect(try foods("tuna and sweetcorn sandwich").first == "tuna sandwich → Tuna salad sandwich, on bread")
        // It was the chicken and a bacon sandwich, a loose match on `bacon wrap`.
        let wrap = try foods("chicken and bacon wrap")
        #expect(wrap.count == 2)
        #expect(wrap.first?.hasPrefix("chicken wrap → Chicken fillet wrap sandwich") == true)
        #expect(wrap.last?.hasPrefix("bacon → bacon") == true)
    }

    @Test func aSecondFillingThatIsASandwichOfItsOwnKeepsTheBread() throws {
        #expect(
            try foods("cheese and tomato sandwich") == [
                "cheese → cheese, cheddar", "tomato sandwich → Tomato sandwich",
            ])
    }

    @Test func noFillingTakesTheBreadWhereUSDAIsUnsureOfItsSandwich() throws {
        // `salmon bagel` is a loose match on a plain bagel: the salmon stays a food, and the rest waits for review.
        let (engine, store) = try makeEngine()
        let outcome = engine.handle("salmon and cream cheese bagel")
        #expect(store.foods.map(\.text) == ["salmon", "cream cheese bagel"])
        #expect(outcome.needsReviewCount == 1)
    }

    @Test func onlyFillingsSaidWithAndShareTheBread() throws {
        // Listed with a comma, a mustard sandwich is what it was, and an apple no filling of it.
        let (engine, store) = try makeEngine()
        _ = engine.handle("an apple, a mustard sandwich")
        #expect(store.foods.map(\.text) == ["an apple", "a mustard sandwich"])
    }
}
