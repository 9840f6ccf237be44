/// The command line split into global options (allowed anywhere) and the command with its own words.
struct Arguments {
    var journal: String?
    var config: String?
    var resolver: String?
    var now: String?
    var json = false
    /// `--quiet`: no progress line on stderr, even on a terminal.
    var quiet = false
    var noColor = false
    var help = false
    var version = false
    /// `--allow-files`: lines read from a transcript or a pipe may run commands that touch files.
    var allowFiles = false
    /// The command name and its remaining words, global options removed; after the command, a `--`
    /// stays as the marker that the words after it are text, not options.
    var words: [String] = []

    /// A usage error: one sentence, exit code 2, and the usage line of the command when one is known.
    struct UsageError: Error {
        var message: String
        var usage: String?

        init(message: String, usage: String? = nil) {
            self.message = message
            self.usage = usage
        }
    }

    static let valueOptions = ["--journal", "--config", "--resolver", "--now"]

    init(_ argv: [String]) throws {
        var index = 0
        var literal = false
        while index < argv.count {
            let word = argv[index]
            index += 1
            if literal {
                words.append(word)
                continue
            }
            if word == "--" {
                literal = true
                if !words.isEmpty { words.append(word) }
                continue
            }
            if let equals = word.firstIndex(of: "="), Self.valueOptions.contains(String(word[..<equals])) {
                try set(String(word[..<equals]), String(word[word.index(after: equals)...]))
                continue
            }
            switch word {
            case "--journal", "--config", "--resolver", "--now":
                guard index < argv.count else { throw UsageError(message: "\(word) needs a value.") }
                try set(word, argv[index])
                index += 1
            case "--json": json = true
            case "--quiet": quiet = true
            case "--no-color", "--no-colour": noColor = true
            case "--help", "-h": help = true
            case "--version", "-V": version = true
            case "--allow-files": allowFiles = true
            default: words.append(word)
            }
        }
    }

    private mutating func set(_ option: String, _ value: String) throws {
        guard !value.isEmpty else { throw UsageError(message: "\(option) needs a value.") }
        switch option {
        case "--journal": journal = value
        case "--config": config = value
        case "--resolver": resolver = value
        default: now = value
        }
    }
}

extension Array where Element == String {
    /// Where the options end: the `--` marker, or the end.
    private var optionsEnd: Int { firstIndex(of: "--") ?? count }

    /// The words that are not options' words: everything but the `--` marker, in order.
    var operands: [String] {
        guard let marker = firstIndex(of: "--") else { return self }
        var words = self
        words.remove(at: marker)
        return words
    }

    /// Removes a `--flag` given before any `--` and says whether it was there.
    mutating func takeFlag(_ name: String) -> Bool {
        guard let index = self[..<optionsEnd].firstIndex(of: name) else { return false }
        remove(at: index)
        return true
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) given before any `--` and returns the value; nil when
    /// the option is absent.
    mutating func takeValue(_ name: String) throws -> String? {
        let options = self[..<optionsEnd]
        if let index = options.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(self[index].dropFirst(name.count + 1))
            remove(at: index)
            guard !value.isEmpty else { throw Arguments.UsageError(message: "\(name) needs a value.") }
            return value
        }
        guard let index = options.firstIndex(of: name) else { return nil }
        guard index + 1 < options.count, !self[index + 1].hasPrefix("--") else {
            throw Arguments.UsageError(message: "\(name) needs a value.")
        }
        let value = self[index + 1]
        removeSubrange(index...(index + 1))
        return value
    }

    /// Refuses words a command did not take, naming the first.
    func rejectUnknown(_ command: String) throws {
        guard let word = operands.first else { return }
        throw Arguments.UsageError(
            message: "\(command) does not take \"\(word)\"; run `spotter help \(command)` for its options.")
    }
}
