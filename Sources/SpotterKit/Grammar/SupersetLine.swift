/// Two or more exercises' sets on one line (`superset: curls 3x12 15kg and pushdowns 3x12 25kg`, `... / ...`), each part
/// read as a line of its own. Read whole, such a line was one custom exercise (`Superset Curls`) with the sets
/// of both at both loads.
enum SupersetLine {
    /// The parts' set lines, when the line has two or more and each is sets of a known exercise, or names one;
    /// else nil.
    static func parts(
        _ line: String, defaultUnit: WeightUnit, library: @autoclosure () -> ExerciseLibrary
    )
        -> [SetLine]?
    {
        // Most lines join nothing: asked of the bytes first, in one pass, as every set line of a replay asks.
        guard mayJoin(line) else { return nil }
        var text = Substring(line)
        let lowered = line.lowercased()
        // (A label is a word of its own: `ssb squat` is the safety squat bar's.)
        if let label = labels.first(where: { lowered.hasPrefix($0 + " ") || lowered.hasPrefix($0 + ":") }) {
            text = text.dropFirst(label.count).drop { $0 == ":" || $0 == " " }
        }
        let pieces = text.replacing(" and ", with: ";").replacing(" + ", with: ";").replacing(" / ", with: ";")
            .split(separator: ";")
        guard pieces.count >= 2 else { return nil }
        let library = library()
        var lines: [SetLine] = []
        for piece in pieces {
            let trimmed = String(piece.drop { $0 == " " })
            // Sets, or the exercise alone (`superset curls and pushdowns`: each is chosen in turn).
            guard let parsed = SetParser.parse(trimmed, defaultUnit: defaultUnit, library: library),
                parsed.action == .selectExercise || isSets(parsed.action), let name = parsed.exerciseText,
                parsed.correctedFrom != nil || library.exercise(named: name) != nil
            else { return nil }
            lines.append(parsed)
        }
        return lines
    }

    /// Whether the line holds `;`, ` and `, ` + ` or ` / ` (`superset bench 3x10 60kg / rows 3x10 50kg` was all rows).
    static func mayJoin(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            for index in bytes.indices {
                if bytes[index] == UInt8(ascii: ";") { return true }
                guard bytes[index] == UInt8(ascii: " "), index + 2 < bytes.count else { continue }
                if bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "/"),
                    bytes[index + 2] == UInt8(ascii: " ")
                {
                    return true
                }
                if index + 4 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "a"),
                    bytes[index + 2] | 0x20 == UInt8(ascii: "n"), bytes[index + 3] | 0x20 == UInt8(ascii: "d"),
                    bytes[index + 4] == UInt8(ascii: " ")
                {
                    return true
                }
            }
            return false
        }
    }

    private static func isSets(_ action: SetAction) -> Bool {
        if case .sets = action { true } else { false }
    }

    /// Words that say the line is a superset or a circuit, before its exercises.
    static let labels = ["superset", "super set", "giant set", "circuit", "ss"]
}
