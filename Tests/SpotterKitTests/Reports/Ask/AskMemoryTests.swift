import Testing

@testable import SpotterKit

/// The remembered exchanges are re-sent with every open question, so they stay small whatever was asked.
@Suite struct AskMemoryTests {
    func bytes(_ memory: AskMemory) -> Int {
        memory.exchanges.reduce(0) { $0 + $1.question.utf8.count + $1.answer.utf8.count }
    }

    @Test func olderExchangesGiveWayToKeepTheMemoryUnderItsCap() {
        var memory = AskMemory()
        for index in 0..<8 {
            memory.remember(question: "question \(index)", answer: String(repeating: "a", count: 5000))
        }
        #expect(bytes(memory) <= AskMemory.maximumBytes)
        #expect(memory.exchanges.count == 3)
        #expect(memory.exchanges.last?.question == "question 7")
    }

    @Test func oneLongAnswerIsKeptCutToFit() {
        var memory = AskMemory()
        memory.remember(question: "short", answer: "fine")
        memory.remember(question: "tell me everything", answer: String(repeating: "é", count: 100_000))
        #expect(memory.exchanges.map(\.question) == ["tell me everything"])
        #expect(bytes(memory) <= AskMemory.maximumBytes)
        #expect(bytes(memory) > AskMemory.maximumBytes - 2)
        #expect(memory.exchanges.first?.answer.allSatisfy { $0 == "é" } == true)
    }

    @Test func aHandEditedMemoryWithAHugeQuestionOrAnswerIsCappedWhenRead() {
        var file = AskMemory()
        file.remember(question: "kept", answer: "yes")
        let huge = #"{"q":"\#(String(repeating: "q", count: 5000))","a":"no"}"# + "\n"
        let long = #"{"q":"last","a":"\#(String(repeating: "a", count: 50_000))"}"# + "\n"
        let memory = AskMemory(text: file.text + huge + long)
        #expect(memory.exchanges.map(\.question) == ["last"])
        #expect(bytes(memory) <= AskMemory.maximumBytes)
    }

    @Test func aLongQuestionIsNotRemembered() {
        var memory = AskMemory()
        memory.remember(question: String(repeating: "q", count: 1001), answer: "a")
        #expect(memory.exchanges.isEmpty)
    }
}
