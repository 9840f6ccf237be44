#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives the grammar: one input line in, entries journaled and messages out. The REPL, `log`,
/// `replay` and the tests all use it, so they behave the same.
public final class Engine {
    public internal(set) var config: Config
    public let store: JournalStore
    public let resolver: FoodResolving
    public let foods: FoodTable
    /// Splits food lines; built on the first one, so lines that are no food never read the food table.
    lazy var splitter = FoodLineSplitter(table: foods)
    /// Reads meal sentences into food phrases; built on the first sentence, with the USDA words.
    lazy var mealSentence = MealSentence.reading(foods: foods, database: .builtIn)
    /// The exercises known by name, built on first use: `today` and food lines never need them.
    public internal(set) var library: ExerciseLibrary {
        get {
            if let builtLibrary { return builtLibrary }
            let built = makeLibrary()
            builtLibrary = built
            return built
        }
        set {
            builtLibrary = newValue
            exercisesByName = TextTable()
        }
    }
    private var builtLibrary: ExerciseLibrary?
    /// The exercise each name a set line gave stands for (`bench` → Bench Press), kept until the
    /// library changes: every set line names one, and each lookup normalised the name and hashed it twice.
    private var exercisesByName = TextTable<Exercise>()
    private let makeLibrary: () -> ExerciseLibrary
    public internal(set) var training = TrainingState()
    /// The frozen clock (`--now`, `@` lines); nil follows the wall clock.
    public internal(set) var frozenNow: Timestamp?
    /// How text reports are styled; the executable turns colour on for terminals.
    public var style = Style.plain
    /// Where plans, insight dismissals and `ask` memory live; nil keeps reports to the journal alone.
    public var paths: Paths?
    /// The width text reports draw to; the executable passes the terminal's.
    public var terminalWidth = 80
    let ids = IDGenerator()
    let memo = ParseMemo()
    let setTexts = SetTextMemo()
    let exerciseHistory = ExerciseHistory()
    let exerciseRecords = ExerciseRecords()
    /// The active plan once read; `.some(nil)` when there is none.
    var loadedPlan: Plan??
    /// The workout this engine ended last, for `feel`, `pain` and `note` lines that follow.
    var lastEndedSession: (session: String, ended: Timestamp)?
    /// Line ids this engine wrote, newest last: the REPL's `undo` never reaches another process's lines.
    /// Set by the REPL: `undo` then only removes lines this engine wrote.
    public var undoesOwnLinesOnly = false
    /// False for lines from a transcript or a pipe (unless `--allow-files`): a file someone hands
    /// over is data, so its commands may not read or write files other than the journal.
    public var allowsFileCommands = true
    /// True in the REPL: hints name commands as typed there (`/edit 3 grams=…`, by feed number);
    /// elsewhere they are shell commands (`spotter edit 3f2a9c1b grams=…`).
    public var speaksREPL = false
    /// Set by `@07:30` in the REPL: the time of the next line only, after which the clock runs again.
    var nextLineTime: Timestamp?
    var ownLines: [OwnLine] = []
    /// The set line held for a load far above its exercise's history, and its number (`linesPerformed`): typed again
    /// as the very next line, it is logged; typed later, it is checked again.
    var heldLoad: (line: String, number: Int)?
    /// The lines this engine has handled. The first one's line before is the journal's last, where a held set line
    /// is found (`spotter log` is a new engine each time, and the REPL may have been left after one).
    private(set) var linesPerformed = 0

    /// The last resolver name found fit to journal: every food entry carries one, nearly always the same.
    private var fitResolverName: String?

    /// Why a resolver name may not be journaled (`Plausibility.textProblem`), or nil.
    func resolverProblem(_ name: String) -> String? {
        if name == fitResolverName { return nil }
        let problem = Plausibility.textProblem("resolver", name)
        if problem == nil { fitResolverName = name }
        return problem
    }

    /// Lines longer than this are refused whole rather than journaled (a 10 MB paste is a mistake).
    public static let maximumLineLength = Plausibility.maxTextCharacters
    /// How many of its own lines an engine can undo, newest first.
    static let undoDepth = 1000

    public init(
        config: Config, store: JournalStore, resolver: FoodResolving, foods: FoodTable,
        library: @autoclosure @escaping () -> ExerciseLibrary = .builtIn, now: Timestamp? = nil
    ) throws {
        self.config = config
        self.store = store
        self.resolver = resolver
        self.foods = foods
        makeLibrary = library
        frozenNow = now
        training = try TrainingState.load(from: store, now: now ?? .now()) { self.library }
    }

    /// The engine's idea of now.
    public var now: Timestamp { nextLineTime ?? frozenNow ?? .now() }

    /// Handles one input line: a command, a clock line or an entry.
    @discardableResult
    public func handle(_ raw: String) -> Outcome {
        // A line of journal length is looked up by its text as typed, and comes with its cleaning and
        // check once it was seen: a replay repeats its lines, and both read every byte (about 300
        // instructions a line). A longer one is refused without a place in the memo.
        guard raw.utf8.count <= Self.maximumLineLength else { return handle(raw, reading: nil) }
        guard Self.isRemembered(firstByte: raw.utf8.first) else { return handle(raw, reading: ParseMemo.LineReading()) }
        return handle(raw, reading: memo.reading(for: raw))
    }

    /// False for a clock line (`@2020-01-02 07:00`): each in a transcript names a new time, so none comes
    /// again, and each took a place in the memo from lines that do (about 1,200 instructions with the
    /// table's upkeep). It is neither looked up nor kept.
    private static func isRemembered(firstByte: UInt8?) -> Bool { firstByte != UInt8(ascii: "@") }

    /// `handle` for a line given as its UTF-8 bytes (a transcript's): a line seen lately is found by its
    /// bytes, without a String made of them, which was about 300 instructions and an allocation a line.
    public func handle(utf8 line: UnsafeBufferPointer<UInt8>) -> Outcome {
        if let time = batchClockTime(line) {
            frozenNow = time
            return Outcome()
        }
        if line.count <= Self.maximumLineLength, Self.isRemembered(firstByte: line.first),
            let known = memo.knownReading(utf8: line)
        {
            return handle(known.text, reading: known.reading)
        }
        return handle(String(decoding: line, as: UTF8.self))
    }

    /// The time a batch's clock line sets (`@2020-01-02 07:00`, exactly as the grammar reads it): it only
    /// moves the clock, so it is set without a line of its own (a String, a context, the intercepts), which
    /// were most of the 7,500 instructions a replay spent on each. Any other line starting with `@` (`@ 08:15`,
    /// `@25:00`) goes through the grammar, as does every line at the REPL, where `@` dates the next line and says so.
    private func batchClockTime(_ line: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard !speaksREPL, line.count > 1, line[0] == UInt8(ascii: "@") else { return nil }
        return CommandRunner.clockTime(UnsafeBufferPointer(rebasing: line[1...]), on: now.day)
    }

    private func handle(_ raw: String, reading: ParseMemo.LineReading?) -> Outcome {
        let screening: ParseMemo.Screening
        if let known = reading?.screening {
            screening = known
        } else {
            screening = ParseMemo.Screening(raw)
            reading?.screening = screening
        }
        let text = screening.text
        if let refusal = screening.refusal {
            var outcome = Outcome()
            outcome.messages = [Message(.error, refusal)]
            outcome.failed = true
            return outcome
        }
        guard !text.isEmpty else { return Outcome() }
        return perform(text, inputChecked: true, reading: reading) { Grammar.route(text, $0) }
    }

    /// Runs a command given as words (`["edit", "3", "text=2 eggs"]`), as the CLI's subcommands do.
    public func run(command words: [String]) -> Outcome {
        // Words from a shell can hold what a typed line cannot (a line break in an alias name): same rule.
        if words.contains(where: { Self.controlProblem($0) }) {
            var outcome = Outcome()
            outcome.messages = [
                Message(
                    .error,
                    "That command contains control characters (a line break, an escape) or invalid UTF-8; nothing was done. Give each word as plain text."
                )
            ]
            outcome.failed = true
            return outcome
        }
        let text = "/" + words.joined(separator: " ")
        return perform(text) { context in
            switch Command.parse(words: words) {
            case .success(let command): CommandRunner.run(command, context)
            case .failure(let failure):
                context.say(.error, failure.description)
                context.outcome.usageError = true
            }
        }
    }

    /// Lets `body` handle the line, then journals what it produced in one write.
    private func perform(
        _ text: String, inputChecked: Bool = false, reading: ParseMemo.LineReading? = nil,
        _ body: (LineContext) -> Void
    ) -> Outcome {
        linesPerformed += 1
        let context = LineContext(engine: self, text: text, now: now, inputChecked: inputChecked, reading: reading)
        let backdated = nextLineTime
        body(context)
        if backdated != nil, nextLineTime == backdated { nextLineTime = nil }
        let entries = context.entries
        // Taken, not copied, at each return: the context is dropped with the line. (Taken first into a
        // local and returned from it, the outcome was copied once more and the local destroyed.)
        guard !entries.isEmpty else { return context.takeOutcome() }
        // The same limits as imports and merges: nothing the grammar, a model or an edit made beyond them is written.
        if let refusal = context.refusal {
            context.trainingRollback?.restore(&training)
            context.outcome.messages = [Message(.error, "\(refusal); nothing was logged.")]
            context.outcome.failed = true
            return context.takeOutcome()
        }
        do {
            try store.append(entries)
            context.outcome.entries = entries
            context.outcome.needsReviewCount = context.needsReviewCount
            context.outcome.correctionCount = context.correctionCount
            // A delete or edit is undone like any line, before the lines it changed.
            if context.undoable,
                let line = OwnLine(
                    undoing: entries, correctionsOnly: context.correctionCount == entries.count, input: context.text)
            {
                ownLines.append(line)
            }
            // A long replay keeps only the recent lines undoable, so memory stays flat.
            if ownLines.count > 2 * Self.undoDepth { ownLines.removeFirst(Self.undoDepth) }
            if context.reloadState {
                exerciseHistory.reset()
                exerciseRecords.reset()
                try reloadTraining()
            }
        } catch {
            context.trainingRollback?.restore(&training)
            context.outcome.entries = []
            context.outcome.messages = [Message(.error, "\(error)")]
            context.outcome.failed = true
            context.outcome.journalFailed = true
        }
        return context.takeOutcome()
    }

    /// `library.exerciseOrCustom(named:)`, looked up once per name while the library stays the same.
    func exerciseOrCustom(named name: String) -> Exercise {
        if let known = exercisesByName[name] { return known }
        let exercise = library.exerciseOrCustom(named: name)
        // Bounded like the parse memo: a long replay of made-up names does not grow it for ever.
        if exercisesByName.count >= 1024 { exercisesByName = TextTable() }
        exercisesByName.insert(exercise, for: name)
        return exercise
    }

    /// Re-reads active sessions from the journal (after corrections).
    func reloadTraining() throws {
        training = try TrainingState.load(from: store, now: now) { self.library }
    }

    /// Trims the line and turns tabs into spaces.
    static func clean(_ raw: String) -> String {
        // Looked for with `memchr`: `utf8.contains` went byte by byte through the generic view.
        let hasTab = raw.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0x09, bytes.count) != nil
        }
        return hasTab ? raw.replacingTabs().trimmingSpaces() : raw.trimmingSpaces()
    }

    /// A sentence when the line cannot be journaled at all; nil when it can.
    static func refusal(for raw: String, cleaned: String) -> String? {
        if raw.utf8.count > maximumLineLength * 4
            || (cleaned.utf8.count > maximumLineLength && cleaned.count > maximumLineLength)
        {
            return
                "That line is \(raw.utf8.count) bytes long; Spotter takes lines up to \(maximumLineLength) characters. Nothing was logged."
        }
        return controlProblem(cleaned) ? controlCharacters : nil
    }

    /// True when the text breaks the stored-text rule (`hasControlCharacters`) or holds invalid UTF-8
    /// (read as U+FFFD); ASCII is checked byte by byte, the common case.
    static func controlProblem(_ text: String) -> Bool {
        var asciiOnly = true
        let control = text.withUTF8Bytes { buffer in
            // Plain words of eight are passed over first; the rest is read byte by byte.
            for byte in buffer[PlainASCII.prefixLength(buffer)...] {
                if byte < 0x20 || byte == 0x7F { return true }
                if byte >= 0x80 { asciiOnly = false }
            }
            return false
        }
        if control { return true }
        return !asciiOnly && (text.hasControlCharacters || text.unicodeScalars.contains("\u{FFFD}"))
    }

    /// A line this engine wrote: a struct rather than a tuple, so dropping a thousand of them is
    /// specialised code instead of the runtime's generic tuple destroy (was 1.5% of a replay).
    struct OwnLine {
        /// The first id and the rest apart: most lines make one entry, and a list per line was an
        /// allocation and a free for every line of a replay.
        private var firstID: String
        private var otherIDs: [String]
        var input: String

        /// The entries an undo of the line deletes; never empty.
        var ids: [String] {
            get { [firstID] + otherIDs }
            set {
                firstID = newValue[0]
                otherIDs = Array(newValue.dropFirst())
            }
        }

        /// The line that made `entries`: undone by deleting what it made, or its corrections when it
        /// made nothing else. Nil when there is nothing to delete.
        init?(undoing entries: [Entry], correctionsOnly: Bool, input: String) {
            var first: String?
            var others: [String] = []
            if entries.count > 1 { others.reserveCapacity(entries.count - 1) }
            // By index: a `for in` or a lazy filter copies every entry.
            for index in entries.indices where correctionsOnly || !entries[index].payload.isCorrection {
                if first == nil { first = entries[index].id } else { others.append(entries[index].id) }
            }
            guard let first else { return nil }
            firstID = first
            otherIDs = others
            self.input = input
        }
    }

    private static let controlCharacters =
        "That line contains control characters or invalid UTF-8; nothing was logged. Type it again as plain text."
}
