// Words around a set line that say which sets these are, read before the notation.

extension SetParser {
    /// `top set 140x3`, `bench top set 100x3`, `backoff sets 3x5 120`: the words that say which sets these are, and
    /// the rest of the line without them; nil for any other line. A word starting `top` or `bac` is looked for
    /// first, byte by byte: every set line asks.
    static func setLabel(_ line: String) -> (label: String, rest: String)? {
        guard mayHoldLabel(line) else { return nil }
        // As bytes, compared with `| 0x20` (which leaves the space and the hyphen as they are): lists of words here
        // had the runtime build more generic metadata at every process's first set line.
        let bytes = Array(line.utf8)
        for label in setLabels {
            let said = Array(label.utf8)
            guard bytes.count >= said.count else { continue }
            for start in 0...(bytes.count - said.count) {
                let end = start + said.count
                guard start == 0 || bytes[start - 1] == 0x20, end == bytes.count || bytes[end] == 0x20,
                    (0..<said.count).allSatisfy({ bytes[start + $0] | 0x20 == said[$0] })
                else { continue }
                // The rest of the line without the label and the space that set it apart.
                var rest = Array(bytes[..<max(0, start - 1)])
                rest.append(contentsOf: start == 0 ? bytes[min(end + 1, bytes.count)...] : bytes[end...])
                return (label, String(decoding: rest, as: UTF8.self))
            }
        }
        return nil
    }

    /// `feeling good, bench 3x5 100kg`: words before a comma, with no number, and the sets of a known exercise after
    /// it; nil for any other line (it was a custom exercise "Feeling Good Bench"). The words are the sets' note.
    static func leadingRemark(_ line: String) -> (remark: String, rest: String)? {
        // Looked for among the bytes: a `Character` search was 4,400 instructions of `log 150g chicken`.
        guard let comma = line.utf8.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let remark = String(line[..<comma]).trimmingSpaces()
        let rest = String(line[line.index(after: comma)...]).trimmingSpaces()
        let isDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
        guard !remark.isEmpty, !remark.utf8.contains(where: isDigit), rest.utf8.contains(where: isDigit) else {
            return nil
        }
        return (remark, rest)
    }

    /// True when a word of the line starts with `top`, `bac` or `5/3`, in any case.
    private static func mayHoldLabel(_ line: String) -> Bool {
        var first: UInt8 = 0
        var second: UInt8 = 0
        var position = 0
        for byte in line.utf8 {
            if byte == 0x20 {
                position = 0
                continue
            }
            let lower = byte | 0x20
            switch position {
            case 0: first = lower
            case 1: second = lower
            case 2:
                // `top`, `bac`
                if first == 0x74 && second == 0x6F && lower == 0x70 { return true }
                if first == 0x62 && second == 0x61 && lower == 0x63 { return true }
                // `5/3`
                if first == 0x35 && second == 0x2F && byte == 0x33 { return true }
            default: break
            }
            position += 1
        }
        return false
    }

    /// Longest first: `backoff sets` before `backoff`. A program's week is a label too (`deadlift 5/3/1 week 1
    /// 140x5 160x5 180x5+` made its `5/3/1` and `1` four sets of 5, 3, 1 and 1 reps).
    private static let setLabels = [
        "back-off sets", "back off sets", "backoff sets", "back-off set", "back off set", "backoff set", "top sets",
        "top set", "back-off", "back off", "backoff", "5/3/1 week 1", "5/3/1 week 2", "5/3/1 week 3", "5/3/1 week 4",
        "5/3/1 wk 1", "5/3/1 wk 2", "5/3/1 wk 3", "5/3/1 wk 4", "5/3/1",
    ]

    /// `squat 1rm 160`, `tested 1rm bench 120`: a one-rep max said so is one set of one rep, `1x1` (it was a food
    /// kept for review). Read from the tokens: every set line asks, and a line has fewer tokens than bytes.
    static func oneRepMaxAsOneSet(_ tokens: [TrainingToken]) -> [TrainingToken] {
        guard
            let rm = tokens.indices.dropFirst().first(where: {
                tokens[$0].word == "rm" && tokens[$0 - 1] == .number(1, hasPoint: false)
            })
        else { return tokens }
        var read = tokens
        read.replaceSubrange(rm...rm, with: [.times, .number(1, hasPoint: false)])
        return read
    }

    /// `deadlift 3 plates x 5`: plates said per side of a barbell are its load, the bar's included: a 20 kg bar and
    /// 20 kg plates, or a 45 lb bar and 45 lb plates, in the default unit (`bench 2 plates 3x5` was "3 sets but 2
    /// rep counts", 225 lb in a pound gym). Only after an exercise's name: `2 plates of pasta` is food.
    static func platesAsLoad(
        _ tokens: [TrainingToken], defaultUnit: WeightUnit, library: () -> ExerciseLibrary
    ) -> [TrainingToken] {
        guard
            let word = tokens.indices.dropFirst(2).first(where: { index in
                if case .word(let word, _) = tokens[index], word == "plates" || word == "plate" { true } else { false }
            }),
            case .number(let count, false) = tokens[word - 1], (1...10).contains(count)
        else { return tokens }
        let plates = word - 1
        let name = tokens[..<plates].compactMap(\.word)
        guard name.count == plates, library().exercise(named: name.joined(separator: " ")) != nil else { return tokens }
        let plate = defaultUnit == .kg ? 20.0 : 45.0
        var read = tokens
        read[plates] = .number(plate + 2 * count * plate, hasPoint: false)
        read[plates + 1] = .word(defaultUnit.rawValue, original: defaultUnit.rawValue)
        return read
    }
}
