/// `alias NAME EXERCISE` teaches a name for an exercise; `alias` alone lists the names taught.
enum AliasCommand {
    static func run(name: String?, exercise: String?, _ context: LineContext) throws {
        let engine = context.engine
        guard let file = engine.trainingFiles?.aliasesFile else {
            throw EngineFailure.usage("Aliases need a config directory; this session has none.")
        }
        guard let name, let exercise else {
            let taught = FileSystem.read(file).map { AliasFile.pairs(String(decoding: $0, as: UTF8.self)) } ?? []
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
        guard let taught = AliasFile.teach(name, exercise, engine.library) else {
            throw EngineFailure.usage(
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
}
