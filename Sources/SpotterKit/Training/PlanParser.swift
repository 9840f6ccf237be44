/// Reads the plan text format: a day name on its own line, then indented exercise lines.
///
///     # Push / Pull / Legs
///     name: PPL
///     Push
///       Bench Press 3x5-8
///       Overhead Press 3x8-12  slow eccentric
///       Pull-up 3xAMRAP
///
/// Blank lines and `#` comments are ignored; text after the scheme is the exercise's note.
public enum PlanParser {
    /// A problem with a plan text, on a 1-based line.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String

        public var description: String { "line \(line): \(message)" }
    }

    /// The plan in `text`, named by its `name:` line or else `fallbackName`.
    public static func parse(_ text: String, fallbackName: String, library: ExerciseLibrary) throws(Failure) -> Plan {
        var name: String?
        var days: [PlanDay] = []
        var dayLines: [Int] = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            let line = String(raw).replacingTabs()
            let content = line.trimmingSpaces()
            if content.isEmpty || content.hasPrefix("#") { continue }
            if content.lowercased().hasPrefix("name:") {
                name = String(content.dropFirst(5)).trimmingSpaces()
                continue
            }
            let indented = line.first == " " || content.hasPrefix("- ")
            if !indented {
                let dayName = content.hasSuffix(":") ? String(content.dropLast()).trimmingSpaces() : content
                if days.contains(where: { ExerciseName.key($0.name) == ExerciseName.key(dayName) }) {
                    throw Failure(
                        line: number, message: "the day \"\(dayName)\" appears twice; give each day its own name")
                }
                days.append(PlanDay(name: dayName, exercises: []))
                dayLines.append(number)
                continue
            }
            guard !days.isEmpty else {
                throw Failure(
                    line: number, message: "an exercise line comes before any day name; start with a day such as `Push`"
                )
            }
            let item = content.hasPrefix("- ") ? String(content.dropFirst(2)) : content
            days[days.count - 1].exercises.append(try exercise(item, line: number, library: library))
        }
        guard !days.isEmpty else {
            throw Failure(
                line: 1, message: "no days found; write a day name, then indented lines like `  Bench Press 3x5-8`")
        }
        for (index, day) in days.enumerated() where day.exercises.isEmpty {
            throw Failure(line: dayLines[index], message: "the day \"\(day.name)\" has no exercises under it")
        }
        let planName = (name?.isEmpty == false ? name : nil) ?? fallbackName
        return Plan(name: planName, days: days)
    }

    /// One exercise line: a name, then `SETSxREPS`, `SETSxMIN-MAX` or `SETSxAMRAP`, then an optional note.
    static func exercise(_ text: String, line: Int, library: ExerciseLibrary) throws(Failure) -> PlannedExercise {
        let words = text.split(separator: " ").map(String.init)
        var nameWords: [String] = []
        var index = 0
        while index < words.count, scheme(words[index...]) == nil {
            nameWords.append(words[index])
            index += 1
        }
        guard index < words.count, let (sets, reps, used) = scheme(words[index...]) else {
            throw Failure(
                line: line,
                message: "\"\(text)\" has no sets and reps; write them like `3x5-8`, `4x10` or `3xAMRAP`")
        }
        var name = nameWords.joined(separator: " ")
        if name.hasSuffix(":") { name.removeLast() }
        guard !name.isEmpty else {
            throw Failure(line: line, message: "\"\(text)\" has no exercise name before its sets")
        }
        guard (1...20).contains(sets) else {
            throw Failure(line: line, message: "\(sets) sets is outside 1–20 for \(name)")
        }
        if let reps, reps.lowerBound < 1 || reps.upperBound > 100 {
            throw Failure(line: line, message: "the reps for \(name) must be between 1 and 100")
        }
        let note = words[(index + used)...].joined(separator: " ").trimmingEdges { "-–—:() ".contains($0) }
        let exercise = library.exerciseOrCustom(named: name)
        return PlannedExercise(
            name: exercise.name, exerciseID: exercise.id, sets: sets, reps: reps, note: note.isEmpty ? nil : note)
    }

    /// The sets and reps starting at the first word, and how many words they took (`3x5-8`, `3 x 5-8`).
    static func scheme(_ words: ArraySlice<String>) -> (sets: Int, reps: ClosedRange<Int>?, used: Int)? {
        guard let first = words.first else { return nil }
        var text = first.lowercased()
        var used = 1
        let rest = Array(words.dropFirst().prefix(2))
        if Int(text) != nil, rest.count == 2, rest[0].lowercased() == "x" {
            text += "x" + rest[1].lowercased()
            used = 3
        }
        let parts = text.replacing("×", with: "x").split(separator: "x", maxSplits: 1)
        guard parts.count == 2, let sets = Int(parts[0]) else { return nil }
        let repsText = parts[1].replacing("–", with: "-")
        if repsText == "amrap" { return (sets, nil, used) }
        let bounds = repsText.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        switch bounds.count {
        case 1: if let reps = bounds[0] { return (sets, reps...reps, used) }
        case 2:
            if let low = bounds[0], let high = bounds[1], low <= high { return (sets, low...high, used) }
        default: break
        }
        return nil
    }
}
