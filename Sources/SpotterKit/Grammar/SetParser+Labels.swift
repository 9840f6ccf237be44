// Words around a set line that say which sets these are, read before the notation.

extension SetParser {
    /// `top set 140x3`, `backoff sets 3x5 120`: the words that say which sets these are, and the rest of the line;
    /// nil for any other line. The first three letters are compared first: every set line asks.
    static func setLabel(_ line: String) -> (label: String, rest: Substring)? {
        let start = line.utf8.prefix(3).lazy.map { $0 | 0x20 }
        guard start.elementsEqual("top".utf8) || start.elementsEqual("bac".utf8) else { return nil }
        let lowered = line.lowercased()
        guard let label = setLabels.first(where: { lowered.hasPrefix($0 + " ") }) else { return nil }
        return (label, line.dropFirst(label.count + 1))
    }

    /// Longest first: `backoff sets` before `backoff`.
    private static let setLabels = [
        "back-off sets", "back off sets", "backoff sets", "back-off set", "back off set", "backoff set", "top sets",
        "top set", "back-off", "back off", "backoff",
    ]

    /// `squat 1rm 160`, `tested 1rm bench 120`: a one-rep max said so is one set of one rep, `1x1` (it was a food
    /// kept for review). Other lines are returned as they are, after a look at their bytes.
    static func oneRepMaxAsOneSet(_ line: String) -> String {
        // Read byte by byte, with no copy: every set line asks.
        var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
        var saysOneRM = false
        for byte in line.utf8 {
            if twoBack == UInt8(ascii: "1"), oneBack | 0x20 == UInt8(ascii: "r"), byte | 0x20 == UInt8(ascii: "m") {
                saysOneRM = true
                break
            }
            (twoBack, oneBack) = (oneBack, byte)
        }
        guard saysOneRM else { return line }
        return line.split(separator: " ").map { $0.lowercased() == "1rm" ? "1x1" : String($0) }.joined(separator: " ")
    }

    /// `deadlift 3 plates x 5`: plates said per side of a barbell are its load, the bar's included: a 20 kg bar and
    /// 20 kg plates, or a 45 lb bar and 45 lb plates, in the default unit (`bench 2 plates 3x5` was "3 sets but 2
    /// rep counts", 225 lb in a pound gym). Only after an exercise's name: `2 plates of pasta` is food.
    static func platesAsLoad(
        _ tokens: [TrainingToken], defaultUnit: WeightUnit, library: () -> ExerciseLibrary
    ) -> [TrainingToken] {
        guard
            let plates = tokens.indices.dropFirst().first(where: { index in
                index + 1 < tokens.count && ["plate", "plates"].contains(tokens[index + 1].word ?? "")
            }),
            case .number(let count, false) = tokens[plates], (1...10).contains(count)
        else { return tokens }
        let name = tokens[..<plates].compactMap(\.word)
        guard name.count == plates, library().exercise(named: name.joined(separator: " ")) != nil else { return tokens }
        let plate = defaultUnit == .kg ? 20.0 : 45.0
        var read = tokens
        read[plates] = .number(plate + 2 * count * plate, hasPoint: false)
        read[plates + 1] = .word(defaultUnit.rawValue, original: defaultUnit.rawValue)
        return read
    }
}
