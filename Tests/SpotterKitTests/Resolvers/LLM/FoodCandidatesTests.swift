import Testing

@testable import SpotterKit

/// Candidate-grounded answers: the model picks an offered USDA food and weighs it, or, only when
/// none fits, gives its own figures; an id that was not offered is refused.
@Suite struct FoodCandidatesTests {
    private let table = TableFoodResolver()
    private let phrase = "a bubble tea"

    private func answer(_ json: String) -> (FoodResolution, StubHTTPClient, FoodCandidates) {
        let client = StubHTTPClient { _, _ in ok(openAIBody(json)) }
        let candidates = FoodCandidates([phrase], table: table)
        let resolution = makeLLMResolver(client).answer(phrase, candidates: candidates).resolution
        return (resolution, client, candidates)
    }

    @Test func theRequestCarriesEachPhrasesClosestUSDAFoodsWithTheirPortions() throws {
        let candidates = FoodCandidates([phrase], table: table)
        let first = try #require(candidates.phrases.first?.foods.first)
        let (_, client, _) = answer(#"{"foods":[]}"#)
        let body = String(decoding: try #require(client.requests.first).body, as: UTF8.self)
        #expect(body.contains(first.reference))
        #expect(body.contains("USDA candidates"))
        #expect(candidates.text.contains(" g"))
    }

    @Test func aChosenCandidateTakesEveryFigureFromUSDA() throws {
        let offered = try #require(FoodCandidates([phrase], table: table).phrases.first?.foods.last)
        let (resolution, _, _) = answer(
            #"{"foods":[{"name":"bubble tea","grams":500,"usda_id":"\#(offered.reference)","per_100g":null,"confidence":0.9}]}"#
        )
        guard case .resolved(let foods) = resolution, let food = foods.first else {
            Issue.record("expected a resolved food, got \(resolution)")
            return
        }
        #expect(food.source == offered.reference)
        #expect(food.name == offered.name)
        #expect(food.grams == 500)
        #expect(abs(food.kcal - offered.kcal * 5) < 1)
        #expect(food.note?.contains("chosen by openai") == true)
    }

    @Test func aChosenFoodsGramsMustFitUSDAsPortionForTheAmountTyped() throws {
        let offered = try #require(FoodCandidates([phrase], table: table).phrases.first?.foods.last)
        let (resolution, _, _) = answer(
            #"{"foods":[{"name":"bubble tea","grams":20,"usda_id":"\#(offered.reference)","per_100g":null,"confidence":0.9}]}"#
        )
        guard case .unresolved(let reason) = resolution else {
            Issue.record("20 g is no bubble tea: expected a refusal, got \(resolution)")
            return
        }
        #expect(reason.contains("USDA's portion for that amount"))
        // A sentence's amounts belong to its parts: the whole line is not weighed as one amount.
        let sentence = "For my snack I had a cubic inch of smoked salmon"
        let candidates = FoodCandidates(["a cubic inch of smoked salmon"], table: table)
        let salmon = try #require(candidates.phrases.first?.foods.first)
        let client = StubHTTPClient { _, _ in
            ok(
                openAIBody(
                    #"{"foods":[{"name":"smoked salmon","grams":17,"usda_id":"\#(salmon.reference)","per_100g":null,"confidence":0.9}]}"#
                ))
        }
        guard case .resolved = makeLLMResolver(client).answer(sentence, candidates: candidates).resolution else {
            Issue.record("a sentence's food is weighed by its own part")
            return
        }
    }

    @Test func anIdThatWasNotOfferedIsRefused() {
        let (resolution, _, _) = answer(
            #"{"foods":[{"name":"bubble tea","grams":500,"usda_id":"usda-sr28:01001","per_100g":null,"confidence":0.9}]}"#
        )
        guard case .unresolved(let reason) = resolution else {
            Issue.record("expected a refusal")
            return
        }
        #expect(reason.contains("not among the USDA candidates offered"))
    }

    @Test func withoutAFittingCandidateTheModelsOwnFiguresAreValidatedAsBefore() {
        let (resolution, _, _) = answer(
            #"{"foods":[{"name":"bubble tea","grams":500,"usda_id":null,"per_100g":{"kcal":70,"protein":0.6,"carbs":14,"fat":1.3,"fiber":0.2},"confidence":0.6}]}"#
        )
        guard case .resolved(let foods) = resolution, let food = foods.first else {
            Issue.record("expected a resolved food")
            return
        }
        #expect(food.source == "openai:gpt-4o-mini")
        #expect(food.status == .estimated)
        let (absurd, _, _) = answer(
            #"{"foods":[{"name":"bubble tea","grams":500,"usda_id":null,"per_100g":null,"confidence":0.6}]}"#)
        guard case .unresolved = absurd else {
            Issue.record("no id and no figures is no answer")
            return
        }
    }
}
