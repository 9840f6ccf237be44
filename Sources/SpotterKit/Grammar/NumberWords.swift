/// Amounts written in words: `a`, `an`, `one` ... `twenty`, `half (a)`, `a couple (of)`,
/// `a dozen`, `half a dozen`, `one and a half`.
enum NumberWords {
    /// The amount the words at `start` spell and the index after them, or `nil`.
    static func amount(_ words: [String?], at start: Int) -> (amount: Double, next: Int)? {
        guard let first = word(words, start) else { return nil }
        // `a Quarter Pounder` is a burger, not a quarter of one.
        if ["half", "quarter"].contains(first) && word(words, start + 1) == "pounder" { return nil }
        var index = start + 1
        var amount: Double
        switch first {
        case "a", "an":
            if let part = word(words, index).flatMap({ articleAmounts[$0] }), word(words, index + 1) != "pounder" {
                amount = part
                index += 1
            } else {
                amount = 1
            }
        case "half", "quarter":
            amount = first == "half" ? 0.5 : 0.25
            // `half of an avocado`, `half a cup`
            if word(words, index) == "of" { index += 1 }
            if let article = word(words, index), article == "a" || article == "an" { index += 1 }
        case "couple":
            amount = 2
        case "dozen":
            amount = 12
        default:
            guard let value = cardinals[first] else { return nil }
            amount = value
        }
        if word(words, index) == "dozen" {
            amount *= 12
            index += 1
        }
        index = addingHalf(words, at: index, to: &amount)
        return (amount, index)
    }

    /// Adds 0.5 for `and a half` / `and half` at `index` and returns the index after it.
    static func addingHalf(_ words: [String?], at index: Int, to amount: inout Double) -> Int {
        guard word(words, index) == "and" else { return index }
        if word(words, index + 1) == "a", word(words, index + 2) == "half" {
            amount += 0.5
            return index + 3
        }
        return index
    }

    private static func word(_ words: [String?], _ index: Int) -> String? {
        index < words.count ? words[index] : nil
    }

    /// What follows `a`/`an`: `a couple`, `a few` (three), `a dozen`, `a half`, `a quarter`, `a third`.
    private static let articleAmounts: [String: Double] = [
        "couple": 2, "few": 3, "dozen": 12, "half": 0.5, "quarter": 0.25, "third": 1.0 / 3,
    ]

    private static let cardinals: [String: Double] = [
        "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    ]
}
