/// `alias NAME EXERCISE` teaches a name for an exercise; `alias` alone lists the names taught.
enum AliasCommand {
    static let usage =
        "Usage: /alias NAME EXERCISE (e.g. /alias skulls \"skull crusher\"; quote a name of several words)."

    static func run(_ words: [String], json: Bool = false, _ context: LineContext) throws {
        let engine = context.engine
        let (name, exercise) = split(words, library: engine.library)
        guard let file = engine.paths?.aliasesFile else {
            throw EngineFailure.badInput("Aliases need a config directory; this session has none.")
        }
        guard let name, let exercise else {
            let taught = FileSystem.read(file).map { AliasFile.pairs(String(decoding: $0, as: UTF8.self)) } ?? []
            if json { return context.say(.data, listing(taught, library: engine.library)) }
            guard !taught.isEmpty else {
                context.say(
                    .info, "No names taught yet; `alias NAME EXERCISE` teaches one, e.g. `alias skulls skull crusher`.")
                return
            }
            for pair in taught {
                let target = engine.library.exercise(named: pair.alias)?.name ?? pair.exercise
                context.say(.info, "\(pair.alias) = \(target)")
            }
            return
        }
        if let problem = AliasFile.problem(alias: name, exercise: exercise) { throw EngineFailure.badInput(problem) }
        guard let taught = AliasFile.teach(name, exercise, engine.library) else {
            throw EngineFailure.badInput(
                "\"\(name)\" cannot be an exercise name: it is empty or holds a cardio word such as run or bike.")
        }
        try AliasFile.append(alias: name, exercise: exercise, to: file)
        engine.library = taught
        engine.memo.forgetLines()
        let target = taught.exercise(named: name)
        let known = engine.library.exercise(named: exercise) != nil && target?.muscles.isEmpty == false
        let kind = known ? "" : " (a custom exercise)"
        context.say(.success, "\"\(name)\" now means \(target?.name ?? exercise)\(kind).")
    }

    /// `[{"alias":"skulls","exercise":"Skull Crusher"}]`: the names taught, in the order taught.
    static func listing(_ taught: [(alias: String, exercise: String)], library: ExerciseLibrary) -> String {
        let items = taught.map { pair -> [UInt8] in
            var item = JSONWriter(capacity: 96)
            item.string("alias", pair.alias)
            item.string("exercise", library.exercise(named: pair.alias)?.name ?? pair.exercise)
            return item.finish()
        }
        return String(decoding: JSONWriter.array(items), as: UTF8.self)
    }

    /// The name and the exercise: two words (or quoted phrases) as typed; more words are split where
    /// the rest names a known exercise (`db curl dumbbell curl`), else after the first word.
    static func split(_ words: [String], library: ExerciseLibrary) -> (String?, String?) {
        guard words.count > 2 else { return (words.first, words.count > 1 ? words[1] : nil) }
        for index in 1..<words.count {
            let rest = words[index...].joined(separator: " ")
            if library.exercise(named: rest) != nil { return (words[..<index].joined(separator: " "), rest) }
        }
        return (words[0], words.dropFirst().joined(separator: " "))
    }
}
