import Testing

@testable import SpotterKit

/// A message knows from the moment it is made whether its text prints as it is.
@Suite struct MessageTests {
    @Test(arguments: ["Logged 150g chicken: 248 kcal", "Bench Press set 1: 5 × 100 kg · +1 rep", "two\nlines", ""])
    func textWithNothingATerminalObeysIsPlain(_ text: String) {
        #expect(Message(.success, text).isPlain)
    }

    @Test(arguments: ["toast\u{1B}[2J", "bell\u{7}", "tab\there", "del\u{7F}", "csi\u{9B}31m"])
    func textWithAControlCharacterIsNotPlain(_ text: String) {
        #expect(!Message(.info, text).isPlain)
    }

    @Test func changingTheTextReadsItAgain() {
        var message = Message(.info, "fine")
        message.text = "now \u{1B}]0;title\u{7}"
        #expect(!message.isPlain)
        message.text = "fine again"
        #expect(message.isPlain)
    }
}
