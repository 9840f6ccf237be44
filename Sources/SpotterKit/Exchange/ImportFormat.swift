/// The workout apps whose CSV exports Spotter imports; the header tells them apart.
public enum ImportFormat: String, Sendable, CaseIterable {
    case strong
    case hevy
    case fitnotes
    case fitbod

    /// The app's name as users know it.
    public var displayName: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .fitbod: "Fitbod"
        }
    }

    /// The format whose signature columns the header has, by title or meaning (`Name der Übung` is
    /// Strong's `Exercise Name`), most specific first.
    static func detect(_ columns: Set<String>) -> ImportFormat? {
        if columns.contains("exercise_title") && columns.contains("start_time") { return .hevy }
        if columns.contains("exercise") && columns.contains("starttime") { return .fitnotes }
        if columns.contains("exercise") && columns.contains("iswarmup") { return .fitbod }
        if columns.contains("exercise") && columns.contains("category") && columns.contains("date") {
            return .fitnotes
        }
        if columns.contains("exercise name")
            && (columns.contains("set order") || (columns.contains("date") && columns.contains("workout name")))
        {
            return .strong
        }
        return nil
    }

    /// `;` when the first line has more semicolons than commas (Strong in locales with decimal commas).
    static func separator(of bytes: [UInt8]) -> UInt8 {
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        let semicolons = firstLine.count { $0 == UInt8(ascii: ";") }
        let commas = firstLine.count { $0 == UInt8(ascii: ",") }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }
}
