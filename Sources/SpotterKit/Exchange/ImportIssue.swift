/// A row of an imported file that was skipped, or imported without a field it could not read, with the
/// 1-based line of the file it starts on.
public struct ImportIssue: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    /// What is wrong with the row, as a clause (`the reps "five" are not a number`).
    public var problem: String
    /// The kind of problem, shared by every row it hits, for the count per reason.
    public var reason: String
    /// False when the row was imported anyway and only the unreadable optional field was left out.
    public var skipped: Bool

    public init(line: Int, problem: String, reason: String? = nil, skipped: Bool = true) {
        self.line = line
        self.problem = problem
        self.reason = reason ?? Self.general(problem)
        self.skipped = skipped
    }

    /// The problem without the row's own values (`the RPE "x" is ...` → `the RPE is ...`), to count by.
    static func general(_ problem: String) -> String {
        var result = ""
        var quoted = false
        for character in problem {
            if character == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted { result.append(character) }
        }
        return result.split(separator: " ").joined(separator: " ")
    }

    /// `line 7: the reps "five" are not a number; the row was skipped.`
    public var description: String {
        "line \(line): \(problem); " + (skipped ? "the row was skipped." : "the rest of the row was imported.")
    }
}
