/// Carries out REPL commands; reports come back as message lines, corrections as entries.
enum CommandRunner {
    static func run(_ command: Command, _ context: LineContext) {
        do {
            if !context.engine.allowsFileCommands, let access = command.fileAccess {
                throw EngineFailure.badInput(
                    "A transcript or piped input may not \(access); replay it with --allow-files if you trust it.")
            }
            switch command {
            case .help(let topic):
                HelpText.lines(topic, width: context.engine.terminalWidth).forEach { context.say(.info, $0) }
            case .quit: context.outcome.quit = true
            case .clock(let text): try setClock(text, context)
            case .summary(let day, let json): try summary(day: day, json: json, context)
            case .feed(let from, let to, let review, let json, let kinds):
                try FeedCommand.run(from: from, to: to, review: review, json: json, kinds: kinds, context)
            case .week(let day, let json): try ReportCommands.week(day: day, json: json, context)
            case .calendar(let month, let json): try ReportCommands.calendar(month: month, json: json, context)
            case .trends(let subject, let ascii, let svg, let force, let json):
                try ReportCommands.trends(subject, ascii: ascii, svg: svg, force: force, json: json, context)
            case .insights(let dismiss, let json): try ReportCommands.insights(dismiss: dismiss, json: json, context)
            case .ask(let question, let json): try AskCommand.run(question, json: json, context)
            case .explain(let text, let json): ExplainCommand.run(text, json: json, context)
            case .undo: try Corrections.undo(context)
            case .delete(let references): try Corrections.delete(references, context)
            case .edit(let reference, let assignments): try Corrections.edit(reference, assignments, context)
            case .plan(let request, let json): try PlanCommand.run(request, json: json, context)
            case .alias(let words, let json): try AliasCommand.run(words, json: json, context)
            case .copy(let reference, let target): try CopyCommand.run(reference, to: target, context)
            }
        } catch let failure as EngineFailure {
            context.say(.error, failure.description)
            if case .usage = failure { context.outcome.usageError = true }
        } catch {
            context.say(.error, "\(error)")
        }
    }

    static func setClock(_ text: String, _ context: LineContext) throws {
        let day = context.engine.now.day
        guard let time = text.withUTF8Bytes({ clockTime($0, on: day) }) else {
            throw EngineFailure.usage("\"@\(text)\" is not a clock line; write @2026-04-27 08:15 or @08:15.")
        }
        guard context.engine.speaksREPL else {
            context.engine.frozenNow = time
            return
        }
        // At the REPL the clock is the user's own: `@` dates the next line, then the clock runs again.
        context.engine.nextLineTime = time
        let date = time.day == day ? "" : " on \(time.day)"
        context.say(.info, "The next line is logged at \(time.clockTime)\(date); the lines after it follow the clock.")
    }

    /// The time a clock line names, from its text after the `@`: `2026-04-27 08:15`, or `08:15` on `day`.
    static func clockTime(_ text: UnsafeBufferPointer<UInt8>, on day: Day) -> Timestamp? {
        TimestampParser.parse(bytes: text) ?? TimestampParser.parse(clock: text, on: day)
    }

    /// `today`, `yesterday` or YYYY-MM-DD relative to the engine's clock.
    static func day(_ text: String?, _ context: LineContext) throws -> Day {
        let today = context.engine.now.day
        guard let text else { return today }
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default:
            guard let day = Day(iso: text) else { throw EngineFailure.badDate(text) }
            return day
        }
    }

    static func summary(day text: String?, json: Bool, _ context: LineContext) throws {
        let day = try day(text, context)
        let loaded = try context.engine.entries(from: day, through: day)
        let summary = DaySummary(
            day: day, entries: loaded.entries, weights: loaded.weights, targets: context.config.targets,
            now: context.engine.now)
        if json {
            context.say(.data, DaySummaryJSON.render(summary))
            return
        }
        let title = day == context.engine.now.day ? "Today" : "Summary"
        for line in DaySummaryText.render(
            summary, title: title, style: context.engine.style, unit: context.config.units)
        {
            context.say(.info, line)
        }
    }
}
