/// Gathers an export's rows into workouts (rows of one workout need not be adjacent), its skipped rows
/// and the fields it had to leave out.
struct ImportCollector {
    private(set) var workouts: [ImportedWorkout] = []
    private(set) var issues: [ImportIssue] = []
    private(set) var warnings: [ImportIssue] = []
    /// Rows read as sets or bouts.
    private(set) var rows = 0
    private var indexByKey: [String: Int] = [:]

    /// Adds the row to the workout with this key, opening the workout at its first row; throws when the
    /// exercise or workout name breaks `Plausibility`'s text rules (control characters, length).
    mutating func add(
        _ row: ImportedRow, to key: String, name: String?, start: Timestamp, end: Timestamp
    ) throws(ImportTable.RowProblem) {
        if let problem = Plausibility.textProblem("exercise name", row.exercise)
            ?? name.flatMap({ Plausibility.textProblem("workout name", $0) })
        {
            let clause = problem.prefix(1).lowercased() + problem.dropFirst()
            throw .init(problem: clause, reason: clause)
        }
        rows += 1
        if let index = indexByKey[key] {
            workouts[index].rows.append(row)
            return
        }
        indexByKey[key] = workouts.count
        workouts.append(ImportedWorkout(key: key, name: name, start: start, end: end, rows: [row]))
    }

    /// Notes a skipped row, keeping the rows in file order.
    mutating func skip(line: Int, _ problem: ImportTable.RowProblem) {
        let issue = ImportIssue(line: line, problem: problem.problem, reason: problem.reason)
        issues.insert(issue, at: issues.lastIndex { $0.line <= line }.map { $0 + 1 } ?? 0)
    }

    /// Notes a field the row was imported without.
    mutating func warn(line: Int, _ problem: String) {
        warnings.append(ImportIssue(line: line, problem: problem, skipped: false))
    }

    /// The workouts oldest first (apps export newest first), ties in file order.
    var workoutsInTimeOrder: [ImportedWorkout] {
        workouts.enumerated().sorted { lhs, rhs in
            lhs.element.start.seconds != rhs.element.start.seconds
                ? lhs.element.start.seconds < rhs.element.start.seconds : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
