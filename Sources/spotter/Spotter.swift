import SpotterKit

/// The `spotter` command: dispatches to subcommands; every REPL command is also a subcommand.
enum Spotter {
    static let version = "0.1.0"

    /// `environment` is read only for commands that open the journal or config: `--version` and
    /// `--help` answer without building it.
    static func main(_ argv: [String], environment readEnvironment: () -> [String: String]) -> Int32 {
        let columns = Environment.variable("COLUMNS")
        if columns != nil || Output.isTerminal(1) { Printer.width = TerminalWidth.columns(columns) }
        let arguments: Arguments
        do {
            arguments = try Arguments(argv)
        } catch let error as Arguments.UsageError {
            return usage(error.message, error.usage)
        } catch {
            return usage("\(error)")
        }
        if arguments.version {
            Output.standard.line("spotter \(version)")
            return 0
        }
        var words = arguments.words
        let command = words.isEmpty ? nil : words.removeFirst()
        if arguments.help || command == "help" {
            let topic = arguments.help ? command : words.first
            if let topic, Usage.help(on: topic) == nil {
                return usage("There is no help on \"\(topic)\"; `spotter help` lists the commands.")
            }
            Usage.print(topic: topic)
            return 0
        }
        if let command, Subcommand.looksLikeOption(command) {
            return usage(
                "\(command) is not an option of spotter; run `spotter --help` for the options.",
                Subcommand.usageLine(of: nil))
        }
        let subcommand = command.flatMap(Subcommand.named)
        let environment = readEnvironment()
        do {
            if command == "completions" {
                return try Completions.run(words) { try Setup(arguments: arguments, environment: environment) }
            }
            // Checked before anything is opened: an unknown option journals nothing.
            try subcommand?.check(words)
            let setup = try Setup(arguments: arguments, environment: environment)
            switch command {
            case nil:
                return Output.isTerminal(0) ? try Repl(setup: setup).run() : try Replay.run(["-"], setup: setup)
            case "repl": return try Repl(setup: setup).run()
            case "log": return try LogCommand.run(words, setup: setup)
            case "replay": return try Replay.run(words, setup: setup)
            case "undo" where words == ["merge"]: return try MergeCommand.revert(nil, setup: setup)
            case "today", "summary", "week", "feed", "undo", "delete", "edit", "calendar", "cal", "trends", "insights",
                "ask", "explain", "plan", "alias", "copy":
                // `--json` goes before any `--`, after which words are text.
                let forwarded = [command ?? ""] + (arguments.json ? ["--json"] : []) + words
                return try EngineCommand.run(forwarded, setup: setup)
            case "config": return try ConfigCommand.run(words, setup: setup)
            case "export": return try ExportCommand.run(words, setup: setup)
            case "import": return try ImportCommand.run(words, setup: setup)
            case "merge": return try MergeCommand.run(words, setup: setup)
            case "doctor": return DoctorCommand.run(setup: setup)
            default:
                return usage("Unknown command \"\(command ?? "")\"; run `spotter --help` for the list.")
            }
        } catch let failure as Setup.Failure {
            Printer.error(failure.message)
            return failure.code
        } catch let error as Arguments.UsageError {
            return usage(error.message, error.usage)
        } catch {
            Printer.error("\(error)")
            return 1
        }
    }

    /// The sentence, then the command's usage line when there is one; exit code 2.
    static func usage(_ message: String, _ line: String? = nil) -> Int32 {
        Printer.error(message)
        if let line { Output.error.line(line) }
        return 2
    }
}
