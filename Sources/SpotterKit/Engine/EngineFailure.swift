/// Why a command could not do what was asked, as a sentence with the fix.
public enum EngineFailure: Error, Equatable, CustomStringConvertible {
    case badReference(String)
    case noSuchEntry(reference: String, count: Int?)
    case ambiguousReference(String, Int)
    case nothingToUndo
    case nothingTypedToUndo
    case badEdit(String)
    case badDate(String)
    case unknownCommand(String)
    case usage(String)
    /// A report has nothing to show (an unknown exercise, no data); exit code 1, not a usage error.
    case noData(String)
    /// The command was understood but its input was not usable (a plan file with a mistake): exit 1, not 2.
    case badInput(String)

    public var description: String {
        switch self {
        case .badReference(let reference):
            "\"\(reference)\" is not an entry reference; use today's number from `spotter feed` or an id prefix of 4+ characters."
        case .noSuchEntry(let reference, let count?):
            "There is no entry \(reference) today (today has \(count)); `spotter feed` lists them."
        case .noSuchEntry(let reference, nil):
            "No entry id starts with \(reference); `spotter feed --json` shows ids."
        case .ambiguousReference(let reference, let count):
            "\(count) entries have ids starting with \(reference); type more characters."
        case .nothingToUndo: "There is nothing to undo."
        case .nothingTypedToUndo:
            "Nothing typed in this session is left to undo; `/undo` takes back this session's lines only. "
                + "`/feed` numbers today's entries and `/delete N` removes one."
        case .badEdit(let reason): reason
        case .badDate(let text): "\"\(text)\" is not a date; use YYYY-MM-DD, `today` or `yesterday`."
        case .unknownCommand(let name): "Unknown command \(name); type /help for the list."
        case .usage(let text): text
        case .noData(let text): text
        case .badInput(let text): text
        }
    }
}
