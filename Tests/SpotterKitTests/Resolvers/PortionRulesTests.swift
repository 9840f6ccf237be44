import Testing

@testable import SpotterKit

/// How a portion's grams are written in the notes that name them.
@Suite struct PortionRulesTests {
    @Test func gramsAreWrittenWholeOrToOneDecimal() {
        #expect(PortionRules.format(50) == "50")
        #expect(PortionRules.format(388) == "388")
        #expect(PortionRules.format(118.04) == "118")
        #expect(PortionRules.format(12.5) == "12.5")
        #expect(PortionRules.format(12.46) == "12.5")
        #expect(PortionRules.format(0.04) == "0")
        #expect(PortionRules.format(-2.5) == "-2.5")
        // Past what an integer holds exactly, the remainder is taken in floating point, as before.
        #expect(PortionRules.format(1e16) == "10000000000000000")
        #expect(PortionRules.format(1.25e15) == "1250000000000000")
    }
}
