/// `today`, `quit`, `undo` typed without the slash: a command name alone on a line is a slip, not a meal.
/// Read as food, `help` was logged as kelp and `today` as a dessert wine; nothing is journaled, and the
/// line says how to run the command.
struct BareCommandIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
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
}
