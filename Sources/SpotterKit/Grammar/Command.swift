/// A REPL command (`/today`) or clock line (`@08:15`), parsed from its words.
enum Command: Equatable {
    case help(String?)
    case quit
    case summary(day: String?, json: Bool)
    case feed(from: String?, to: String?, review: Bool, json: Bool, kinds: [String] = [])
    case week(day: String?, json: Bool)
    case calendar(month: String?, json: Bool)
    case trends(subject: String, ascii: Bool, svg: String?, force: Bool = false, json: Bool)
    case insights(dismiss: String?, json: Bool)
    case ask(String, json: Bool)
    case explain(String, json: Bool)
    case undo
    case delete([String])
    case edit(String, [String])
    case clock(String)
    case plan(PlanRequest, json: Bool = false)
    case alias([String], json: Bool = false)
    case copy(reference: String, to: String?)

    /// Parses a line starting with `/` or `@`; a failure says what was wrong.
    static func parse(_ text: String) -> Result<Command, EngineFailure> {
        if text.hasPrefix("@") { return .success(.clock(String(text.dropFirst()).trimmingSpaces())) }
        return parse(words: CommandWords.split(String(text.dropFirst())))
    }

    /// Parses a command already split into words (the CLI's arguments).
    static func parse(words: [String]) -> Result<Command, EngineFailure> {
        guard let name = words.first?.lowercased() else { return .failure(.unknownCommand("/")) }
        var options = CommandOptions(Array(words.dropFirst()))
        let command: Command
        switch name {
        case "help", "h", "?": command = .help(options.positional.first)
        case "quit", "exit", "q": command = .quit
        case "today": command = .summary(day: nil, json: options.flag("--json"))
        case "summary":
            let week = options.flag("--week")
            let day = options.value("--date")
            let json = options.flag("--json")
            command = week ? .week(day: day, json: json) : .summary(day: day, json: json)
        case "week": command = .week(day: options.value("--date"), json: options.flag("--json"))
        case "feed":
            let day = options.value("--date")
            let kinds = options.value("--kind").map { $0.split(separator: ",").map { String($0).trimmingSpaces() } }
            command = .feed(
                from: options.value("--from") ?? day, to: options.value("--to") ?? day,
                review: options.flag("--review"), json: options.flag("--json"), kinds: kinds ?? [])
        case "calendar", "cal":
            let json = options.flag("--json")
            guard options.positional.count <= 1 else { return .failure(.usage("Usage: /calendar [YYYY-MM].")) }
            command = .calendar(month: options.positional.first, json: json)
        case "trends", "trend":
            let ascii = options.flag("--ascii")
            let svg = options.value("--svg")
            let force = options.flag("--force")
            let json = options.flag("--json")
            guard !options.positional.isEmpty else {
                return .failure(.usage("Usage: /trends EXERCISE|weight [--ascii] [--svg FILE [--force]] [--json]."))
            }
            command = .trends(
                subject: options.positional.joined(separator: " "), ascii: ascii, svg: svg, force: force, json: json)
        case "insights", "insight":
            let json = options.flag("--json")
            let words = options.positional
            if words.first?.lowercased() == "dismiss" {
                guard words.count == 2 else {
                    return .failure(.usage("Usage: /insights dismiss N (or an insight id)."))
                }
                command = .insights(dismiss: words[1], json: json)
            } else {
                guard words.isEmpty else { return .failure(.usage("Usage: /insights [dismiss N] [--json].")) }
                command = .insights(dismiss: nil, json: json)
            }
        case "ask":
            let json = options.flag("--json")
            let question = options.positional.joined(separator: " ")
            guard !question.isEmpty else {
                return .failure(.usage("Usage: /ask QUESTION (e.g. /ask heaviest squat?)."))
            }
            command = .ask(question, json: json)
        case "explain", "why":
            let json = options.flag("--json")
            let text = options.positional.joined(separator: " ")
            guard !text.isEmpty else {
                return .failure(.usage("Usage: /explain TEXT (e.g. /explain a bowl of oatmeal)."))
            }
            command = .explain(text, json: json)
        case "undo": command = .undo
        case "delete", "del", "rm":
            guard !options.positional.isEmpty else {
                return .failure(
                    .usage("Usage: /delete REF... (numbers from /feed or id prefixes, e.g. /delete 3 4 5)."))
            }
            command = .delete(options.positional)
        case "edit":
            guard options.positional.count >= 2 else {
                return .failure(.usage("Usage: /edit REF FIELD=VALUE... (e.g. /edit 3 grams=200)."))
            }
            command = .edit(options.positional[0], Array(options.positional.dropFirst()))
        case "plan", "plans":
            let json = options.flag("--json")
            switch PlanRequest.parse(&options) {
            case .success(let request): command = .plan(request, json: json)
            case .failure(let failure): return .failure(failure)
            }
        case "alias":
            let json = options.flag("--json")
            guard options.positional.count != 1 else { return .failure(.usage(AliasCommand.usage)) }
            command = .alias(options.positional, json: json)
        case "copy":
            let target = options.value("--to")
            guard options.positional.count == 1 else {
                return .failure(
                    .usage("Usage: /copy REF [--to DATE] (REF: last, a date, today's feed number or an id prefix)."))
            }
            command = .copy(reference: options.positional[0], to: target)
        default: return .failure(.unknownCommand("/" + name))
        }
        if let missing = options.missingValue { return .failure(.usage("\(missing) needs a value.")) }
        if let unknown = options.leftoverOption { return .failure(.usage("`/\(name)` does not take \(unknown).")) }
        return .success(command)
    }
}

/// Splits command words on spaces, keeping double-quoted phrases (`text="2 eggs"`) together.
enum CommandWords {
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }
}

/// Pulls `--flag` and `--key VALUE` options out of command words; words after `--` are text.
struct CommandOptions {
    private var words: [String]
    private var literal: [String] = []

    init(_ words: [String]) {
        guard let end = words.firstIndex(of: "--") else {
            self.words = words
            return
        }
        self.words = Array(words[..<end])
        literal = Array(words[(end + 1)...])
    }

    mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name) else { return false }
        words.remove(at: index)
        return true
    }

    mutating func value(_ name: String) -> String? {
        if let index = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            return String(words.remove(at: index).dropFirst(name.count + 1))
        }
        guard let index = words.firstIndex(of: name) else { return nil }
        guard index + 1 < words.count else {
            missingValue = name
            words.remove(at: index)
            return nil
        }
        let value = words[index + 1]
        words.removeSubrange(index...(index + 1))
        return value
    }

    var positional: [String] { words.filter { !$0.hasPrefix("--") } + literal }
    var leftoverOption: String? { words.first { $0.hasPrefix("--") } }
    /// An option that takes a value but came last, without one (`summary --date`).
    private(set) var missingValue: String?
}

extension Command {
    /// What the command does to files other than the journal, as a phrase ("write the chart file
    /// FILE"); nil for a command that only reads the journal or writes entries.
    var fileAccess: String? {
        switch self {
        case .trends(_, _, let svg?, _, _): "write the chart file \(svg)"
        case .plan(.importFile(let path, _, _), _): "read the plan file \(path)"
        case .plan(.use, _): "change the active plan in the config file"
        case .alias(let words, _) where !words.isEmpty: "teach an alias (it writes aliases.txt)"
        default: nil
        }
    }
}
