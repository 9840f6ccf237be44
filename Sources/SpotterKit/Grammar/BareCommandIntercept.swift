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

    /// Whether the line is `ask` or `explain` and words after it. (Its first byte is asked first: every line comes
    /// here.)
    private static func asksAQuestion(_ text: String) -> Bool {
        guard let first = text.utf8.first, first | 0x20 == UInt8(ascii: "a") || first | 0x20 == UInt8(ascii: "e")
        else { return false }
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("ask ") || lowered.hasPrefix("explain ")
    }
}
