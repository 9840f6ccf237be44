/// Keeps imported plans as text files in the config directory, one per plan.
public struct PlanStore: Sendable {
    public var directory: String
    public var library: ExerciseLibrary

    public init(directory: String, library: ExerciseLibrary) {
        self.directory = directory
        self.library = library
    }

    /// Two names whose files would be the same (`a/b` and `A B` are both `a-b.txt`).
    public struct NameTaken: Error, CustomStringConvertible {
        public var name: String
        public var saved: String
        public var file: String

        public var description: String {
            "The plan name \"\(name)\" would replace the plan \"\(saved)\" (both are kept in \(file)); "
                + "choose another name with --name. Nothing was saved."
        }
    }

    /// Saves the plan under its name, replacing a plan of the same name (but never one whose different
    /// name only shares its file name); returns the file written.
    @discardableResult
    public func save(_ plan: Plan) throws -> String {
        try FileSystem.createDirectory(directory)
        let path = file(for: plan.name)
        if FileSystem.exists(path), let saved = try? load(file: path),
            Self.sameName(saved.name, plan.name) == false
        {
            throw NameTaken(name: plan.name, saved: saved.name, file: path)
        }
        try FileSystem.replaceAtomically(path, with: Array(PlanText.render(plan).utf8))
        return path
    }

    /// Every saved plan that still parses, by name.
    public func all() -> [Plan] {
        guard let names = FileSystem.fileNames(in: directory) else { return [] }
        return names.filter { $0.hasSuffix(".txt") }.sorted().compactMap { name in
            try? load(file: directory + "/" + name)
        }
    }

    /// The plan with this name (ignoring case and spacing), or nil.
    public func plan(named name: String) throws -> Plan? {
        let path = file(for: name)
        if FileSystem.exists(path) { return try load(file: path) }
        return all().first { ExerciseName.key($0.name) == ExerciseName.key(name) }
    }

    func load(file path: String) throws -> Plan {
        guard let bytes = FileSystem.read(path) else {
            throw PlanParser.Failure(line: 0, message: "cannot read \(path)")
        }
        let stem = String(path.split(separator: "/").last?.dropLast(4) ?? "")
        return try PlanParser.parse(String(decoding: bytes, as: UTF8.self), fallbackName: stem, library: library)
    }

    /// Names equal but for case and spacing (`Push Pull` and `push  pull`); `a/b` and `A B` differ.
    static func sameName(_ one: String, _ other: String) -> Bool {
        let words = { (name: String) in name.lowercased().split(whereSeparator: \.isWhitespace) }
        return words(one) == words(other)
    }

    func file(for name: String) -> String { directory + "/" + ExerciseName.slug(name) + ".txt" }
}
