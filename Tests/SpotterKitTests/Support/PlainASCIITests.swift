import Testing

@testable import SpotterKit

/// The word-at-a-time skip stops at the first word of eight holding anything but printable ASCII.
@Suite struct PlainASCIITests {
    func prefix(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { PlainASCII.prefixLength($0) }
    }

    @Test func printableASCIIIsSkippedInWholeWordsOfEight() {
        #expect(prefix("") == 0)
        #expect(prefix("1234567") == 0)
        #expect(prefix("12345678") == 8)
        #expect(prefix("150g chicken breast, roasted ~ {}|") == 32)
        #expect(prefix(" !\"#$%&'()*+,-./0123456789:;<=>?@AZ[\\]^_`az{|}~ ") == 48)
    }

    @Test(arguments: ["\u{0}", "\u{1F}", "\n", "\t", "\u{7F}", "\u{80}", "é", "×", "\u{9B}", "🏋"])
    func aWordHoldingAnyOtherByteIsNotSkipped(_ odd: String) {
        for position in 0..<8 {
            let text =
                String(repeating: "a", count: 8) + String(repeating: "b", count: position) + odd
                + String(repeating: "c", count: 16)
            #expect(prefix(text) == 8, "\(odd.unicodeScalars.map(\.value)) at \(position)")
        }
    }

    /// The word-wise check agrees with a byte-by-byte reading wherever the odd character falls,
    /// among printed-line UTF-8 (`→`, `·`, `é`) that the words of eight pass over.
    @Test(arguments: [
        "", "\u{0}", "\u{1F}", "\n", "\t", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "·", "🏋",
    ])
    func controlIsFoundAtEveryPosition(_ odd: String) {
        for position in 0..<20 {
            let text =
                String(repeating: "→·a", count: position / 3) + String(repeating: "b", count: position % 3) + odd
                + " · 165 kcal → done"
            let scalars = text.unicodeScalars
            for allowingNewline in [false, true] {
                let expected = scalars.contains {
                    ($0.value < 0x20 && !(allowingNewline && $0 == "\n")) || (0x7F...0x9F).contains($0.value)
                }
                var bytes = text
                let found = bytes.withUTF8 { PlainASCII.containsControl($0, allowingNewline: allowingNewline) }
                #expect(found == expected, "\(odd.unicodeScalars.map(\.value)) at \(position)")
            }
        }
    }
}
