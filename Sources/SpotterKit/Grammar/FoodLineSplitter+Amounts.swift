extension FoodLineSplitter {
    /// Where a line that weighs each food but names no separator starts another food, as byte offsets:
    /// `100g rice 150g chicken` at `150g`, `chicken 150g rice 100g` at `rice`. The line takes one style
    /// throughout, amounts first (it starts with a number) or amounts last (it ends with a weight or volume);
    /// only a weight or volume parts foods (`omega 3 fish oil`, `2 eggs 1 toast` stay as they are), and a
    /// state after the amount still names its food (`chicken breast 200g raw`).
    static func measuredAmountCuts(_ bytes: [UInt8]) -> [Int] {
        var words: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
            if index > start { words.append(start..<index) }
            start = index + 1
        }
        guard words.count >= 4 else { return [] }
        let startsWithDigit = { (word: Range<Int>) in bytes[word.lowerBound] &- 0x30 < 10 }
        let lowered = { (word: Range<Int>) in String(decoding: bytes[word].lazy.map { $0 | 0x20 }, as: UTF8.self) }
        let isUnit = { (word: Range<Int>) in QuantityUnit.spellings[lowered(word)] != nil }
        /// The index after a weight or volume that starts at word `at` (`150g`, `150 g`), or nil.
        func measuredAmountEnd(at at: Int) -> Int? {
            guard at < words.count, startsWithDigit(words[at]) else { return nil }
            var unitStart = words[at].lowerBound
            while unitStart < words[at].upperBound, !PlainASCII.isLetter(bytes[unitStart]) { unitStart += 1 }
            let unit =
                unitStart < words[at].upperBound
                ? unitStart..<words[at].upperBound : at + 1 < words.count ? words[at + 1] : nil
            guard let unit, let match = QuantityUnit.spellings[lowered(unit)],
                match.grams != nil || match.millilitres != nil
            else { return nil }
            return unitStart < words[at].upperBound ? at + 1 : at + 2
        }
        /// A word that starts another food's name: not a number, a unit, a count's `x` or the state its food
        /// was weighed in.
        func namesFood(_ at: Int) -> Bool {
            guard at < words.count, PlainASCII.isLetter(bytes[words[at].lowerBound]), !isUnit(words[at]) else {
                return false
            }
            let word = lowered(words[at])
            return word != "x" && !QuantityParser.weighedStates.contains(word)
        }
        var cuts: [Int] = []
        if startsWithDigit(words[0]) {
            for at in 2..<words.count where namesFood(at - 1) {
                if let end = measuredAmountEnd(at: at), namesFood(end) { cuts.append(words[at].lowerBound) }
            }
        } else if measuredAmountEnd(at: words.count - 1) == words.count
            || measuredAmountEnd(at: words.count - 2) == words.count
        {
            for at in 1..<words.count where namesFood(at - 1) {
                if let end = measuredAmountEnd(at: at), end < words.count, namesFood(end) {
                    cuts.append(words[end].lowerBound)
                }
            }
        }
        return cuts
    }

    /// The parts of a cut line with an amount said after its food put back on it: `chicken breast, 200g` and
    /// `pizza, 3 slices` were the food at USDA's portion and a `200g` kept for review as naming no food. An amount
    /// alone goes with the part before it when that part gives none of its own (`2 eggs, 3` stays as it is).
    static func withAmountsOnTheirFoods(_ parts: [String]) -> [String] {
        guard parts.count > 1 else { return parts }
        var joined: [String] = []
        joined.reserveCapacity(parts.count)
        for part in parts {
            if let last = joined.last, isAmountAlone(part), !givesAmount(last) {
                joined[joined.count - 1] = last + " " + part
            } else {
                joined.append(part)
            }
        }
        return joined
    }

    /// True for `200g`, `3 slices`, `1 cup`: a number and at most a unit. Words are looked at before the parse:
    /// every cut line asks of each part.
    private static func isAmountAlone(_ part: String) -> Bool {
        guard let first = part.utf8.first, first &- 0x30 < 10 else { return false }
        if let space = part.firstIndex(of: " ") {
            let unit = part[part.index(after: space)...]
            guard !unit.contains(" "), QuantityUnit.spellings[unit.lowercased()] != nil else { return false }
        }
        guard case .success(let parsed) = QuantityParser.parse(part) else { return false }
        return parsed.quantity != nil && parsed.readingContainer().food.isEmpty
    }

    private static func givesAmount(_ part: String) -> Bool {
        guard case .success(let parsed) = QuantityParser.parse(part) else { return true }
        return parsed.quantity != nil
    }
}
