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
        lineID = engine.ids.nextID()
    }

    var config: Config { engine.config }
    var library: ExerciseLibrary { engine.library }
    var training: TrainingState {
        get { engine.training }
        set { engine.training = newValue }
    }

    /// Creates an entry for this line and returns its id; the first entry's id doubles as the line id.
    @discardableResult
    func record(_ payload: Payload, resolver: String? = nil) -> String {
        let id = entries.isEmpty ? lineID : engine.ids.nextID()
        entries.append(Entry(id: id, timestamp: now, lineID: lineID, input: text, resolver: resolver, payload: payload))
        return id
    }

    // MARK: - The line read by each parser, remembered per text

    var setLine: SetLine? {
        engine.memo.sets.value(for: text, capacity: engine.memo.capacity) {
            SetParser.parse(text, defaultUnit: config.units, library: library)
        }
    }

    var cardioLine: CardioLine? {
        engine.memo.cardio.value(for: text, capacity: engine.memo.capacity) { CardioParser.parse(text) }
    }

    var workoutKeyword: WorkoutKeyword.Match? {
        engine.memo.workoutKeywords.value(for: text, capacity: engine.memo.capacity) { WorkoutKeyword.parse(text) }
    }

    var bodyWeight: BodyWeightParse? {
        engine.memo.bodyWeights.value(for: text, capacity: engine.memo.capacity) {
            BodyWeightParser.parse(text, defaultUnit: config.units)
        }
    }

    /// Millilitres when a food phrase is water (or why its quantity is wrong); nil when it is not water.
    func water(_ phrase: String) -> Result<Double, QuantityError>? {
        engine.memo.water.value(for: phrase, capacity: engine.memo.capacity) { WaterParser.parse(phrase) }
    }

    /// The resolver's answer for a food phrase, asked once per distinct phrase.
    func resolve(_ phrase: String) -> FoodResolution {
        let resolver = engine.resolver
        return engine.memo.foods.value(for: phrase, capacity: engine.memo.capacity) { resolver.resolve(phrase) }
            ?? resolver.resolve(phrase)
    }

    func say(_ level: Message.Level, _ text: String) {
        outcome.messages.append(Message(level, text))
        if level == .error { outcome.failed = true }
    }
}
