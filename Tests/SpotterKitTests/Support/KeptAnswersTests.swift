import Testing

@testable import SpotterKit

@Suite struct KeptAnswersTests {
    @Test func anAnswerIsMadeOnceAndKept() {
        let answers = KeptAnswers<Int>(capacity: 8)
        var made = 0
        let first = answers.answer(for: "milk") {
            made += 1
            return 1
        }
        let again = answers.answer(for: "milk") {
            made += 1
            return 2
        }
        #expect(first == 1 && again == 1 && made == 1)
        #expect(answers.answer(for: "bread") { 3 } == 3)
    }

    @Test func aFullStoreStartsOverRatherThanGrow() {
        let answers = KeptAnswers<Int>(capacity: 2)
        _ = answers.answer(for: "a") { 1 }
        _ = answers.answer(for: "b") { 2 }
        // The third text empties what was kept: `a` is made again.
        _ = answers.answer(for: "c") { 3 }
        #expect(answers.answer(for: "a") { 10 } == 10)
        #expect(answers.answer(for: "c") { 30 } == 3)
    }
}
