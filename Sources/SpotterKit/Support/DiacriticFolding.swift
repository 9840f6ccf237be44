@_spi(_Unicode) import Swift

extension String {
    /// The text without accents (`Exercício` → `Exercicio`, `й` → `и`), as Foundation's diacritic-insensitive
    /// folding gave: decomposed, the combining diacritical marks after a letter dropped, composed again.
    /// Marks of other scripts (Hebrew points, Indic vowel signs, kana voicing) stay, as they did there.
    func removingDiacritics() -> String {
        guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in _nfd where scalars.isEmpty || !Self.isDiacritic(scalar) {
            scalars.append(scalar)
        }
        var composed = String.UnicodeScalarView()
        composed.append(contentsOf: String(scalars)._nfc)
        return String(composed)
    }

    private static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }
}
