/// Writes RFC 4180 CSV: fields with a separator, quote or line break are quoted, quotes doubled.
///
/// A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+`, `-`, `@`, tab or carriage
/// return first) gets a leading `'`, as OWASP recommends against CSV injection; numbers stay numbers.
public struct CSVWriter: Sendable {
    /// The text so far, one line per row ending in `\n`.
    public private(set) var text = ""
    /// False writes every cell as it is (`export --raw`).
    public var neutralisesFormulas: Bool

    public init(neutralisesFormulas: Bool = true) {
        self.neutralisesFormulas = neutralisesFormulas
    }

    /// Appends one row.
    public mutating func row(_ fields: [String]) {
        text += fields.map { Self.field(neutralisesFormulas ? Self.neutralised($0) : $0) }.joined(separator: ",")
        text += "\n"
    }

    /// The cell with a leading `'` when a spreadsheet would read it as a formula; a number is left alone.
    public static func neutralised(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
            !isNumber(value)
        else { return value }
        return "'" + value
    }

    /// `-5`, `+1.5`, `-2.5e3`: a plain decimal number, which no spreadsheet runs.
    static func isNumber(_ value: String) -> Bool {
        var scalars = Substring(value).unicodeScalars[...]
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty else { return false }
        scalars = scalars.dropFirst(digits.count)
        if scalars.first == "." {
            let fraction = scalars.dropFirst().prefix { ("0"..."9").contains($0) }
            guard !fraction.isEmpty else { return false }
            scalars = scalars.dropFirst(1 + fraction.count)
        }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            let exponent = scalars.prefix { ("0"..."9").contains($0) }
            guard !exponent.isEmpty else { return false }
            scalars = scalars.dropFirst(exponent.count)
        }
        return scalars.isEmpty
    }

    /// The field as it must appear in a row.
    public static func field(_ value: String) -> String {
        // By bytes: the four specials are ASCII, and walking Characters was most of an export's time.
        let specials: [UInt8] = [0x2C, 0x22, 0x0A, 0x0D]
        guard value.utf8.contains(where: specials.contains) else { return value }
        var quoted: [UInt8] = [0x22]
        quoted.reserveCapacity(value.utf8.count + 8)
        for byte in value.utf8 {
            if byte == 0x22 { quoted.append(0x22) }
            quoted.append(byte)
        }
        quoted.append(0x22)
        return String(decoding: quoted, as: UTF8.self)
    }
}
