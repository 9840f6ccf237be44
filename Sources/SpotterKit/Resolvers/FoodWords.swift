/// The word-level normalisation shared by the food table's index and every lookup, so an alias
/// and a typed phrase meet in the same form.
enum FoodWords {
    /// Whether a word is `a`, `an` or `the`.
    static func isArticle(_ word: String) -> Bool { word == "a" || word == "an" || word == "the" }

    /// Whether a word is `and` or `&`.
    static func isAnd(_ word: String) -> Bool { word == "and" || word == "&" }

    /// Lower-cased ASCII words: accents folded, apostrophes dropped, other punctuation splits
    /// words; `%`, `/`, `&`, `+` stay because aliases such as `2% milk` and `80/20` need them.
    static func normalized<S: StringProtocol>(_ text: S) -> [String] {
        let normalized = normalizedText(text)
        return (0..<normalized.count).map(normalized.word)
    }

    /// The normalised words of `text` in one buffer, for lookups that need word ranges as keys.
    static func normalizedText<S: StringProtocol>(_ text: S) -> NormalizedText {
        if let words = text.utf8.withContiguousStorageIfAvailable({ normalizedText(bytes: $0) }) {
            return words
        }
        return Array(text.utf8).withUnsafeBufferPointer { normalizedText(bytes: $0) }
    }

    private static func normalizedText(bytes: UnsafeBufferPointer<UInt8>) -> NormalizedText {
        var output = NormalizedText(capacity: bytes.count)
        var index = 0
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < bytes.count && bytes[at] &- 0x30 < 10 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "%"), UInt8(ascii: "/"), UInt8(ascii: "&"), UInt8(ascii: "+"):
                    output.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    output.append(byte + 32)
                case UInt8(ascii: "'"):
                    break
                case UInt8(ascii: "."), UInt8(ascii: ","):
                    // Keep decimal marks inside numbers (`1.5`); elsewhere they separate words.
                    if isDigit(index - 1) && isDigit(index + 1) {
                        output.append(UInt8(ascii: "."))
                    } else {
                        output.endWord()
                    }
                default:
                    output.endWord()
                }
                index += 1
            } else if byte == 0xC3, index + 1 < bytes.count, let folded = latin1Letter(bytes[index + 1]) {
                output.append(folded)
                index += 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 {
                // General punctuation: typographic apostrophes vanish (`reese’s`); dashes,
                // quotes and the ellipsis separate words like their ASCII forms.
                let mark = bytes[index + 2]
                if mark != 0x98 && mark != 0x99 { output.endWord() }
                index += 3
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                output.endWord()  // no-break space
                index += 2
            } else {
                output.append(byte)
                index += 1
            }
        }
        output.endWord()
        return output
    }

    /// A singular-ish form such that a word and its plural fold alike (`berries` and `berry` both
    /// give `berry`, `tomatoes` and `tomato` give `tomato`); only ever compared with other folds.
    static func folded(_ word: String) -> String {
        // Most words end in neither `s` nor `e`; they return without copying.
        guard let last = word.utf8.last, last == UInt8(ascii: "s") || last == UInt8(ascii: "e"), folds(word.utf8) else {
            return word
        }
        var output: [UInt8] = []
        appendFolded(word.utf8, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the folded form of `word` to `output` (see `folded(_:)`).
    static func appendFolded<Word: BidirectionalCollection<UInt8>>(_ word: Word, to output: inout [UInt8]) {
        let kept = word.prefix(foldedLength(word))
        if endsWith(kept, UInt8(ascii: "i"), UInt8(ascii: "e")) {
            output.append(contentsOf: kept.dropLast(2))
            output.append(UInt8(ascii: "y"))
        } else {
            output.append(contentsOf: kept)
        }
    }

    /// Whether the phrase's last word is a plural (`strawberries`, `pancakes`; not `hummus` or `swiss`). Read over
    /// the bytes: every food said without an amount asks, and its words split and folded were 3,500 instructions of
    /// `log oatmeal`.
    static func endsInPlural(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var end = bytes.count
            while end > 0, !PlainASCII.isLetter(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, PlainASCII.isLetter(bytes[start - 1]) { start -= 1 }
            let word = bytes[start..<end].lazy.map { $0 | 0x20 }
            return foldedLength(word) < word.count
        }
    }

    /// Whether folding changes `word` at all.
    static func folds<Word: BidirectionalCollection<UInt8>>(_ word: Word) -> Bool {
        foldedLength(word) != word.count || endsWith(word, UInt8(ascii: "i"), UInt8(ascii: "e"))
    }

    /// How many leading bytes of `word` survive dropping a plural `s` or `es` (`ie` is left for
    /// the caller to turn into `y`).
    private static func foldedLength<Word: BidirectionalCollection<UInt8>>(_ word: Word) -> Int {
        let s = UInt8(ascii: "s"), e = UInt8(ascii: "e")
        guard word.count > 3, word.last == s, !endsWith(word, s, s), !endsWith(word, UInt8(ascii: "u"), s),
            !endsWith(word, UInt8(ascii: "i"), s)
        else { return word.count }
        let stem = word.dropLast()
        guard stem.last == e else { return word.count - 1 }
        let beforeE = stem.dropLast()
        let esPlural =
            endsWith(beforeE, UInt8(ascii: "x")) || endsWith(beforeE, UInt8(ascii: "c"), UInt8(ascii: "h"))
            || endsWith(beforeE, s, UInt8(ascii: "h")) || endsWith(beforeE, s, s)
            || endsWith(beforeE, UInt8(ascii: "o"))
            || endsWith(beforeE, UInt8(ascii: "z"), UInt8(ascii: "z"))
        return esPlural ? word.count - 2 : word.count - 1
    }

    private static func endsWith<Word: BidirectionalCollection<UInt8>>(_ word: Word, _ suffix: UInt8...) -> Bool {
        word.count >= suffix.count && word.suffix(suffix.count).elementsEqual(suffix)
    }

    /// Preparation and size words that may surround an alias without changing the food.
    static let modifiers: Set<String> = [
        "grilled", "baked", "boiled", "roasted", "steamed", "broiled", "poached", "fresh",
        "cooked", "plain", "sliced", "chopped", "diced", "minced", "shredded", "grated", "cubed",
        "whole", "organic", "homemade", "leftover", "boneless", "skinless", "peeled", "ripe",
        "large", "medium", "small", "extra", "jumbo", "mini", "big", "xl", "warm", "hot", "cold", "footlong",
    ]

    /// Folds the second byte of a two-byte Latin-1 letter (lead byte 0xC3) to ASCII lower case.
    private static func latin1Letter(_ byte: UInt8) -> UInt8? {
        let lower = byte < 0xA0 ? byte &+ 0x20 : byte
        switch lower {
        case 0xA0...0xA5: return UInt8(ascii: "a")
        case 0xA7: return UInt8(ascii: "c")
        case 0xA8...0xAB: return UInt8(ascii: "e")
        case 0xAC...0xAF: return UInt8(ascii: "i")
        case 0xB1: return UInt8(ascii: "n")
        case 0xB2...0xB6, 0xB8: return UInt8(ascii: "o")
        case 0xB9...0xBC: return UInt8(ascii: "u")
        default: return nil
        }
    }
}

extension FoodWords {
    /// The lookup key of `text` (its normalised words joined by single spaces); text that is
    /// already a key, as the built-in aliases are, is returned without copying.
    static func key(_ text: String) -> String {
        if isKey(text) { return text }
        let words = normalizedText(text)
        return words.count == 0 ? "" : words.key(0..<words.count)
    }

    /// The folded form of a key (each word folded); keys with nothing to fold are returned as they are.
    static func foldedKey(_ key: String) -> String {
        var key = key
        return key.withUTF8 { bytes in
            var output: [UInt8] = []
            var wordStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                if !output.isEmpty || folds(word) {
                    if output.isEmpty { output.append(contentsOf: bytes[..<wordStart]) }
                    appendFolded(word, to: &output)
                    if index < bytes.count { output.append(0x20) }
                }
                wordStart = index + 1
            }
            return output.isEmpty ? String(decoding: bytes, as: UTF8.self) : String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether a key of several words has one that splits lines (`and`, `&`, `with`, `+`).
    static func hasSeparatorWord(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            var wordStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                // Compared as bytes: `elementsEqual` against a literal's `utf8` was most of indexing the food table.
                if word.count < bytes.count, isSeparator(word) { return true }
                wordStart = index + 1
            }
            return false
        }
    }

    /// `and`, `with`, `&` or `+`.
    private static func isSeparator(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        switch word.count {
        case 1: word[0] == UInt8(ascii: "&") || word[0] == UInt8(ascii: "+")
        case 3: word[0] == UInt8(ascii: "a") && word[1] == UInt8(ascii: "n") && word[2] == UInt8(ascii: "d")
        case 4:
            word[0] == UInt8(ascii: "w") && word[1] == UInt8(ascii: "i") && word[2] == UInt8(ascii: "t")
                && word[3] == UInt8(ascii: "h")
        default: false
        }
    }

    /// Whether `text` is already normalised: lower-case ASCII letters, digits and `% / & +`
    /// in words separated by single spaces.
    private static func isKey(_ text: String) -> Bool {
        var text = text
        // Over the contiguous bytes: a `utf8` iterator here was a tenth of indexing the food table.
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0x20
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "%"), UInt8(ascii: "/"), UInt8(ascii: "&"), UInt8(ascii: "+"):
                    break
                case 0x20 where previous != 0x20:
                    break
                default:
                    return false
                }
                previous = byte
            }
            return previous != 0x20
        }
    }
}
