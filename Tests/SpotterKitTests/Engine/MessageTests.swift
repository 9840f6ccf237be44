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

    @Test(arguments: ["Bench Press sets 1–3: 5 × 60 kg, 5 × 60 kg", "csi\u{9B}31m", ""])
    func aMessageBuiltAsBytesIsTheMessageOfItsText(_ text: String) {
        var built = TextBuilder(capacity: 8)
        built.append(text)
        let message = Message(.success, utf8: built.utf8)
        #expect(message.text == text)
        #expect(message == Message(.success, text))
        #expect(message.isPlain == Message(.success, text).isPlain)
        #expect(message != Message(.info, text))
        var bytes: [UInt8] = []
        message.withUTF8 { bytes = Array($0) }
        #expect(bytes == Array(text.utf8))
    }

    @Test func changingTheTextOfABuiltMessageReplacesItsBytes() {
        var built = TextBuilder(capacity: 8)
        built.append("Pull-Up set ")
        built.append(1)
        var message = Message(.success, utf8: built.utf8)
        #expect(message.text == "Pull-Up set 1")
        message.text = "bell\u{7}"
        #expect(message.text == "bell\u{7}")
        #expect(!message.isPlain)
        #expect(message != Message(.success, "Pull-Up set 1"))
    }
}
