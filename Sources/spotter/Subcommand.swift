import SpotterKit

/// A subcommand and the options it takes: the one table the command line is checked against before
/// anything runs, so an option no command takes is a usage error rather than text to journal.
struct Subcommand {
    let name: String
    var flags: [String] = []
    /// Options that take a value, as `--name VALUE` or `--name=VALUE`.
    var values: [String] = []

    /// Every subcommand, with its own options; the global ones (`--journal`, `--json`, ...) are taken
    /// out by `Arguments` wherever they stand.
    static let all: [Subcommand] = [
        Subcommand(name: "repl"),
        Subcommand(name: "log"),
        Subcommand(name: "replay", flags: ["--dry-run", "--strict", "--allow-files"]),
        Subcommand(name: "today"),
        Subcommand(name: "summary", flags: ["--week"], values: ["--date"]),
        Subcommand(name: "feed", flags: ["--review"], values: ["--date", "--from", "--to", "--kind"]),
        Subcommand(name: "calendar"),
        // The REPL's `/week` and `/cal`, which its messages name as `spotter week` and `spotter cal` from the shell.
        Subcommand(name: "week", values: ["--date"]),
        Subcommand(name: "cal"),
        Subcommand(name: "trends", flags: ["--ascii", "--force"], values: ["--svg"]),
        Subcommand(name: "insights"),
        Subcommand(name: "ask"),
        Subcommand(name: "explain"),
        Subcommand(name: "undo"),
        Subcommand(name: "delete"),
        Subcommand(name: "edit"),
        Subcommand(name: "plan", flags: ["--yes"], values: ["--name"]),
        Subcommand(name: "alias"),
        Subcommand(name: "copy", values: ["--to"]),
        Subcommand(name: "config"),
        Subcommand(
            name: "export", flags: ["--force", "--raw"], values: ["--format", "--from", "--to", "--kind", "--output"]),
        Subcommand(name: "import", flags: ["--dry-run"], values: ["--unit", "--distance-unit"]),
        Subcommand(name: "merge", flags: ["--dry-run", "--show-refused", "--yes", "--revert"]),
        Subcommand(name: "doctor"),
        Subcommand(name: "help"),
        Subcommand(name: "completions", flags: ["--words"]),
    ]

    static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }

    /// Commands whose words are text or file names, which may start with a dash after `--`.
    static let takingText: Set = ["log", "replay", "ask", "explain", "edit", "alias", "plan", "import", "merge"]

    /// `--name` or `-x`: a word that asks to be read as an option. `-5 eggs` and `-` are text.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1, word != "--" else { return false }
        let second = word[word.index(after: word.startIndex)]
        return second == "-" || second.isLetter
    }

    /// Refuses the first option-like word before `--` that this command does not take.
    func check(_ words: [String]) throws {
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            index += 1
            guard Self.looksLikeOption(word), !flags.contains(word) else { continue }
            if values.contains(word) {
                index += 1
                continue
            }
            if let equals = word.firstIndex(of: "="), values.contains(String(word[..<equals])) { continue }
            let hint = Self.takingText.contains(name) ? "; put -- before text that starts with a dash" : ""
            throw Arguments.UsageError(message: "\(name) does not take \(word)\(hint).", usage: usageLine)
        }
    }

    /// `Usage: spotter export --format csv|jsonl ...`: the first lines of the command's help.
    var usageLine: String {
        Self.usageLine(of: Usage.help(on: name))
    }

    /// The help's usage lines: those before the first description line (indented by two spaces).
    static func usageLine(of help: String?) -> String {
        guard let help else { return "Usage: spotter [OPTIONS] [COMMAND] [ARGS...]" }
        let usage = help.split(separator: "\n").prefix { $0.hasPrefix("   ") || !$0.hasPrefix("  ") }
        return "Usage: " + usage.map { String($0).trimmingSpaces() }.joined(separator: " ")
    }
}
