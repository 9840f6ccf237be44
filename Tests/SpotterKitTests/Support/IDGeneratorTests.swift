import Testing

@testable import SpotterKit

/// Ids are 15 lowercase hex digits of the low 60 bits of a random value, most significant first.
@Suite struct IDGeneratorTests {
    /// `String(radix:)` of the low 60 bits padded to 15 digits: the plain reading the word-at-a-time digits
    /// must match.
    func reference(_ value: UInt64) -> String {
        let digits = String(value & 0x0FFF_FFFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 15 - digits.count) + digits
    }

    @Test(
        arguments: [
            0, 1, 0x9, 0xA, 0xF, 0x10, 0x9A, 0xFFFF_FFFF, 0x1_0000_0000, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210,
            0xA0A0_0909_FAFA_9A9A, UInt64.max,
        ] as [UInt64])
    func hexGivesFifteenLowercaseDigitsOfTheLowSixtyBitsMostSignificantFirst(_ value: UInt64) {
        #expect(IDGenerator.hex(value) == reference(value))
    }

    @Test func everyNibbleInEveryPositionReadsAsItsDigit() {
        for position in 0..<16 {
            for nibble in UInt64(0)...15 {
                let value = nibble << (4 * UInt64(position))
                #expect(IDGenerator.hex(value) == reference(value), "nibble \(nibble) at \(position)")
            }
        }
    }

    @Test func generatorGivesXoshiroReferenceOutput() {
        // The first outputs of the reference C implementation (prng.di.unimi.it) from the state 1, 2, 3, 4.
        let generator = IDGenerator(state: (1, 2, 3, 4))
        let expected: [UInt64] = [
            0x2d00, 0, 0x5a00_7080, 0x10e0_0000_0000_9d80, 0x10e0_b61c_e100_9d80, 0x0870_021c_e143_ad00,
        ]
        #expect((0..<6).map { _ in generator.next() } == expected)
    }

    @Test func generatedIDsAreFifteenLowercaseHexDigitsAndDiffer() {
        let generator = IDGenerator()
        let ids = (0..<1500).map { _ in generator.nextID() }
        #expect(
            ids.allSatisfy {
                $0.utf8.count == 15 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            })
        #expect(Set(ids).count == ids.count)
    }
}
