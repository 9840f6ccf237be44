/// `today`, `quit`, `undo` typed without the slash: a command name alone on a line is a slip, not a meal.
/// Read as food, `help` was logged as kelp and `today` as a dessert wine; nothing is journaled, and the
/// line says how to run the command.
struct BareCommandIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        if Self.asksAQuestion(text) {
            // `ask how much protein today` is no meal and journals nothing: it is answered as `/ask` would be (it was
            // a food kept for review). Only the commands that read are run so.
            switch Command.parse("/" + text) {
            case .success(let command): CommandRunner.run(command, context)
            case .failure(let failure): context.say(.error, failure.description)
            }
            return true
        }
        // Most lines are ruled out by a byte that is no letter (a digit, a space) before any String is made.
        guard text.utf8.allSatisfy(PlainASCII.isLetter) else { return false }
        let name = text.lowercased()
        // Full names only: `q`, `h` and `del` are too easily something else.
        let quits = name == "quit" || name == "exit"
        guard quits || CommandSyntax.names.contains(name) else { return false }
        // Said as the shell's command outside the REPL (`spotter today`), as every message is; the REPL's
        // `/quit` has no shell form, and Ctrl-D ends either.
        context.say(
            .error,
            "`\(name)` is a command: type `/\(name)`" + (quits ? " or press Ctrl-D" : "") + ". Nothing was logged.")
        return true
    }

    /// Whether the line is `ask` or `explain` and words after it. (Compared byte by byte, in any case: every line
    /// comes here, and lowering each line that starts with an `a` was 0.05% of a replay.)
    private static func asksAQuestion(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        switch bytes.next().map({ $0 | 0x20 }) {
        case UInt8(ascii: "a"): return startsWith(text.utf8, "ask ")
        case UInt8(ascii: "e"): return startsWith(text.utf8, "explain ")
        default: return false
        }
    }

    /// Whether `bytes` start with `word` (lower case) and go on after it.
    private static func startsWith(_ bytes: String.UTF8View, _ word: StaticString) -> Bool {
        guard bytes.count > word.utf8CodeUnitCount else { return false }
        var index = bytes.startIndex
        for offset in 0..<word.utf8CodeUnitCount {
            let expected = word.utf8Start[offset]
            let byte = bytes[index]
            guard byte == expected || (expected != 0x20 && byte | 0x20 == expected) else { return false }
            index = bytes.index(after: index)
        }
        return true
    }
}
