/// `ask QUESTION`: common questions answered locally from the journal; open ones go to the LLM
/// resolver with a digest of the journal and the last exchanges; the mock resolver says what it can answer.
enum AskCommand {
    /// The longest answer shown and remembered, in bytes of UTF-8; a longer one is cut and says so.
    static let maximumAnswerBytes = 65_536

    static func run(_ text: String, json: Bool, _ context: LineContext) throws {
        let limit = AskMemory.maximumQuestionCharacters
        guard text.utf8.count <= limit || (text.utf8.count <= 4 * limit && text.count <= limit) else {
            throw EngineFailure.badInput(
                "That question is \(text.count) characters long; ask takes up to \(limit). Nothing was asked.")
        }
        let engine = context.engine
        let config = context.config
        let today = engine.now.day
        if let question = Question.parse(text, today: today, weekStart: config.weekStart, library: engine.library) {
            let answer = LocalAnswers.answer(question, try data(for: question, engine))
            return say(answer, source: "journal", json: json, context)
        }
        guard let chain = engine.resolver as? ChainFoodResolver else {
            throw EngineFailure.noData(
                "The offline resolver answers only these questions: " + Question.examples.joined(separator: " · ")
                    + ". Use --resolver claude, openai or groq for anything else.")
        }
        let since = today.adding(days: -(JournalDigest.days - 1))
        let digest = JournalDigest.text(
            today: today, sessions: try engine.sessions(from: since, through: today),
            foods: try engine.reportEntries(kinds: ["food"], from: today.adding(days: -6), through: today),
            weights: try engine.reportEntries(kinds: ["weight"], from: since, through: today), config: config)
        var memory = engine.askMemory()
        let system =
            "You answer questions about the user's food and training journal, briefly and only from the summary "
            + "below; say so when it does not hold the answer.\n\n" + digest
        switch chain.remote.chat(systemPrompt: system, messages: memory.messages + [ChatMessage(.user, text)]) {
        case .failure(let failure): throw EngineFailure.noData("No answer: \(failure.reason).")
        case .success(let reply):
            let answer = cut(reply)
            memory.remember(question: text, answer: answer)
            if let paths = engine.paths {
                try? FileSystem.createDirectory(forFile: paths.askMemoryFile)
                try? FileSystem.replaceAtomically(paths.askMemoryFile, with: Array(memory.text.utf8))
            }
            say(answer, source: chain.remote.name, json: json, context)
        }
    }

    /// Reads only what the question needs: sessions of its period (all time for exercise questions)
    /// or food entries of its period.
    static func data(for question: Question, _ engine: Engine) throws -> LocalAnswers.Data {
        let today = engine.now.day
        var sessions: [TrainingSession] = []
        var foods: [Entry] = []
        var weights: [Entry] = []
        switch question {
        case .heaviest(let exercise), .bestEstimate(let exercise), .lastTime(let exercise):
            sessions = try engine.sessions(from: nil, through: today, exerciseID: exercise.id)
        case .progress(let exercise, let period):
            sessions = try engine.sessions(from: period.first, through: period.last, exerciseID: exercise.id)
        case .loadAdded(let exercise, let period):
            sessions = try engine.sessions(from: period.first, through: period.last, exerciseID: exercise.id)
        case .lastSession:
            sessions = try engine.sessions(from: nil, through: today)
        case .sessionCount(let period), .mostFrequentExercise(let period), .training(let period):
            sessions = try engine.sessions(from: period.first, through: period.last)
        case .average(_, let period):
            foods = try engine.reportEntries(kinds: ["food"], from: period.first, through: period.last)
        case .bodyWeight(let period):
            weights = try engine.reportEntries(kinds: ["weight"], from: period.first, through: period.last)
        }
        return LocalAnswers.Data(
            sessions: sessions, foods: foods, weights: weights, formula: engine.config.oneRepMax,
            unit: engine.config.units)
    }

    /// The reply, or its first 64 KB with a note that the rest was cut.
    static func cut(_ reply: String) -> String {
        guard reply.utf8.count > maximumAnswerBytes else { return reply }
        let note = " … (the answer was longer than 64 KB and was cut here)"
        return reply.prefix(utf8Bytes: maximumAnswerBytes - note.utf8.count) + note
    }

    static func say(_ answer: String, source: String, json: Bool, _ context: LineContext) {
        guard json else { return context.say(.info, answer) }
        var writer = JSONWriter(capacity: 256)
        writer.string("answer", answer)
        writer.string("source", source)
        context.say(.data, String(decoding: writer.finish(), as: UTF8.self))
    }
}

extension Engine {
    /// The remembered `ask` exchanges; none without a data directory or file.
    func askMemory() -> AskMemory {
        guard let paths, let bytes = FileSystem.read(paths.askMemoryFile) else { return AskMemory() }
        return AskMemory(text: String(decoding: bytes, as: UTF8.self))
    }
}
