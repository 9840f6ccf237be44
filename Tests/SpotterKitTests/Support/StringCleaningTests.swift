import Testing

@testable import SpotterKit

/// The stored-text rule's test for control characters: C0, DEL and C1, and nothing else.
@Suite struct StringCleaningTests {
    @Test(arguments: ["a\u{0}b", "line\nbreak", "tab\t", "\u{1F}", "del\u{7F}", "\u{80}", "c1 \u{9F} end", "é\u{85}"])
    func aControlCharacterIsFound(_ text: String) {
        #expect(text.hasControlCharacters)
    }

    @Test(arguments: [
        "sixteen plain by\u{7F}", "a longer plain line, then a break\n", "twenty-four plain bytes!\u{85}",
        "plain words first, then \u{1B}[2J",
    ])
    func aControlCharacterAfterPlainWordsIsFound(_ text: String) {
        #expect(text.hasControlCharacters)
    }

    @Test(arguments: [
        "", "5 × 80 kg → 100 kg", "\u{A0}nbsp", "é\u{A0}\u{C0}", "\u{100}\u{2028}", "emoji 🏋️", "~ !",
        "150g chicken breast, roasted (skin removed) · 248 kcal",
    ])
    func printableTextHasNone(_ text: String) {
        #expect(!text.hasControlCharacters)
    }

    @Test func containsBytesAgreesWithContainsOnPortionLabels() {
        let labels = [
            "1 cup, NFS", "1 small (2-1/2\" dia)", "Quantity not specified", "1 regular sandwich", "1 sub (footlong)",
            "1 sub (6\" long)", "1 bottle, NS size", "crème brûlée, 1 ramekin", "", "NF",
        ]
        let needles = [", NFS", "NS size", "regular", "(footlong)", "(6\" long)", "brûlée", "NFS", "zzz", ""]
        for label in labels {
            for needle in needles {
                let expected = needle.isEmpty || label.contains(needle)
                #expect(label.containsBytes(of: needle) == expected, "\(label) / \(needle)")
            }
        }
    }
}
