/// The numbers a sentence says, in digits (`185`, `2.5`, `3x5`) or words (`three`, `a dozen`,
/// `triple`): what a model's answer about the sentence may use, and nothing else.
struct SentenceNumbers: Sendable {
    let values: [Double]

    static let words: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "single": 1, "once": 1, "double": 2, "twice": 2, "couple": 2, "pair": 2, "triple": 3, "thrice": 3,
        "dozen": 12,
    ]

    init(_ sentence: String) {
        var values: [Double] = []
        var digits = ""
        var word = ""
        func flush() {
            if let value = Double(digits.hasSuffix(".") ? String(digits.dropLast()) : digits) { values.append(value) }
            if let value = Self.words[word] { values.append(value) }
            digits = ""
            word = ""
        }
        for character in sentence.lowercased() {
            if character.isASCII, character.isNumber || (character == "." && !digits.isEmpty && !digits.contains(".")) {
                if !word.isEmpty { flush() }
                digits.append(character)
            } else if character.isLetter {
                if !digits.isEmpty { flush() }
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        self.values = values
    }

    /// True when the sentence says `value` (to a hundredth).
    func contains(_ value: Double) -> Bool { values.contains { abs($0 - value) < 0.01 } }

    /// True when the sentence says `value` in `unit`, or says the same load in the other unit (a
    /// model may convert `185 lb` to kilograms).
    func containsLoad(_ value: Double, unit: WeightUnit) -> Bool {
        if contains(value) { return true }
        let kilograms = Load(value: value, unit: unit).kilograms
        return values.contains { said in
            [WeightUnit.kg, .lb].contains { abs(Load(value: said, unit: $0).kilograms - kilograms) <= kilograms * 0.01 }
        }
    }
}
