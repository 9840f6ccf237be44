import Testing

@testable import SpotterKit

@Suite struct EndPhraseTests {
    @Test(arguments: [
        "done", "Done.", "done!", "end", "finish", "finished", "stop", "end workout", "finish workout",
        "done workout", "workout done", "workout over", "stop workout", "end gym", "done with workout",
        "done with the workout for today", "done for today", "session over", "all done", "workout is done",
        "workout finished", "the end", "training complete",
    ])
    func endWordsWithTheSessionsNameAndSmallWordsEndIt(line: String) {
        #expect(EndPhrase.matches(line))
    }

    @Test(arguments: [
        "", "done 5 km", "done and dusted", "end of the roast", "done done", "workout gym done",
        "well done steak", "finished my protein shake", "gym", "over easy eggs", "...",
        "done with the workout for today and then some more",
    ])
    func anythingMoreIsNoEndPhrase(line: String) {
        #expect(!EndPhrase.matches(line))
    }
}
