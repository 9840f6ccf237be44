/// Why an export, import or merge could not run, in one sentence that says what to do.
public enum ExchangeError: Error, Equatable, CustomStringConvertible {
    /// The file is not CSV the reader can split (an unclosed quote, invalid UTF-8).
    case unreadableCSV(file: String, problem: String)
    /// The header matches none of the known export formats.
    case unknownHeader(file: String, format: ImportFormat?, header: [String] = [])
    /// The header is another app's export than the one named on the command line.
    case formatMismatch(file: String, named: ImportFormat, detected: ImportFormat)
    /// The file's weights carry no unit and none was given.
    case unitNeeded(file: String)
    /// Every row was bad or skipped; `reason` is the most common reason and how many rows it cost.
    case noValidRows(file: String, reason: String? = nil)
    /// `export --kind` names something that is not a kind of entry.
    case unknownKind(String)

    public var description: String {
        switch self {
        case .unreadableCSV(let file, let problem):
            "Cannot read \(file) as CSV: \(problem)."
        case .unknownHeader(let file, let format, let header):
            "The header of \(file) ("
                + (header.isEmpty
                    ? "empty" : header.prefix(6).joined(separator: ", ") + (header.count > 6 ? ", ..." : ""))
                + ") is not a known "
                + (format.map { "\($0.displayName) export" } ?? "Strong, Hevy, FitNotes or Fitbod export")
                + "; it needs a date, an exercise and its sets' columns, as the app writes them."
        case .formatMismatch(let file, let named, let detected):
            "\(file) looks like a \(detected.displayName) export, not \(named.displayName); "
                + "run `spotter import \(detected.rawValue) \(file)` instead."
        case .unitNeeded(let file):
            "\(file) does not say whether its weights are kilograms or pounds; pass --unit kg or --unit lb."
        case .noValidRows(let file, let reason):
            "\(file) has no rows that could be imported"
                + (reason.map { ", most often because \($0)" } ?? "") + "; nothing was written."
        case .unknownKind(let kind):
            "\"\(kind)\" is not a kind of entry; use one of \(JournalExport.kinds.joined(separator: ", "))."
        }
    }
}
