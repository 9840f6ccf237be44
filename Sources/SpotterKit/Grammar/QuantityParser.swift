/// Splits a food phrase into its quantity and the food: `150g chicken`, `2 cups of rice`,
/// `1 1/2 cups`, `half an avocado`, `2 large eggs`, `chicken 150g`.
///
/// It reads only the start of the phrase (or a weight or volume at its end), so the food text is
/// returned exactly as typed for the table or an LLM to interpret.
enum QuantityParser {
    /// More than this much food in one phrase is a typo, not a meal.

    /// The phrase's quantity, size word and food text, or why the quantity is unusable.
    static func parse(_ phrase: String) -> Result<QuantityPhrase, QuantityError> {
        let bytes = withHyphenatedAmount(withoutApproximation(Array(phrase.utf8)))
        let tokens = QuantityTokenizer.tokens(bytes)
        let words = tokens.map(\.word)
        var cursor = 0
        var foodEnd = bytes.count
        var quantity: Quantity?
        // A word after a closing amount that still names the food: `ground beef 6 oz 90/10` is `90/10 ground beef`,
        // `oats 50g dry` is `dry oats` (`withNamingWordsFirst`).
        var nameAfter = ""
        // `a 12-inch sub`: the length said, where it names a size.
        var length: PortionSize?

        let leading = leadingAmount(tokens, words)
        if let (amount, next) = leading,
            let (weight, after) = hyphenatedWeight(tokens, words, at: next, afterAmount: amount)
        {
            // `a 16-ounce steak`, `a 5.7-gram piece`: a hyphenated weight or volume weighs the food.
            quantity = weight
            cursor = after
            if let error = problem(quantity, text: text(bytes, tokens, 0..<cursor)) { return .failure(error) }
            // `a 100-gram bar of chocolate`: the bar is the weight's.
            if cursor + 1 < words.count, QuantityUnit.match(words, at: cursor) != nil, words[cursor + 1] == "of" {
                cursor += 1
            }
        } else if var (amount, next) = leading {
            // `a 4-inch stick of jerky`, `11.5-inch roll`: inches measure the piece, not count it.
            if next < words.count, inchWords.contains(words[next] ?? "") {
                length = PortionSize.length(inches: amount)
                amount = 1
                next += 1
            } else if next + 1 < words.count, case .number(let inches, _) = tokens[next].kind,
                inchWords.contains(words[next + 1] ?? "")
            {
                length = PortionSize.length(inches: inches)
                next += 2
            }
            cursor = next
            var unit: QuantityUnit?
            if let match = QuantityUnit.match(words, at: cursor) {
                unit = match.unit
                // `a cup and a half of rice`: the half after the unit.
                cursor = NumberWords.addingHalf(words, at: match.next, to: &amount)
            }
            quantity = Quantity(amount: amount, unit: unit)
            if let error = problem(quantity, text: text(bytes, tokens, 0..<cursor)) { return .failure(error) }
        } else if words.first == "some" {
            cursor = 1
        } else if let match = QuantityUnit.match(words, at: 0), match.next < words.count, words[match.next] == "of" {
            // `cup of coffee`, `slice of pizza`: one of the unit.
            quantity = Quantity(amount: 1, unit: match.unit)
            cursor = match.next
        } else if let (count, start) = trailingCount(tokens, words) {
            // `rice cakes x3`: how many, written after the food.
            quantity = Quantity(amount: count, unit: nil)
            foodEnd = tokens[start].start
        }
        // `chicken 150g`, or one piece weighed after its name: `1 protein shake 330ml`, `a banana 120g`.
        let onePiece = quantity == Quantity(amount: 1, unit: nil) && length == nil
        if quantity == nil || onePiece, let (trailing, start, end) = trailingQuantity(tokens, words), start > cursor,
            !onePiece || trailing.unit?.grams != nil || trailing.unit?.millilitres != nil
        {
            if let error = problem(trailing, text: text(bytes, tokens, start..<end)) { return .failure(error) }
            quantity = trailing
            foodEnd = tokens[start].start
            if end < tokens.count {
                nameAfter = " " + String(decoding: bytes[tokens[end].start..<tokens[end].end], as: UTF8.self)
            }
        }
        if cursor < words.count, words[cursor] == "of" { cursor += 1 }

        let foodStart = cursor < tokens.count ? min(tokens[cursor].start, foodEnd) : foodEnd
        return .success(
            QuantityPhrase(
                quantity: quantity,
                size: PortionSize.match(words, at: cursor) ?? length,
                food: withNamingWordsFirst(trimmed(bytes[foodStart..<foodEnd]) + nameAfter)))
    }

    /// The food with a lean share or the state it was weighed in that closes it said first, the order the table's
    /// names take: `ground beef 93/7` is `93/7 ground beef`, where it was USDA's `Ground beef, cooked` (442 kcal in
    /// 6 oz, against 356), and `ground beef 93/7 raw` is `raw 93/7 ground beef`.
    private static func withNamingWordsFirst(_ food: String) -> String {
        var (name, share, state) = (Substring(food), "", "")
        for _ in 0..<2 {
            // Found by byte: a Character search of every food line cost more than the rest of this.
            guard let space = name.utf8.lastIndex(of: 0x20) else { break }
            let last = name[name.utf8.index(after: space)...]
            if share.isEmpty, last.utf8.first.map({ $0 &- 0x30 < 10 }) == true, isLeanShare(last) {
                share = last + " "
            } else if state.isEmpty,
                weighedStates.contains(where: { $0.utf8.elementsEqual(last.utf8.lazy.map { $0 | 0x20 }) })
            {
                state = last + " "
            } else {
                break
            }
            name = name[..<space]
        }
        guard !share.isEmpty || !state.isEmpty else { return food }
        // A size still leads: `a large chicken thigh that was baked` is `large baked chicken thigh that was`.
        let words = name.split(separator: " ", maxSplits: 2)
        guard let sizeWords = PortionSize.leadingWordCount(words), words.count > sizeWords else {
            return state + share + name
        }
        return words.prefix(sizeWords).joined(separator: " ") + " " + state + share
            + words.dropFirst(sizeWords).joined(separator: " ")
    }

    /// Whether a word is a lean share, lean and fat in whole percents that make a hundred (`90/10`, `93/7`).
    private static func isLeanShare<Word: StringProtocol>(_ word: Word) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let lean = Int(parts[0]), let fat = Int(parts[1]) else { return false }
        return lean > 0 && fat > 0 && lean + fat == 100
    }

    /// The state a food was weighed or measured in, said after its amount (`oats 50g dry`): it names the food.
    static let weighedStates = [
        "raw", "cooked", "uncooked", "dry", "boiled", "steamed", "grilled", "baked", "roasted", "fried",
    ]

    /// Words of a length after a number: the size of one piece.
    static let inchWords: Set<String> = ["inch", "inches", "-inch", "-inches", "\""]

    // MARK: - Pieces

    /// A number (with `1 1/2`, `and a half`, `dozen`) or number words at the start.
    private static func leadingAmount(_ tokens: [QuantityToken], _ words: [String?]) -> (Double, Int)? {
        guard let first = tokens.first else { return nil }
        guard case .number(let value, let isFraction) = first.kind else {
            guard let (amount, next) = NumberWords.amount(words, at: 0).map({ ($0.amount, $0.next) }) else {
                return nil
            }
            return eggCount(tokens, words, after: next, article: amount == 1 ? words[0] : nil) ?? (amount, next)
        }
        // `1% milk 200ml`, `0% greek yogurt`: a percentage names the food; it is no amount of it.
        if tokens.count > 1, words[1] == "%" { return nil }
        var amount = value
        var next = 1
        if !isFraction, value >= 0, value == value.rounded(), tokens.count > 1,
            case .number(let part, fraction: true) = tokens[1].kind, part < 1
        {
            amount += part
            next = 2
        }
        next = NumberWords.addingHalf(words, at: next, to: &amount)
        if next < words.count, words[next] == "dozen" {
            amount *= 12
            next += 1
        }
        // `2x chicken breast`, `2 x eggs`, `2 x 100g chicken`: the count's sign.
        if next + 1 < words.count, words[next] == "x" { next += 1 }
        return (amount, next)
    }

    /// The eggs of `a 3 egg omelette` (`a three-egg omelet`), which is three eggs' omelette as `3 egg omelette` is:
    /// USDA weighs an egg dish by its eggs, and the article had counted one 55 g omelette.
    private static func eggCount(
        _ tokens: [QuantityToken], _ words: [String?], after start: Int, article: String?
    ) -> (Double, Int)? {
        // The egg asked first: most lines start `a` or `an`, and the number words are a table built at first use.
        guard article == "a" || article == "an", start + 2 < words.count, let egg = words[start + 1],
            egg == "egg" || egg == "eggs" || egg == "-egg" || egg == "-eggs"
        else { return nil }
        var amount: Double?
        if case .number(let value, fraction: false) = tokens[start].kind {
            amount = value
        } else if let said = NumberWords.amount(words, at: start), said.next == start + 1 {
            amount = said.amount
        }
        guard let amount, amount >= 1, amount == amount.rounded() else { return nil }
        return (amount, start + 1)
    }

    /// The phrase without a leading word that says its amount is a guess (`~200g chicken`, `about 100g
    /// oats`): the amount is still the one to weigh.
    private static func withoutApproximation(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.first == UInt8(ascii: "~") { return Array(bytes.dropFirst()) }
        guard let space = bytes.firstIndex(of: 0x20), space + 1 < bytes.count,
            bytes[space + 1] &- 0x30 < 10 || bytes[space + 1] == UInt8(ascii: "~")
        else { return bytes }
        let word = String(decoding: bytes[..<space].lazy.map { $0 | 0x20 }, as: UTF8.self)
        return approximations.contains(word) ? withoutApproximation(Array(bytes[(space + 1)...])) : bytes
    }

    /// The phrase with an amount said across a hyphen read as one number: a range as its middle (`2-3 eggs` is 2.5
    /// eggs, where it was 72 g of egg white; `100-150g chicken` 125 g), a mixed number as its sum (`1-1/2 cups` is
    /// 1.5 cups, where it was half a cup).
    private static func withHyphenatedAmount(_ bytes: [UInt8]) -> [UInt8] {
        func number(from start: Int) -> (value: Double, end: Int)? {
            var end = start
            while end < bytes.count, bytes[end] &- 0x30 < 10 || bytes[end] == UInt8(ascii: ".") && end > start {
                end += 1
            }
            guard end > start, let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)) else {
                return nil
            }
            return (value, end)
        }
        // A hyphen, or an en dash (E2 80 93) as phones type it; looked for before any number is read.
        let digits = bytes.prefix { $0 &- 0x30 < 10 || $0 == UInt8(ascii: ".") }.count
        guard digits > 0, digits < bytes.count, bytes[digits] == UInt8(ascii: "-") || bytes[digits] == 0xE2,
            let first = number(from: 0), first.end < bytes.count
        else { return bytes }
        let dashLength =
            bytes[first.end] == UInt8(ascii: "-") ? 1 : bytes[first.end...].starts(with: [0xE2, 0x80, 0x93]) ? 3 : 0
        guard dashLength > 0, let second = number(from: first.end + dashLength) else { return bytes }
        let amount: Double
        let end: Int
        if second.end < bytes.count, bytes[second.end] == UInt8(ascii: "/") {
            guard let denominator = number(from: second.end + 1), denominator.value > second.value, second.value > 0
            else { return bytes }
            (amount, end) = (first.value + second.value / denominator.value, denominator.end)
        } else {
            guard second.value > first.value else { return bytes }
            (amount, end) = ((first.value + second.value) / 2, second.end)
        }
        return Array("\(amount)".utf8) + bytes[end...]
    }

    /// Words before an amount that say it is a guess.
    private static let approximations = [
        "about", "approx", "approx.", "approximately", "around", "roughly", "circa", "ca.", "maybe", "like",
    ]

    /// `a 16-ounce`, `2 8-ounce`, `5.7-gram` or `a 12 oz`: the weight or volume and the index after it.
    private static func hyphenatedWeight(
        _ tokens: [QuantityToken], _ words: [String?], at next: Int, afterAmount amount: Double
    ) -> (Quantity, Int)? {
        // The amount just read is the number itself (`5.7-gram`), or counts pieces of that weight
        // (`a 16-ounce steak`, `2 8-ounce steaks`).
        var number = amount
        var unitIndex = next
        if next + 1 < tokens.count, case .number(let value, _) = tokens[next].kind {
            number = amount * value
            unitIndex = next + 1
        }
        guard unitIndex < words.count, let word = words[unitIndex] else { return nil }
        let weighs = { (unit: QuantityUnit) in unit.grams != nil || unit.millilitres != nil }
        if word.hasPrefix("-"), word.count > 1, let match = QuantityUnit.match([String(word.dropFirst())], at: 0),
            weighs(match.unit)
        {
            return (Quantity(amount: number, unit: match.unit), unitIndex + 1)
        }
        // `a 12 oz steak`, `two 8 oz steaks`, `a 12 fl oz can of cola`: the weight after the count.
        if unitIndex == next + 1, let match = QuantityUnit.match(words, at: unitIndex), weighs(match.unit) {
            return (Quantity(amount: number, unit: match.unit), match.next)
        }
        return nil
    }

    /// An amount with its unit closing the phrase (`chicken 150g`, `beer 12 fl oz`, `bread 2 slices`,
    /// `tuna 1 can`, or before a lean share or the state it was weighed in: `ground beef 6 oz 90/10`,
    /// `chicken breast 200g raw`, `rice 150g (cooked)`), the index of its number and the index after its
    /// unit. Bare numbers at the end are not read: `ground beef 80/20` and `omega 3` are names.
    private static func trailingQuantity(_ tokens: [QuantityToken], _ words: [String?]) -> (Quantity, Int, Int)? {
        let last = words.last ?? nil
        let end = last.map { isLeanShare($0) || weighedStates.contains($0) } == true ? tokens.count - 1 : tokens.count
        for unitStart in [end - 1, end - 2] where unitStart >= 2 {
            guard let match = QuantityUnit.match(words, at: unitStart), match.next == end,
                case .number(let amount, _) = tokens[unitStart - 1].kind
            else { continue }
            return (Quantity(amount: amount, unit: match.unit), unitStart - 1, end)
        }
        if end >= 3, let unitWord = words[end - 1],
            let square = QuantityPhrase.chocolateSquare(unitWord, food: words[end - 3]),
            case .number(let amount, _) = tokens[end - 2].kind
        {
            return (Quantity(amount: amount, unit: square), end - 2, end)
        }
        return nil
    }

    /// A count closing the phrase, `x3` or `x 3` (a whole number from 1 to 99), or a bare one up to a dozen after
    /// a plural (`eggs 3`, `wings 10`), and the index where it starts. A bare number after anything else stays
    /// in the name (`omega 3`, `stage 2`).
    private static func trailingCount(_ tokens: [QuantityToken], _ words: [String?]) -> (Double, Int)? {
        let isCount = { (value: Double) in value >= 1 && value < 100 && value == value.rounded() }
        if tokens.count >= 2, case .number(let value, false) = tokens[tokens.count - 1].kind, value <= 12,
            isCount(value), let plural = words[tokens.count - 2], isPlural(plural)
        {
            return (value, tokens.count - 1)
        }
        if tokens.count >= 2, let last = words.last, let word = last, word.hasPrefix("x"),
            let value = Double(word.dropFirst()), isCount(value)
        {
            return (value, tokens.count - 1)
        }
        if tokens.count >= 3, words[tokens.count - 2] == "x",
            case .number(let value, false) = tokens[tokens.count - 1].kind,
            isCount(value)
        {
            return (value, tokens.count - 2)
        }
        return nil
    }

    /// A word that looks plural: `eggs`, `pancakes`, `wings` (not `swiss`, `hummus`, `couscous`).
    private static func isPlural(_ word: String) -> Bool {
        word.utf8.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us")
    }

    /// Rejects amounts that cannot be meant: not finite, not above zero, over 10 kg or 10 litres.
    private static func problem(_ quantity: Quantity?, text: String) -> QuantityError? {
        guard let quantity else { return nil }
        let amount = quantity.amount
        guard amount.isFinite else {
            return QuantityError(reason: "\"\(text)\" is not a usable number; write the amount as digits, e.g. 150g")
        }
        guard amount > 0 else {
            return QuantityError(reason: "\"\(text)\" is not a quantity; the amount must be more than zero")
        }
        if let grams = quantity.unit?.grams, amount * grams > Plausibility.maxGrams {
            return QuantityError(reason: "\"\(text)\" is more than 10 kg of food; check the quantity")
        }
        if let millilitres = quantity.unit?.millilitres, amount * millilitres > Plausibility.maxMilliliters {
            return QuantityError(reason: "\"\(text)\" is more than 10 litres; check the quantity")
        }
        return nil
    }

    private static func text(_ bytes: [UInt8], _ tokens: [QuantityToken], _ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last, last < tokens.count else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    /// The food text without surrounding spaces or the commas and dashes left by the quantity.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, isJunk(first) { slice.removeFirst() }
        while let last = slice.last, isJunk(last) { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }

    private static func isJunk(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "("),
            UInt8(ascii: ")"):
            true
        default: false
        }
    }
}
