import SpotterKit
import Testing

@Suite struct StubFoodResolverTests {
    private let toast = ResolvedFood(
        name: "toast", grams: 22, kcal: 64, protein: 2, carbs: 12, fat: 0.9, fiber: 0.6, confidence: 1,
        source: "stub:toast", status: .ok)

    @Test func answersKnownPhrases() {
        let stub = StubFoodResolver(answers: ["toast": .resolved([toast])])
        #expect(stub.resolve("toast") == .resolved([toast]))
        #expect(stub.name == "stub")
    }

    @Test func unknownPhrasesAreUnresolvedWithTheirText() {
        let stub = StubFoodResolver(name: "openai", answers: [:])
        #expect(stub.resolve("sushi") == .unresolved(reason: "the stub resolver has no answer for \"sushi\""))
        #expect(stub.name == "openai")
    }

    @Test func statusSpellsTheJournalValues() {
        #expect(FoodStatus.needsReview.rawValue == "needs_review")
        #expect(FoodStatus.ok.rawValue == "ok")
        #expect(FoodStatus.estimated.rawValue == "estimated")
    }
}
