/// `/today`, `/undo`, `/delete 3`, ... and `@2026-04-27 08:15` clock lines.
struct CommandIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        // The first byte rules out almost every line before the (Character-wise) prefix checks.
        guard let first = text.utf8.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "@"),
            text.hasPrefix("/") || text.hasPrefix("@")
        else { return false }
        // `@8` during a workout is the last set's RPE, no clock.
        if first == UInt8(ascii: "@"), context.hasWorkout, let rpe = Double(text.dropFirst()), rpe >= 1, rpe <= 10 {
            return false
        }
        switch Command.parse(text) {
        case .success(let command): CommandRunner.run(command, context)
        case .failure(let failure):
            context.say(.error, failure.description)
            context.outcome.usageError = true
        }
        return true
    }
}
