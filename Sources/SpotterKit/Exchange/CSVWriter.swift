/// Writes RFC 4180 CSV: fields with a separator, quote or line break are quoted, quotes doubled.
public struct CSVWriter: Sendable {
    /// The text so far, one line per row ending in `\n`.
    public private(set) var text = ""

    public init() {}

    /// Appends one row.
    public mutating func row(_ fields: [String]) {
        text += fields.map(Self.field).joined(separator: ",")
        text += "\n"
    }

    /// The field as it must appear in a row.
    public static func field(_ value: String) -> String {
        let needsQuotes = value.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard needsQuotes else { return value }
        var quoted = "\""
        for character in value {
            if character == "\"" { quoted.append("\"") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
