/// What an intercept works with while handling one line: the clock, the settings, the training state,
/// and the entries and messages the line produces. The engine writes the entries once the line is done.
final class LineContext {
    let engine: Engine
    let text: String
    let now: Timestamp
    let lineID: String
    /// True when `text` passed the engine's line check (`Engine.refusal`) before the line was handled.
    private let inputChecked: Bool
    private(set) var entries: [Entry] = []
    /// Why the first entry that may not be journaled may not (`Plausibility`), checked as each entry is
    /// made: read back from the list, each entry was copied for the check.
    private(set) var refusal: String?
    /// How many of `entries` need review, and how many are corrections, counted as each is made: read back
    /// from the list, each food entry was copied to be asked.
    private(set) var needsReviewCount = 0
    private(set) var correctionCount = 0
    var outcome = Outcome()
    /// Set by corrections, whose effect on active sessions is easiest to get by re-reading the journal.
    var reloadState = false
    /// False for an `undo` line: it takes a line back and is not itself a line a later undo takes back.
    var undoable = true

    /// True when this line is the set line the line before held for its load, typed again to log it. Asked
    /// only of a line the check would hold: the journal is read for it on an engine's first line alone.
    func confirmsHeldLoad() -> Bool {
        if let held = engine.heldLoad, held.number == engine.linesPerformed - 1, held.line == text { return true }
        guard engine.linesPerformed == 1 else { return false }
        var confirms = false
        try? engine.store.scanBackward { entry in
            if case .review(let review) = entry.payload, review.about == "set" { confirms = entry.input == text }
            return false
        }
        return confirms
    }

    /// Holds this set line for its load: the next line logs it by being the same (`confirmsHeldLoad()`).
    func holdForLoad() {
        engine.heldLoad = (text, engine.linesPerformed)
    }

    /// `inputChecked` says `text` already passed the engine's line check (`Engine.refusal`), which is
    /// stricter than the input's rule at the door: it is not read again for the line's entries.
    /// `reading` is the memo's reading of the line as typed, when the engine looked it up already.
    init(
        engine: Engine, text: String, now: Timestamp, inputChecked: Bool = false,
        reading: ParseMemo.LineReading? = nil
    ) {
        self.engine = engine
        self.text = text
        self.now = now
        self.inputChecked = inputChecked
        lineID = engine.ids.nextID()
        self.reading = reading ?? engine.memo.reading(for: text)
    }

    /// The outcome so far, left empty behind: the engine takes it once the line is done.
    func takeOutcome() -> Outcome {
        var taken = Outcome()
        swap(&taken, &outcome)
        return taken
    }

    var config: Config { engine.config }
    var library: ExerciseLibrary { engine.library }
    /// The active workout, read and written where it lies in the engine's state: through the whole
    /// training state, each read copied all of it and each write copied it twice, and set lines do both.
    var workout: ActiveWorkout? {
        get { engine.training.workout }
        set {
            keepTrainingRollback()
            engine.training.workout = newValue
        }
    }
    /// Whether a workout is active, asked without copying it out: most lines only ask that.
    /// (`!= nil` picked `Optional`'s `Equatable` overload: it copied the whole workout to compare it.)
    var hasWorkout: Bool {
        if case .none = engine.training.workout { return false }
        return true
    }
    /// Whether a cardio bout is active, asked without copying it out.
    var hasCardio: Bool {
        if case .none = engine.training.cardio { return false }
        return true
    }
    /// The active cardio bout, read and written in place like `workout`.
    var cardio: ActiveCardio? {
        get { engine.training.cardio }
        set {
            keepTrainingRollback()
            engine.training.cardio = newValue
        }
    }
    /// How to take back what this line changed in the training state; nil while it changed nothing.
    /// Kept at the first change: a copy of the state taken before every line cost each line its copy and
    /// made every set line copy the session's list to append to it.
    private(set) var trainingRollback: TrainingRollback?

    /// Appends a set line's sets to the active workout in place, now on `exercise`. The caller lets go of
    /// any copy of the workout first, or the append copies the session's list.
    func appendSets(_ sets: [SetRecord], of exercise: Exercise) {
        guard let before = engine.training.workout.map({ (exercise: $0.currentExercise, activity: $0.lastActivity) })
        else { return }
        switch trainingRollback {
        case nil:
            trainingRollback = .appendedSets(
                count: sets.count, currentExercise: before.exercise, lastActivity: before.activity)
        case .appendedSets(let count, let currentExercise, let lastActivity):
            trainingRollback = .appendedSets(
                count: count + sets.count, currentExercise: currentExercise, lastActivity: lastActivity)
        case .state:
            break
        }
        engine.training.workout?.currentExercise = exercise
        engine.training.workout?.lastActivity = now
        engine.training.workout?.sets.append(contentsOf: sets)
    }

    /// Keeps the state as it was before this line, once, before a change other than appended sets.
    private func keepTrainingRollback() {
        switch trainingRollback {
        case nil:
            trainingRollback = .state(engine.training)
        case .appendedSets:
            var before = engine.training
            trainingRollback?.restore(&before)
            trainingRollback = .state(before)
        case .state:
            break
        }
    }

    /// Creates an entry for this line and returns its id; the first entry's id doubles as the line id.
    /// A payload `checked` whole before (a remembered food line's) has only its time and line checked, and
    /// is neither a review nor a correction (the memo keeps only lines that need no review). One with its
    /// `textsChecked` (a set line's sets share theirs) has its figures checked.
    @discardableResult
    func record(
        _ payload: consuming Payload, resolver: String? = nil, at time: Timestamp? = nil, checked: Bool = false,
        textsChecked: Bool = false
    ) -> String {
        let id = entries.isEmpty ? lineID : engine.ids.nextID()
        let time = time ?? now
        if refusal == nil {
            // The ids come from the generator (hex digits) and the line's texts are the same for each of
            // its entries: checked once per line, not once per entry.
            refusal =
                Plausibility.dateProblem(time) ?? lineTextProblem
                ?? resolver.flatMap(engine.resolverProblem)
                ?? (checked ? nil : textsChecked ? Plausibility.problem(payload) : Plausibility.payloadRefusal(payload))
        }
        if !checked { count(payload) }
        entries.append(
            Entry(id: id, timestamp: time, lineID: lineID, input: text, resolver: resolver, payload: payload))
        return id
    }

    /// Why the text every entry of this line carries (its input) may not be journaled. The line id needs
    /// no check: the id generator writes hex digits.
    private lazy var lineTextProblem: String? = inputChecked ? nil : Plausibility.textProblem("input", text)

    /// Makes room for `count` more entries at once: a set line records its sets one by one, and the
    /// list grew (a new buffer and a move of every entry) at the first and again at the next.
    func reserveEntries(_ count: Int) { entries.reserveCapacity(entries.count + count) }

    /// Adds an entry written again as it was (time, input, figures) under this line, as `undo` does.
    func append(restored entry: Entry) {
        var copy = entry
        copy.lineID = lineID
        if refusal == nil { refusal = Plausibility.refusal(copy) }
        count(copy.payload)
        entries.append(copy)
    }

    /// Counts the payload of an entry this line makes into `needsReviewCount` and `correctionCount`.
    private func count(_ payload: borrowing Payload) {
        if payload.needsReview { needsReviewCount += 1 }
        if payload.isCorrection { correctionCount += 1 }
    }

    /// How the user names an entry this line recorded: its feed number in the REPL (the number
    /// `/edit` and `/delete` take), its id prefix elsewhere, where numbers shift under scripts.
    func reference(to id: String) -> String {
        guard engine.speaksREPL,
            let position = entries.filter({ !$0.payload.isCorrection }).firstIndex(where: { $0.id == id }),
            let earlier = try? engine.numberedEntries(on: now.day).count
        else { return String(id.prefix(8)) }
        return String(earlier + position + 1)
    }

    /// `/edit 3 grams=…` in the REPL, `spotter edit 3f2a9c1b grams=…` elsewhere.
    func command(_ words: String) -> String { engine.speaksREPL ? "/" + words : "spotter " + words }

    // MARK: - The line read by each parser, remembered per text

    /// Looked up as the line starts, not lazily: every line asks (`remembersFoodLine`), and each read of a
    /// lazy property retained and released it, about six times a line.
    private let reading: ParseMemo.LineReading

    /// The last phrase asked about with its reading: a food line asks about the same phrase several
    /// times in a row (water? known offline? the answer, its messages), each a table lookup.
    private var lastPhrase: (text: String, reading: ParseMemo.PhraseReading)?

    private func phraseReading(_ phrase: String) -> ParseMemo.PhraseReading {
        if let lastPhrase, lastPhrase.text == phrase { return lastPhrase.reading }
        let reading = engine.memo.reading(forPhrase: phrase)
        lastPhrase = (phrase, reading)
        return reading
    }

    // Each parser's answer is read through one local: the asked flag and the answer are two reads.
    var setLine: SetLine? {
        let remembered = reading
        if remembered.setAsked { return remembered.set }
        let parsed = SetParser.parse(text, defaultUnit: config.units, library: library)
        (remembered.set, remembered.setAsked) = (parsed, true)
        return parsed
    }

    /// The sets of each exercise of a superset line (`curls 3x12 15kg and pushdowns 3x12 25kg`), else nil.
    var supersetLines: [SetLine]? {
        let remembered = reading
        if remembered.supersetAsked { return remembered.superset }
        let parsed = SupersetLine.parts(text, defaultUnit: config.units, library: library)
        (remembered.superset, remembered.supersetAsked) = (parsed, true)
        return parsed
    }

    var cardioLine: CardioLine? {
        let remembered = reading
        if remembered.cardioAsked { return remembered.cardio }
        let parsed = CardioParser.parse(text)
        (remembered.cardio, remembered.cardioAsked) = (parsed, true)
        return parsed
    }

    /// `Logged run 5 km …` for the record read from this line, made once per text: the record comes
    /// from the text alone, and writing a pace and a clock was most of a cardio line.
    func cardioMessage(_ record: CardioRecord) -> String {
        if let known = reading.cardioMessage { return known }
        let message = "Logged " + Format.cardio(record)
        reading.cardioMessage = message
        return message
    }

    var workoutKeyword: WorkoutKeyword.Match? {
        let remembered = reading
        if remembered.workoutKeywordAsked { return remembered.workoutKeyword }
        let parsed = WorkoutKeyword.parse(text)
        (remembered.workoutKeyword, remembered.workoutKeywordAsked) = (parsed, true)
        return parsed
    }

    var bodyWeight: BodyWeightParse? {
        let remembered = reading
        if remembered.bodyWeightAsked { return remembered.bodyWeight }
        let parsed = BodyWeightParser.parse(text, defaultUnit: config.units)
        (remembered.bodyWeight, remembered.bodyWeightAsked) = (parsed, true)
        return parsed
    }

    /// True when the line is one of the words that end a workout or bout (`done`, `finish workout`).
    var isEndWord: Bool {
        if let known = reading.isEndWord { return known }
        let parsed = EndPhrase.matches(text)
        reading.isEndWord = parsed
        return parsed
    }

    /// True when the line reads as a sentence about a meal rather than a list of foods.
    var isMealSentence: Bool {
        if let known = reading.isMealSentence { return known }
        let parsed = MealSentence.isSentence(text)
        reading.isMealSentence = parsed
        return parsed
    }

    /// True when the food table knows the whole line as a food (`chicken`, `greek yogurt`).
    var namesTableFood: Bool {
        if let known = reading.namesTableFood { return known }
        let parsed = engine.foods.match(text) != nil
        reading.namesTableFood = parsed
        return parsed
    }

    /// True when the line reads as a sentence about training rather than food.
    var isTrainingSentence: Bool {
        if let known = reading.isTrainingSentence { return known }
        let parsed = TrainingSentence.looksLikeTraining(text, library: library)
        reading.isTrainingSentence = parsed
        return parsed
    }

    /// What this line did as food the last time it was typed, when that can be done again as it was.
    var foodLine: ParseMemo.FoodLine? {
        get { reading.foodLine }
        set { reading.foodLine = newValue }
    }
    /// Whether `foodLine` is there, asked without copying it out (every line asks).
    var remembersFoodLine: Bool {
        if case .none = reading.foodLine { return false }
        return true
    }

    /// The line's food phrases (the whole line when it is one food).
    var foodParts: [String] {
        if let known = reading.foodParts { return known }
        // Whether the whole line is one food is asked offline: an LLM gets the parts, not the line.
        let parts =
            isMealSentence
            ? engine.mealSentence.withoutHeldParts(
                engine.mealSentence.phrases(text).flatMap { phrase in
                    engine.mealSentence.splitAtPlace(phrase) { phrase in
                        if case .unresolved? = offlineAnswer(phrase) { true } else { false }
                    } ?? [phrase]
                },
                nameOf: { phrase in
                    if case .resolved(let foods)? = offlineAnswer(phrase) { foods.first?.name } else { nil }
                })
            : listedParts(FoodLineSplitter.withoutOccasion(FoodLineSplitter.withoutLabel(text)))
        reading.foodParts = parts
        return parts
    }

    /// The foods a line lists: the whole line when it is one food, else its parts cut at separators and read as
    /// drinks are said (`a shake with whey and milk` is the whey and the milk, milk in a tea a splash).
    private func listedParts(_ line: String) -> [String] {
        let whole =
            FoodLineSplitter.saysMilkInHotDrink(line) ? nil : FoodLineSplitter.wholeFood(line, isFood: isOneFood)
        let parts =
            whole.map { [$0] }
            ?? withBreadOnFirstFilling(FoodLineSplitter.asSaid(engine.splitter.cut(line), line: line), of: line)
        // Halves cut at a surface are a dish's too: `beans on toast`.
        return FoodLineSplitter.withDishHalves(parts.flatMap(splitAtSurface))
    }

    /// `2 tbsp peanut butter on a rice cake`, no food as a whole, is the peanut butter and the rice cake.
    /// (Asked first of the words alone: a line without `on` never builds the sentence reader.)
    private func splitAtSurface(_ part: String) -> [String] {
        guard MealSentence.saysPlace(part, MealSentence.surfaceWords),
            let halves = engine.mealSentence.splitAtPlace(
                part, at: MealSentence.surfaceWords, isUnknown: { !isOneFood($0) })
        else { return [part] }
        return FoodLineSplitter.withoutSandwichBread(halves, isSandwich: isSureSandwich)
    }

    /// True when the phrase is water, or a food the resolver knows offline whose main name the phrase
    /// says: `a cup of oatmeal with raisins` is no `Cookie, oatmeal, with raisins`.
    private func isOneFood(_ phrase: String) -> Bool {
        if water(phrase) != nil { return true }
        guard resolvesOffline(phrase) else { return false }
        guard case .resolved(let foods)? = offlineAnswer(phrase), foods.count == 1 else { return true }
        // `rye toast` says the bread of `Bread, rye, toasted`.
        let typed = FoodSearchIndex.terms(phrase)
        // Said as the search reads it: `ham and cheese omelette` says USDA's `Egg omelet`.
        var said = Set(FoodSearchIndex.toastAsBread(typed).map(FoodSearchIndex.queryWord))
        let with = typed.firstIndex(where: { $0 == "with" || $0 == "w/" })
        // A latte or a cappuccino said before any `with` says coffee: `latte with oat milk` is USDA's `Coffee, Latte,
        // with non-dairy milk` (it was a latte and a 244 g cup of oat milk). Coffee said after it says nothing of the
        // main food (`milk with coffee` is the milk and the coffee).
        let saysCoffeeDrink = typed[..<(with ?? typed.endIndex)].contains(where: Self.coffeeDrinks.contains)
        if saysCoffeeDrink { said.insert("coffee") }
        // A sub is on a roll: `steak and cheese sub` is USDA's `Steak and cheese submarine sandwich, plain, on roll`.
        if said.contains("submarine") { said.insert("roll") }
        // `steak and eggs` is no `Egg, cheese, and steak on bagel`: a sandwich is said with its bread.
        for part in foods[0].name.split(separator: ",") {
            let words = part.split(separator: " ")
            guard let on = words.firstIndex(of: "on") else { continue }
            let bread = FoodSearchIndex.terms(words[(on + 1)...].joined(separator: " "))
            if !bread.contains(where: said.contains) { return false }
        }
        // `tea with milk` is no `Tea, hot, chai, with milk`, which is spiced and sweetened: a chai is said.
        if said.contains("tea"), !said.contains("chai"), FoodSearchIndex.terms(foods[0].name).contains("chai") {
            return false
        }
        let mainName = USDASearch.firstPart(foods[0].name).filter { !FoodSearchIndex.stopWords.contains($0) }
        let saysMainName = mainName.contains(where: said.contains)
        // `coffee with cream` is no `Cream, light` (which USDA also calls coffee cream): a main name said only after
        // `with` is what the `with` adds.
        if let with, let head = mainName.last {
            let before = Set(typed[..<with]).union(saysCoffeeDrink ? ["coffee"] : [])
            guard mainName.contains(where: before.contains) else { return false }
            // `granola with yogurt` is no `Cereal or granola bar (Kellogg's Nutri-Grain Yogurt Bar)`: a line that adds
            // with `with` says what the food is, its main name's last word.
            guard said.contains(head) else { return false }
        }
        // A table alias is a food by its own name: `toast` is `bread, white, toasted`.
        guard !saysMainName, case .success(let parsed) = QuantityParser.parse(phrase) else { return saysMainName }
        return engine.foods.exactMatch(parsed.readingContainer().food) != nil
    }

    /// Coffee drinks made with milk, in the words the search reads.
    private static let coffeeDrinks = ["latte", "cappuccino", "mocha", "macchiato", "cortado"]

    /// Millilitres when a food phrase is water (or why its quantity is wrong); nil when it is not water.
    func water(_ phrase: String) -> Result<Double, QuantityError>? {
        let reading = phraseReading(phrase)
        if let known = reading.water { return known }
        let parsed = WaterParser.parse(phrase)
        reading.water = .some(parsed)
        return parsed
    }

    /// The resolver's answer for a food phrase, asked once per distinct phrase.
    func resolve(_ phrase: String) -> FoodResolution {
        let reading = phraseReading(phrase)
        if let known = reading.food { return known }
        let answer = engine.resolver.resolve(phrase)
        // A remote failure may be passing (a timeout, Ctrl-C): the resolver decides whether to remember it.
        if case .resolved = answer { reading.food = answer }
        return answer
    }

    /// True when the resolver knows the phrase as a food without any network call and is sure of
    /// it (a loose match of a longer line is no reason to keep the line whole).
    func resolvesOffline(_ phrase: String) -> Bool {
        let reading = phraseReading(phrase)
        if let known = reading.resolvesOffline { return known }
        let answer = engine.resolver.resolveOffline(phrase)
        if let answer, reading.food == nil { reading.food = answer }
        let resolved = answer?.isSure ?? false
        reading.resolvesOffline = resolved
        return resolved
    }

    /// The answer already known for the phrase, else the resolver's without a network call (nil
    /// when only a remote resolver could tell); a found food is remembered for `resolve`.
    func offlineAnswer(_ phrase: String) -> FoodResolution? {
        let reading = phraseReading(phrase)
        if case .resolved? = reading.food { return reading.food }
        let answer = engine.resolver.resolveOffline(phrase)
        if case .resolved? = answer { reading.food = answer }
        return answer
    }

    /// The messages for a resolved phrase, made once per distinct phrase.
    func foodMessages(_ phrase: String, _ make: () -> [Message]) -> [Message] {
        let reading = phraseReading(phrase)
        if let known = reading.messages { return known }
        let messages = make()
        reading.messages = messages
        return messages
    }

    /// The review sentence and account fix for an unresolved phrase, made once per phrase and reason.
    func review(
        _ phrase: String, reason: String, _ make: () -> (line: String, accountFix: String?)
    ) -> (line: String, accountFix: String?) {
        let reading = phraseReading(phrase)
        if let known = reading.review, known.reason == reason { return (known.line, known.accountFix) }
        let made = make()
        reading.review = (reason, made.line, made.accountFix)
        return made
    }

    func say(_ level: Message.Level, _ text: String) {
        say(Message(level, engine.speaksREPL ? text : CommandSyntax.forShell(text)))
    }

    /// `say` for a message built as bytes: kept as bytes, it is printed without a String made of it.
    func say(_ level: Message.Level, _ text: TextBuilder) {
        say(Message(level, utf8: engine.speaksREPL ? text.utf8 : CommandSyntax.forShell(utf8: text.utf8)))
    }

    private func say(_ message: Message) {
        // Room for a set line's or a meal's few messages at once: the list grew at the first and again at the next.
        if outcome.messages.isEmpty { outcome.messages.reserveCapacity(4) }
        outcome.messages.append(message)
        if message.level == .error { outcome.failed = true }
    }
}
