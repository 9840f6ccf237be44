/// Reads a bare body-weight line: `96 kg`, `185 lbs`, `70.5 kilos`, `13 st 2 lb`, `weight 96 kg`, `bw 96`.
///
/// The whole line must be the weight, so `96 kg chicken` and `96g chicken` are not. A number
/// without a unit counts only after a prefix (`weight`, `weighed in at`, `bw`, `body weight`), and
/// then in the default unit; a bare `96` could be anything. Words of when it was weighed may follow
/// (`82.4 kg this morning`).
enum BodyWeightParser {
    /// The body weight in `line`, an implausible one with a reason, or nil when it is not one.
    ///
    /// `defaultUnit` only applies after a prefix (`bw 96`); pass the user's preferred unit.
    static func parse(_ line: String, defaultUnit: WeightUnit = .kg) -> BodyWeightParse? {
        let tokens = TrainingTokenizer.tokenize(withDecimalPoint(line))
        var prefix: [String] = []
        var index = 0
        while index < tokens.count, let word = tokens[index].word {
            prefix.append(word)
            index += 1
        }
        if prefix.count > 1, prefix[0] == "morning" { prefix.removeFirst() }
        guard prefix.isEmpty || prefixes.contains(prefix.joined(separator: " ")),
            index < tokens.count, case .number(var value, _) = tokens[index]
        else { return nil }
        index += 1
        var unit: WeightUnit?
        if index < tokens.count, let word = tokens[index].word, let typed = WeightUnit(word: word) {
            unit = typed
            index += 1
        } else if let (pounds, next) = stones(value, tokens, after: index) {
            value = pounds
            unit = .lb
            index = next
        }
        guard unit != nil || !prefix.isEmpty else { return nil }
        // `82.4 kg this morning`, `bw 82.4 fasted`: when it was weighed says nothing more.
        while index < tokens.count, let word = tokens[index].word, whenWords.contains(word) { index += 1 }
        guard index == tokens.count else { return nil }
        let load = Load(value: value, unit: unit ?? defaultUnit)
        guard Plausibility.bodyWeightKilograms.contains(load.kilograms) else {
            return .implausible(implausibleMessage(load))
        }
        return .weight(load)
    }

    /// `81.5`, `81,5`, `182`: a number alone, digits with at most one decimal mark (a weigh-in when it is near the last
    /// one, `BodyWeightIntercept`); nil for anything else. The first byte is asked first: every line that reaches
    /// body weight comes here.
    static func numberAlone(_ text: String) -> Double? {
        guard let first = text.utf8.first, first &- 0x30 < 10, text.utf8.count <= 7 else { return nil }
        var marks = 0
        for byte in text.utf8 where byte &- 0x30 >= 10 {
            guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: ","), marks == 0 else { return nil }
            marks += 1
        }
        return Double(String(text.map { $0 == "," ? "." : $0 }))
    }

    /// `13 st 2 lb`, `13st 2`, `13.5 stone`: the British body weight in stones and pounds, as pounds (a stone is 14),
    /// and the index after it; nil when no stone follows the number at `index - 1`.
    private static func stones(_ value: Double, _ tokens: [TrainingToken], after index: Int) -> (Double, Int)? {
        guard index < tokens.count, let word = tokens[index].word, ["st", "stone", "stones"].contains(word) else {
            return nil
        }
        var next = index + 1
        var pounds = value * 14
        if next < tokens.count, case .number(let extra, _) = tokens[next], extra < 14 {
            pounds += extra
            next += 1
            if next < tokens.count, let unit = tokens[next].word, WeightUnit(word: unit) == .lb { next += 1 }
        }
        return (pounds, next)
    }

    /// `bw 82,3`: the line with a comma written for the decimal point, between a word's digits and one or two
    /// digits that close the line, made a point; the tokenizer lists numbers at a comma without a unit after it.
    private static func withDecimalPoint(_ line: String) -> String {
        // Most lines hold no comma: read without a copy.
        guard line.utf8.contains(UInt8(ascii: ",")) else { return line }
        let bytes = Array(line.utf8)
        guard let comma = bytes.lastIndex(of: UInt8(ascii: ",")), comma > 0, bytes[comma - 1] &- 0x30 < 10,
            (2...3).contains(bytes.count - comma), bytes[(comma + 1)...].allSatisfy({ $0 &- 0x30 < 10 }),
            bytes.first.map(PlainASCII.isLetter) == true
        else { return line }
        var pointed = bytes
        pointed[comma] = UInt8(ascii: ".")
        return String(decoding: pointed, as: UTF8.self)
    }

    /// Words that announce a body weight, after `morning` if it comes first (`morning weigh in 82.1`). A list: a `Set`
    /// was hashed whole at the first line with a word before a number (7,300 instructions of `log a bowl of ramen`).
    private static let prefixes: [String] = [
        "weight", "weighed", "weigh", "weigh in", "weighin", "weighed in", "bw", "body weight",
        "bodyweight", "my weight", "weighed in at", "weigh in at", "weighed at", "weight is",
        "my weight is", "weighing", "weighing in at",
    ]

    /// Words after the weight that say when it was weighed. A list: a `Set` was hashed whole at the first
    /// line with a number and a word after it (17,000 instructions of `log 150g chicken`).
    private static let whenWords: [String] = [
        "this", "morning", "today", "tonight", "fasted", "am", "pm", "in", "the", "after", "waking", "up",
    ]

    private static func implausibleMessage(_ load: Load) -> String {
        "\(NumberText.format(load.value)) \(load.unit.rawValue) is not a plausible body weight; "
            + "expected 20–400 kg (44–880 lb). Check the number and unit."
    }
}
