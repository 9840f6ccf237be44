import Foundation
import Testing

@testable import SpotterKit

/// `removingDiacritics` gives what Foundation's diacritic-insensitive folding gave (import headers used it).
@Suite struct DiacriticFoldingTests {
    @Test(arguments: [
        "nome do exercício", "ordem das séries", "número de repetições", "название упражнения", "подход й ё Й Ё",
        "durée", "übung", "señal", "ß ø ł æ œ đ ħ", "ἄλφα ώ ΐ", "tiếng việt", "कि की क्षि", "한국어 각", "ﬁ ½ ²",
        "a\u{0301}\u{0323}", "ç Ç", "ก้า", "עִבְרִית", "عَرَبِيّ", "と ど ぱ", "ガ ｶﾞ", "\u{0345}", "ᾳ", "plain",
    ])
    func foldsAsFoundationFolded(text: String) {
        let foundation = text.folding(options: [.diacriticInsensitive], locale: nil)
        #expect(Array(text.removingDiacritics().unicodeScalars) == Array(foundation.unicodeScalars))
    }
}
