/// A row an import skipped, with the 1-based line of the file it starts on.
public struct ImportIssue: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    /// What is wrong with the row, as a clause (`the reps "five" are not a number`).
    public var problem: String

    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    /// `line 7: the reps "five" are not a number; the row was skipped.`
    public var description: String { "line \(line): \(problem); the row was skipped." }
}
