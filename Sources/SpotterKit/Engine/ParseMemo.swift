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
    private var lines: [MemoKey: LineReading] = [:]
    private var phrases: [MemoKey: PhraseReading] = [:]

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// Forgets the line readings (after the exercise library learned a name, set lines read differently).
    func forgetLines() { lines.removeAll() }

    /// The (possibly partly filled) reading of a line; one dictionary lookup per line.
    func reading(for text: String) -> LineReading { reading(of: text, in: &lines, else: LineReading.init) }

    /// The (possibly partly filled) reading of a food phrase.
    func reading(forPhrase phrase: String) -> PhraseReading {
        reading(of: phrase, in: &phrases, else: PhraseReading.init)
    }

    /// The reading of `text` in `table`, made new (the table started over when full) the first time.
    private func reading<Reading>(
        of text: String, in table: inout [MemoKey: Reading], else make: () -> Reading
    ) -> Reading {
        let key = MemoKey(text)
        if let known = table[key] { return known }
        if table.count >= capacity { table.removeAll(keepingCapacity: true) }
        let reading = make()
        table[key] = reading
        return reading
    }
}
