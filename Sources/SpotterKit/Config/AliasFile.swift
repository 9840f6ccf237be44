/// The names a user taught with `spotter alias NAME EXERCISE`, one `name = Exercise` line each.
public enum AliasFile {
    /// The library with every alias in the file taught; lines that no longer make sense are skipped.
    public static func library(from path: String, base: ExerciseLibrary) -> ExerciseLibrary {
        guard let bytes = FileSystem.read(path) else { return base }
        var library = base
        for (alias, exercise) in pairs(String(decoding: bytes, as: UTF8.self)) {
            library = teach(alias, exercise, library) ?? library
        }
        return library
    }

    /// The `(alias, exercise)` pairs in the file's text, in order.
    public static func pairs(_ text: String) -> [(alias: String, exercise: String)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].hasPrefix("#"),
                !parts[0].hasControlCharacters, !parts[1].hasControlCharacters
            else { return nil }
            return (parts[0], parts[1])
        }
    }

    /// `library` with `alias` meaning `exercise` (a library name, or a new custom exercise); nil when refused.
    public static func teach(_ alias: String, _ exercise: String, _ library: ExerciseLibrary) -> ExerciseLibrary? {
        let target = library.exerciseOrCustom(named: exercise)
        return library.adding(target).teaching(alias: alias, to: target.id)
    }

    /// Why `alias = exercise` cannot be a line of the file, or nil: each is one line of plain text
    /// (a line break would write a second, forged pair), and the name holds no `=` and starts with no `#`.
    public static func problem(alias: String, exercise: String) -> String? {
        if alias.hasControlCharacters || exercise.hasControlCharacters {
            return "An alias and its exercise are one line of plain text each; a line break or escape cannot be taught."
        }
        if alias.contains("=") || alias.hasPrefix("#") {
            return "\"\(alias)\" cannot be a name: aliases.txt uses = and # for itself."
        }
        return nil
    }

    /// Appends one taught name durably; refuses a pair `problem` finds fault with.
    public static func append(alias: String, exercise: String, to path: String) throws {
        if let problem = problem(alias: alias, exercise: exercise) { throw EngineFailure.badInput(problem) }
        try FileSystem.createDirectory(forFile: path)
        try FileSystem.appendDurably(Array("\(alias) = \(exercise)\n".utf8), to: path)
    }
}
