/// What an intercept works with while handling one line: the clock, the settings, the training state,
/// and the entries and messages the line produces. The engine writes the entries once the line is done.
final class LineContext {
    let engine: Engine
    let text: String
    let now: Timestamp
    let lineID: String
    private(set) var entries: [Entry] = []
    var outcome = Outcome()
    /// Set by corrections, whose effect on active sessions is easiest to get by re-reading the journal.
    var reloadState = false

    init(engine: Engine, text: String, now: Timestamp) {
        self.engine = engine
        self.text = text
        self.now = now
        lineID = engine.ids.next()
    }

    var config: Config { engine.config }
    var library: ExerciseLibrary { engine.library }
    var training: TrainingState {
        get { engine.training }
        set { engine.training = newValue }
    }

    /// Creates an entry for this line; the first entry's id doubles as the line id.
    @discardableResult
    func record(_ payload: Payload, resolver: String? = nil) -> Entry {
        let id = entries.isEmpty ? lineID : engine.ids.next()
        let entry = Entry(id: id, timestamp: now, lineID: lineID, input: text, resolver: resolver, payload: payload)
        entries.append(entry)
        return entry
    }

    func say(_ level: Message.Level, _ text: String) {
        outcome.messages.append(Message(level, text))
        if level == .error { outcome.failed = true }
    }
}
