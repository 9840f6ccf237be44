import Foundation
import Testing

@testable import SpotterKit

@Suite struct ChainFoodResolverTests {
    /// The chain over the curated table alone (no USDA database), so sushi is a food only the LLM knows.
    func chain(_ client: StubHTTPClient, learnedPath: String?) -> ChainFoodResolver {
        ChainFoodResolver(
            table: TableFoodResolver(table: .builtIn, database: .empty), learned: LearnedFoods(path: learnedPath),
            remote: makeLLMResolver(client))
    }

    let sushi = foodsAnswer("sushi", grams: 300, kcal: 150, protein: 6, carbs: 30, fat: 0.5)

    @Test func tableFoodsNeverReachTheNetwork() {
        let client = StubHTTPClient { _, _ in .failure(.connectionRefused(host: "x")) }
        guard case .resolved(let foods) = chain(client, learnedPath: nil).resolve("150g chicken") else {
            Issue.record("the table knows chicken")
            return
        }
        #expect(foods[0].kcal == 248)
        #expect(client.requests.isEmpty)
    }

    @Test func aLearnedFoodCostsNoSecondCallEvenInANewRun() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/learned-foods.jsonl"
        let answer = sushi
        let client = StubHTTPClient { _, _ in ok(openAIBody(answer)) }
        _ = chain(client, learnedPath: path).resolve("300g sushi")
        #expect(client.requests.count == 1)
        let offline = StubHTTPClient { _, _ in .failure(.connectionRefused(host: "x")) }
        let later = chain(offline, learnedPath: path)
        guard case .resolved(let foods) = later.resolve("150g sushi") else {
            Issue.record("sushi should be learned")
            return
        }
        #expect(foods[0].kcal == 225)
        #expect(foods[0].source.hasPrefix("learned:"))
        #expect(offline.requests.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("sk-test"))
    }

    @Test(arguments: ["6 pieces of sushi", "a plate of sushi", "2 glasses of sushi"])
    func aLineWithANonWeightUnitIsLearnedWithItsPortion(_ line: String) throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/learned-foods.jsonl"
        let answer = foodsAnswer("sushi", grams: 180, kcal: 150, protein: 6, carbs: 30, fat: 0.5)
        let client = StubHTTPClient { _, _ in ok(openAIBody(answer)) }
        let first = chain(client, learnedPath: path)
        guard case .resolved(let asked) = first.resolve(line), case .resolved(let again) = first.resolve(line) else {
            Issue.record("the answer should resolve \(line)")
            return
        }
        #expect(asked[0].grams == 180 && again[0].grams == 180)
        let offline = StubHTTPClient { _, _ in .failure(.connectionRefused(host: "x")) }
        guard case .resolved(let learned) = chain(offline, learnedPath: path).resolve(line) else {
            Issue.record("\(line) should be learned with its portion weight")
            return
        }
        #expect(learned[0].grams == 180)
        #expect(learned[0].source.hasPrefix("learned:"))
        #expect(offline.requests.isEmpty)
    }

    @Test func prefetchAsksOncePerDistinctUnknownPhraseConcurrently() {
        let answer = sushi
        let client = StubHTTPClient { request, _ in
            let text = JSONParser.parse(request.body)?["messages"]?.array?.last?["content"]?.string ?? ""
            return ok(
                openAIBody(
                    answer.replacingOccurrences(of: "\"sushi\"", with: "\"\(text.split(separator: " ").last ?? "")\"")))
        }
        let resolver = chain(client, learnedPath: nil)
        resolver.prefetch(["300g sushi", "300g sushi", "150g chicken", "300g sashimi", "300g nigiri"], concurrency: 4)
        #expect(client.requests.count == 3)
        _ = resolver.resolve("300g sushi")
        #expect(client.requests.count == 3)
    }

    @Test func aBadQuantityIsAnsweredOfflineWithoutAsking() {
        let client = StubHTTPClient { _, _ in ok([]) }
        guard case .unresolved? = chain(client, learnedPath: nil).resolveOffline("-5 sushi") else {
            Issue.record("a negative amount is final")
            return
        }
        #expect(client.requests.isEmpty)
    }

    @Test func aPassingFailureIsAskedAgainButARejectedAnswerIsNot() {
        let answer = sushi
        let client = StubHTTPClient { _, number in
            number == 0 ? .failure(.timedOut(seconds: 30)) : ok(openAIBody(answer))
        }
        let resolver = chain(client, learnedPath: nil)
        guard case .unresolved = resolver.resolve("300g sushi") else {
            Issue.record("the timeout should leave it unresolved")
            return
        }
        guard case .resolved = resolver.resolve("300g sushi") else {
            Issue.record("a timeout must not be remembered")
            return
        }
        #expect(client.requests.count == 2)
        let rejecting = StubHTTPClient { _, _ in ok(openAIBody("no json here")) }
        let other = chain(rejecting, learnedPath: nil)
        _ = other.resolve("300g sushi")
        _ = other.resolve("300g sushi")
        #expect(rejecting.requests.count == 1)
    }
}
