/// One lexical piece of a food phrase, with its byte range so the food text can be cut out as typed.
struct QuantityToken: Equatable {
    enum Kind: Equatable {
        /// A number; `fraction` marks `1/2` and `½`, which may follow a whole number (`1 1/2`).
        /// Unusable numbers (`0/0`, `1e309`) are NaN or infinite and rejected by the parser.
        case number(Double, fraction: Bool)
        /// A lower-cased word without trailing punctuation (`oz.` reads `oz`).
        case word(String)
    }

    var kind: Kind
    var start: Int
    var end: Int

    var word: String? {
        if case .word(let word) = kind { word } else { nil }
    }
}

/// Splits a phrase's UTF-8 bytes into numbers and words; a number and its unit may touch
/// (`150g`, `1½cups`). Brackets part words like spaces: `rice (150g)`, `eggs (3)`.
enum QuantityTokenizer {
    static func tokens(_ bytes: [UInt8]) -> [QuantityToken] {
        var tokens: [QuantityToken] = []
        tokens.reserveCapacity(8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
            } else if startsNumber(bytes, index), !isLeanRatio(bytes, index) {
                let start = index
                let value = number(bytes, &index)
                tokens.append(
                    QuantityToken(kind: .number(value.value, fraction: value.fraction), start: start, end: index))
            } else if let (fraction, length) = vulgarFraction(bytes, index) {
                tokens.append(QuantityToken(kind: .number(fraction, fraction: true), start: index, end: index + length))
                index += length
            } else {
                let start = index
                var hasUpper = false
                while index < bytes.count, !isSpace(bytes[index]) {
                    hasUpper = hasUpper || (bytes[index] >= 65 && bytes[index] <= 90)
                    index += 1
                }
                var end = index
                while end > start, trailingPunctuation(bytes[end - 1]) { end -= 1 }
                let slice = bytes[start..<end]
                let word =
                    hasUpper
                    ? String(decoding: slice.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
                    : String(decoding: slice, as: UTF8.self)
                tokens.append(QuantityToken(kind: .word(word), start: start, end: index))
            }
        }
        return tokens
    }

    private static func trailingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
            UInt8(ascii: "?"), UInt8(ascii: ")"):
            true
        default: false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: ")")
    }

    private static func isDigit(_ bytes: [UInt8], _ index: Int) -> Bool {
        index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39
    }

    /// `90/10`, `80/20`: ground meat's lean and fat shares, which name the meat and count nothing.
    private static func isLeanRatio(_ bytes: [UInt8], _ index: Int) -> Bool {
        var position = index
        func digits() -> Int? {
            var value = 0
            let start = position
            while isDigit(bytes, position), position - start < 3 {
                value = value * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
            return position > start ? value : nil
        }
        guard let lean = digits(), position < bytes.count, bytes[position] == UInt8(ascii: "/") else { return false }
        position += 1
        guard let fat = digits(),
            position == bytes.count || isSpace(bytes[position]) || trailingPunctuation(bytes[position])
        else { return false }
        return lean + fat == 100 && lean > fat
    }

    private static func startsNumber(_ bytes: [UInt8], _ index: Int) -> Bool {
        if isDigit(bytes, index) { return true }
        let byte = bytes[index]
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") { return isDigit(bytes, index + 1) }
        return false
    }

    /// Reads digits with a decimal point or comma (`1,5`; `1,500` is a thousands group), an
    /// exponent, then `/denominator` or a touching vulgar fraction.
    private static func number(_ bytes: [UInt8], _ index: inout Int) -> (value: Double, fraction: Bool) {
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Whole numbers, the common case, are summed directly; anything else is rewritten into
        // `digits` for the standard library's correctly rounded parser.
        let start = index
        var digits: [UInt8]?
        var whole = 0.0
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(bytes, index) {
                digits?.append(byte)
                whole = whole * 10 + Double(byte - 0x30)
            } else if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")) && isDigit(bytes, index + 1)
                && !(digits?.contains(UInt8(ascii: ".")) ?? false)
            {
                var following = 0
                while isDigit(bytes, index + 1 + following) { following += 1 }
                if byte == UInt8(ascii: ","), following == 3, index > start {
                    index += 1
                    continue
                }
                if digits == nil { digits = Array(bytes[start..<index].filter { $0 != UInt8(ascii: ",") }) }
                digits?.append(UInt8(ascii: "."))
            } else {
                break
            }
            index += 1
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let signed =
                index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+"))
            let exponentAt = index + (signed ? 2 : 1)
            if isDigit(bytes, exponentAt) {
                if digits == nil { digits = Array(bytes[start..<index].filter { $0 != UInt8(ascii: ",") }) }
                digits?.append(UInt8(ascii: "e"))
                if signed { digits?.append(bytes[index + 1]) }
                index = exponentAt
                while isDigit(bytes, index) {
                    digits?.append(bytes[index])
                    index += 1
                }
            }
        }
        var value: Double
        if let digits {
            value = Double(String(decoding: digits, as: UTF8.self)) ?? .nan
        } else {
            // Past 2^53 sums lose exactness; such amounts are rejected as too large anyway.
            value = whole
        }
        var fraction = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "/"), isDigit(bytes, index + 1) {
            index += 1
            var divisor = 0.0
            while isDigit(bytes, index) {
                divisor = divisor * 10 + Double(bytes[index] - 0x30)
                index += 1
            }
            value = divisor == 0 ? .nan : value / divisor
            fraction = true
        } else if let (extra, length) = vulgarFraction(bytes, index) {
            value += extra
            index += length
        }
        return (negative ? -value : value, fraction)
    }

    /// `½ ¼ ¾` (two UTF-8 bytes) and `⅓ ⅔ ⅕ … ⅞` (three), with their byte length.
    private static func vulgarFraction(_ bytes: [UInt8], _ index: Int) -> (Double, Int)? {
        guard index < bytes.count else { return nil }
        if bytes[index] == 0xC2, index + 1 < bytes.count {
            switch bytes[index + 1] {
            case 0xBC: return (0.25, 2)
            case 0xBD: return (0.5, 2)
            case 0xBE: return (0.75, 2)
            default: return nil
            }
        }
        guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x85 else { return nil }
        return numberForms[bytes[index + 2]].map { ($0, 3) }
    }

    /// Last bytes of U+2153...U+215E (`⅓` to `⅞`), all `E2 85 xx`.
    private static let numberForms: [UInt8: Double] = [
        0x93: 1.0 / 3, 0x94: 2.0 / 3, 0x95: 0.2, 0x96: 0.4, 0x97: 0.6, 0x98: 0.8,
        0x99: 1.0 / 6, 0x9A: 5.0 / 6, 0x9B: 0.125, 0x9C: 0.375, 0x9D: 0.625, 0x9E: 0.875,
    ]
}
