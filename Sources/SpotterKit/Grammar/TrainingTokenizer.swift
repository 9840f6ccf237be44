/// Cuts a training line into numbers, words and operators, by hand over UTF-8 bytes.
///
/// No regular expressions: replay must parse hundreds of thousands of lines a second, so each
/// line costs one pass. Letters and digits split apart (`100kg` is 100 then `kg`, `3x5` is 3,
/// x, 5); hyphens between letters and most punctuation separate words (`pull-ups` is `pull`
/// `ups`); apostrophes vanish inside words; any non-ASCII byte is a letter, so emoji and accented
/// words stay whole words.
enum TrainingTokenizer {
    /// The tokens of `line`, in order.
    static func tokenize(_ line: String) -> [TrainingToken] {
        var line = line
        // withUTF8 lends the string's own storage: no copy of the line for native strings.
        return line.withUTF8 { bytes in
            var lexer = Lexer(bytes: bytes)
            return lexer.run()
        }
    }
}

private let dot = UInt8(ascii: ".")
private let comma = UInt8(ascii: ",")
private let colon = UInt8(ascii: ":")
private let minus = UInt8(ascii: "-")
private let apostrophe = UInt8(ascii: "'")

/// The cursor state of one tokenisation.
private struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var tokens: [TrainingToken] = []

    mutating func run() -> [TrainingToken] {
        tokens.reserveCapacity(12)
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(byte) || byte == dot && isDigit(at: index + 1) {
                readNumber(negative: false)
            } else if byte == minus {
                readMinus()
            } else if byte == UInt8(ascii: "@") {
                tokens.append(.at)
                index += 1
            } else if byte == UInt8(ascii: "+") {
                tokens.append(.plus)
                index += 1
            } else if byte == UInt8(ascii: "*") {
                tokens.append(.times)
                index += 1
            } else if isMultiplicationSign(at: index) {
                tokens.append(.times)
                index += 2
            } else if isNoBreakSpace(at: index) {
                index += 2
            } else if isWordByte(byte) {
                readWord()
            } else {
                index += 1  // whitespace and punctuation only separate
            }
        }
        return tokens
    }

    // MARK: - Numbers

    /// A leading `-5` is a negative number; `5-8` is a range, which no training line uses.
    private mutating func readMinus() {
        let startsToken = index == 0 || !isWordByte(bytes[index - 1]) && !isDigit(bytes[index - 1])
        if index > 0, isDigit(bytes[index - 1]), isDigit(at: index + 1) {
            tokens.append(.invalid)
            index += 1
        } else if startsToken,
            isDigit(at: index + 1)
                || bytes.count > index + 2
                    && bytes[index + 1] == dot && isDigit(at: index + 2)
        {
            index += 1
            readNumber(negative: true)
        } else {
            index += 1
        }
    }

    /// Digits with at most one decimal point, or a clock (`24:30`, `1:05:30`).
    private mutating func readNumber(negative: Bool) {
        let start = index
        var dots = 0
        var colons = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(byte) {
                index += 1
            } else if byte == dot, isDigit(at: index + 1) {
                dots += 1
                index += 1
            } else if byte == comma, dots == 0, colons == 0, isDecimalComma(at: index) {
                dots += 1
                index += 1
            } else if byte == colon, isDigit(at: index + 1) {
                colons += 1
                index += 1
            } else {
                break
            }
        }
        let text = bytes[start..<index]
        if colons > 0 {
            tokens.append(dots == 0 && !negative ? clock(text) : .invalid)
        } else if dots > 1 {
            tokens.append(.invalid)
        } else {
            let value = Self.decimal(text)
            tokens.append(.number(negative ? -value : value, hasPoint: dots == 1))
        }
    }

    /// `mm:ss` or `h:mm:ss`; seconds (and minutes after hours) need two digits below 60.
    private func clock(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> TrainingToken {
        let parts = text.split(separator: colon, omittingEmptySubsequences: false)
        guard parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 }) else {
            return .invalid
        }
        var seconds = 0.0
        for (position, part) in parts.enumerated() {
            let value = Self.decimal(part)
            if position > 0, part.count != 2 || value >= 60 { return .invalid }
            seconds = seconds * 60 + value
        }
        return .clock(seconds)
    }

    /// The value of ASCII digits with an optional point; exact for up to 15 significant digits.
    private static func decimal<Digits: Collection<UInt8>>(_ text: Digits) -> Double {
        guard text.count <= 15 else {
            // Rare and long: let the standard library round it (or return infinity).
            return Double(String(decoding: text, as: UTF8.self)) ?? .infinity
        }
        var mantissa = 0.0
        var scale = 1.0
        var afterPoint = false
        for byte in text {
            if byte == dot || byte == comma {
                afterPoint = true
            } else {
                mantissa = mantissa * 10 + Double(byte &- UInt8(ascii: "0"))
                if afterPoint { scale *= 10 }
            }
        }
        // Both are exact below 2^53, so one division rounds correctly (2.5, 0.1, 8.5).
        return mantissa / scale
    }

    /// A comma written for the decimal point, as much of Europe writes it: one or two digits after it and a
    /// weight or distance unit next (`102,5kg`, `82,3 kg`, `5,5 km`). Anywhere else a comma lists
    /// (`100kg 5,5,4` is three sets).
    private func isDecimalComma(at position: Int) -> Bool {
        var end = position + 1
        while isDigit(at: end) { end += 1 }
        guard (2...3).contains(end - position) else { return false }
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        var unitEnd = end
        while unitEnd < bytes.count, PlainASCII.isLetter(bytes[unitEnd]) { unitEnd += 1 }
        guard unitEnd > end else { return false }
        let unit = meaning(of: end..<unitEnd)
        return unit?.weightUnit != nil || unit?.metres != nil
    }

    /// What the lexicon says the letters in `range` mean, in any case (`kg`, `KM`).
    private func meaning(of range: Range<Int>) -> WordMeaning? {
        TrainingLexicon.meaning(of: String(decoding: bytes[range], as: UTF8.self).lowercased())
    }

    // MARK: - Words

    /// Letters (and non-ASCII bytes) up to the next digit or separator; `x` alone is `times`.
    private mutating func readWord() {
        let start = index
        var hasUpper = false
        var hasApostrophe = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == apostrophe || isTypographicApostrophe(at: index) {
                hasApostrophe = true
                index += byte == apostrophe ? 1 : 3
                continue
            }
            if isMultiplicationSign(at: index) || isNoBreakSpace(at: index) || !isWordByte(byte) { break }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { hasUpper = true }
            index += 1
        }
        // `80kgx8`: a weight unit run into the times sign, which is read next.
        if index - start > 1, isDigit(at: index), bytes[index - 1] | 0x20 == UInt8(ascii: "x"),
            meaning(of: start..<index - 1)?.weightUnit != nil
        {
            index -= 1
        }
        let slice = bytes[start..<index]
        if slice.count == 1, slice.first.map({ $0 | 0x20 }) == UInt8(ascii: "x") {
            tokens.append(.times)
            return
        }
        // The common case, a lower-case word, needs no copy beyond the String itself.
        guard hasUpper || hasApostrophe else {
            let text = String(decoding: slice, as: UTF8.self)
            tokens.append(.word(text, original: text))
            return
        }
        var original: [UInt8] = []
        var position = start
        while position < index {
            if bytes[position] == apostrophe {
                position += 1
            } else if isTypographicApostrophe(at: position) {
                position += 3
            } else {
                original.append(bytes[position])
                position += 1
            }
        }
        guard !original.isEmpty else { return }
        let lowered = original.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        tokens.append(
            .word(
                String(decoding: lowered, as: UTF8.self),
                original: String(decoding: original, as: UTF8.self)))
    }

    // MARK: - Byte classes

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// U+00D7, `×`.
    private func isMultiplicationSign(at position: Int) -> Bool {
        bytes[position] == 0xC3 && position + 1 < bytes.count && bytes[position + 1] == 0x97
    }

    /// U+2019, the typographic apostrophe phones type in `farmer’s`.
    private func isTypographicApostrophe(at position: Int) -> Bool {
        bytes[position] == 0xE2 && position + 2 < bytes.count && bytes[position + 1] == 0x80
            && bytes[position + 2] == 0x99
    }

    /// U+00A0, which phones insert between a number and its unit.
    private func isNoBreakSpace(at position: Int) -> Bool {
        bytes[position] == 0xC2 && position + 1 < bytes.count && bytes[position + 1] == 0xA0
    }

    private func isDigit(at position: Int) -> Bool {
        position < bytes.count && isDigit(bytes[position])
    }

    /// ASCII letters, `%` and `#` (so `80%` is not silently a bare number), and any non-ASCII byte.
    private func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
            || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#")
    }
}
