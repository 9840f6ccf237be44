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
}
