// Reading amounts inside a sentence's words.

extension MealSentence {
    /// `16 fl oz` of `16 fl oz in size`.
    static func amountWords(_ tokens: [Substring]) -> [Substring] {
        tokens.filter {
            ![
                "in", "size", "total", "the", "right", "at", "about", "around", "exactly", "a", "an", "portion",
                "serving", "which", "that", "weighed", "weighs", "measured", "measuring",
            ]
            .contains(key($0))
        }
    }

    /// `116g`, `36 grams`, `16 fl oz in size`: a weight or volume and nothing else.
    static func isOnlyAmount(_ tokens: [Substring]) -> Bool {
        let words = amountWords(tokens)
        // `totaling one cup`
        if words.count == 2, NumberWords.amount([key(words[0])], at: 0) != nil,
            let (unit, _) = QuantityUnit.match([key(words[1])], at: 0), unit.grams != nil || unit.millilitres != nil
        {
            return true
        }
        guard let first = words.first, isDigitAmount(first), words.count <= 3 else { return false }
        let attached = String(key(first).drop { $0.isNumber || $0 == "." || $0 == "," })
        let units =
            attached.isEmpty ? words.dropFirst().map { key($0) } : [attached] + words.dropFirst().map { key($0) }
        guard let (unit, next) = QuantityUnit.match(units, at: 0), next == units.count else { return false }
        return unit.grams != nil || unit.millilitres != nil
    }

    /// `barley soup` of `a bowl of barley soup`: the food without its count and unit.
    static func withoutAmount(_ phrase: String) -> String {
        var words = phrase.split(separator: " ")
        if let first = words.first, articles.contains(key(first)) || isDigitAmount(first) { words.removeFirst() }
        if words.count > 2, key(words[1]) == "of",
            QuantityUnit.match([key(words[0])], at: 0) != nil
                || QuantityPhrase.containers[key(words[0])] != nil
        {
            words.removeFirst(2)
        }
        return words.joined(separator: " ")
    }

    /// `medium`, `two`, `2`: a word that sizes or counts a food without naming it.
    static func isSizeOrCount(_ token: Substring) -> Bool {
        let word = key(token)
        return isDigitAmount(token) || articles.contains(word) || PortionSize.match([word], at: 0) != nil
            || NumberWords.amount([word], at: 0) != nil
    }

    /// `cup`, `piece`, `bag`: a unit or container word.
    static func isMeasureWord(_ token: Substring) -> Bool {
        QuantityUnit.match([key(token)], at: 0) != nil || QuantityPhrase.containers[key(token)] != nil
    }

    /// `a cup of`, `two slices of`: an amount with its unit, even in a sentence that weighs its foods.
    static func startsWithMeasure(_ tokens: [Substring]) -> Bool {
        guard tokens.count > 1, articles.contains(key(tokens[0])) else { return false }
        return QuantityUnit.match([key(tokens[1])], at: 0) != nil
    }

    /// `165g apple`, `a 12.5 oz meal`: a weight, which is how a weighed meal is told (`a 12 fl oz
    /// can of cola` counts a drink).
    static func namesWeight(_ tokens: [Substring]) -> Bool {
        for (index, token) in tokens.enumerated() where isDigitAmount(token) {
            let unit = key(token).drop { $0.isNumber || $0 == "." || $0 == "," || $0 == "/" }
            let next = index + 1 < tokens.count ? key(tokens[index + 1]) : ""
            if weightUnits.contains(String(unit)) || unit.isEmpty && weightUnits.contains(next) { return true }
        }
        return false
    }

    static let weightUnits: Set<String> = [
        "g", "gr", "gram", "grams", "kg", "kilogram", "kilograms", "oz", "ounce", "ounces", "lb", "lbs", "pound",
        "pounds",
    ]

    static func startsWithAmount(_ tokens: [Substring]) -> Bool {
        guard let first = tokens.first else { return false }
        // `and medium fries`: a size counts a food like an article does.
        return isDigitAmount(first) || articles.contains(key(first)) || PortionSize.match([key(first)], at: 0) != nil
    }

    /// `150g`, `1.5`, `1/2`, `½`, but not `100%`, which is part of a name.
    static func isDigitAmount(_ token: Substring) -> Bool {
        guard var first = token.unicodeScalars.first, !token.hasSuffix("%") else { return false }
        // `.6 oz`
        if first == ".", token.unicodeScalars.count > 1 { first = token.unicodeScalars.dropFirst().first! }
        return ("0"..."9").contains(first) || "½¼¾⅓⅔".unicodeScalars.contains(first)
    }

    /// The word as the sentence reader compares it: lower-cased, without apostrophes (`Mom's` is `moms`).
    static func key<S: StringProtocol>(_ token: S) -> String {
        // A plain ASCII word is lower-cased byte by byte: `lowercased()` and `removeAll` went through its
        // characters twice, about 3,000 instructions a word, and reading a meal asks for thousands.
        let utf8 = token.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard utf8.contains(where: { $0 == asciiApostrophe || isASCIIUppercase($0) }) else { return String(token) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            for byte in utf8 where byte != asciiApostrophe { bytes.append(isASCIIUppercase(byte) ? byte + 32 : byte) }
            return String(decoding: bytes, as: UTF8.self)
        }
        var word = token.lowercased()
        word.removeAll { $0 == "'" || $0 == "’" }
        return word
    }

    private static let asciiApostrophe = UInt8(ascii: "'")

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}
