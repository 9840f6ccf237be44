/// Remembers what the grammar's pure parsers and the food resolver answered, per exact text.
/// A journal repeats itself (the same breakfast, `done`, `2 cups of water`), and in a batch replay
/// parsing is most of the cost of a line. Bounded: each table starts over past `capacity` texts.
final class ParseMemo {
    /// Every parser's reading of one input line, filled in as the intercepts ask.
    final class LineReading {
        // Each parser's answer, with whether it was asked kept apart: a doubly optional answer was copied
        // through the runtime's generic copy (about 300 instructions) each time an intercept read it.
        var set: SetLine?
        var setAsked = false
        var superset: [SetLine]?
        var supersetAsked = false
        var cardio: CardioLine?
        var cardioAsked = false
        /// What logging the line's cardio says (`Logged run 5 km in 24:30 (4:54 /km)`).
        var cardioMessage: String?
        var workoutKeyword: WorkoutKeyword.Match?
        var workoutKeywordAsked = false
        var bodyWeight: BodyWeightParse?
        var bodyWeightAsked = false
        var foodParts: [String]?
        var isTrainingSentence: Bool?
        var isEndWord: Bool?
        var isMealSentence: Bool?
        var namesTableFood: Bool?
        var foodLine: FoodLine?
        /// The line as typed, cleaned and checked; kept on the reading of the line as typed.
        var screening: Screening?
    }

    /// A typed line cleaned (`Engine.clean`) and checked (`Engine.refusal`): the parsers read `text`.
    struct Screening {
        var text: String
        /// Why the line cannot be journaled at all; nil when it can.
        var refusal: String?

        init(_ raw: String) {
            text = Engine.clean(raw)
            refusal = Engine.refusal(for: raw, cleaned: text)
        }
    }

    /// What a food line journaled and said, kept when it resolved offline with nothing to review: the
    /// same line again records the same payloads and says the same, without asking for its parts again.
    struct FoodLine {
        /// A struct, not a tuple: a tuple of them was copied through the runtime's generic tuple copy.
        struct Part {
            var payload: Payload
            var resolver: String?
        }
        var parts: [Part]
        var messages: [Message]
    }

    /// What one food phrase (a part of a line) turned out to be.
    final class PhraseReading {
        var water: Result<Double, QuantityError>??
        var food: FoodResolution?
        var resolvesOffline: Bool?
        var messages: [Message]?
        /// The review sentence and account fix last made for this phrase, with the reason they read.
        var review: (reason: String, line: String, accountFix: String?)?
    }

    let capacity: Int
    private var lines: Generations<LineReading>
    private var phrases: Generations<PhraseReading>

    init(capacity: Int = 4096) {
        self.capacity = capacity
        lines = Generations(capacity: capacity)
        phrases = Generations(capacity: capacity)
    }

    /// Forgets the line readings (after the exercise library learned a name, set lines read differently).
    func forgetLines() { lines = Generations(capacity: capacity) }

    /// The (possibly partly filled) reading of a line; one table lookup per line seen lately.
    func reading(for text: String) -> LineReading { lines.reading(of: text, else: LineReading.init) }

    /// The line held for these UTF-8 bytes with its reading, when it was seen lately; no String is made.
    func knownReading(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (text: String, reading: LineReading)? {
        lines.known(utf8: bytes)
    }

    /// The (possibly partly filled) reading of a food phrase.
    func reading(forPhrase phrase: String) -> PhraseReading { phrases.reading(of: phrase, else: PhraseReading.init) }

    /// A table bounded in two generations: when the newer one is full it becomes the older one, and a
    /// text found only in the older one is carried over. A table emptied whole when full forgot the lines
    /// a journal repeats each day along with the ones typed once (a replay's `@` clock lines, a day's
    /// grams): a 100k-line replay read every food line again 12 times over.
    private struct Generations<Reading> {
        let capacity: Int
        private var newer = TextTable<Reading>()
        private var older = TextTable<Reading>()

        init(capacity: Int) { self.capacity = capacity }

        mutating func reading(of text: String, else make: () -> Reading) -> Reading {
            let hash = TextTable<Reading>.hash(text)
            if let known = newer.value(for: text, hash: hash) { return known }
            let reading = older.value(for: text, hash: hash) ?? make()
            if newer.count >= capacity {
                older = newer
                newer = TextTable(capacity: capacity)
            }
            newer.insert(reading, for: text, hash: hash)
            return reading
        }

        /// The text held for the bytes with its reading, carried over to the newer table as `reading` does.
        mutating func known(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (text: String, reading: Reading)? {
            let hash = TextTable<Reading>.hash(utf8: bytes)
            if let found = newer.entry(utf8: bytes, hash: hash) { return (found.text, found.value) }
            guard let found = older.entry(utf8: bytes, hash: hash) else { return nil }
            return (found.text, reading(of: found.text) { found.value })
        }
    }
}
