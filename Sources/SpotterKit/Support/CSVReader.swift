/// One record of a CSV file and the line it starts on.
public struct CSVRecord: Equatable {
    public var fields: [String]
    public var line: Int

    /// The record's length in bytes, its separators counted.
    var bytes: Int { fields.reduce(max(0, fields.count - 1)) { $0 + $1.utf8.count } }
}

/// A small RFC 4180 reader (quoted fields, doubled quotes, CRLF or LF, newlines inside quotes), for
/// comma-separated files and the semicolon-separated ones that European locales export.
///
/// Blank lines are skipped rather than read as one empty field, because hand-edited files end
/// with them. Fields are cut from the buffer as slices; only quoted fields with doubled quotes
/// are copied.
public enum CSVReader {
    /// Splits `bytes` into records, or throws naming the line of the first malformed field.
    public static func records(
        _ bytes: [UInt8], separator: UInt8 = UInt8(ascii: ",")
    ) throws(FoodTableError) -> [CSVRecord] {
        if let line = firstInvalidLine(bytes) {
            throw FoodTableError(line: line, message: "the line is not valid UTF-8 text; save the file as UTF-8")
        }
        var records: [CSVRecord] = []
        var fields: [String] = []
        var line = 1
        var recordLine = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

        while true {
            // One field per pass; `index` is at the field's first byte.
            if index < bytes.count, bytes[index] == quote {
                fields.append(try quotedField(bytes, &index, &line, separator))
            } else {
                let start = index
                while index < bytes.count, bytes[index] != separator, bytes[index] != newline {
                    if bytes[index] == quote {
                        throw FoodTableError(
                            line: line, message: "a quote inside an unquoted field; quote the field and double the \"")
                    }
                    index += 1
                }
                var end = index
                if end > start, bytes[end - 1] == carriageReturn { end -= 1 }
                fields.append(String(decoding: bytes[start..<end], as: UTF8.self))
            }
            if index < bytes.count, bytes[index] == carriageReturn { index += 1 }
            if index >= bytes.count || bytes[index] == newline {
                if !(fields.count == 1 && fields[0].isEmpty) {
                    records.append(CSVRecord(fields: fields, line: recordLine))
                }
                fields.removeAll(keepingCapacity: true)
                if index >= bytes.count { break }
                line += 1
                recordLine = line
            }
            index += 1
        }
        return records
    }

    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// Reads a quoted field starting at its opening quote and leaves `index` after the closing one.
    private static func quotedField(
        _ bytes: [UInt8], _ index: inout Int, _ line: inout Int, _ separator: UInt8
    ) throws(FoodTableError) -> String {
        let openedOn = line
        index += 1
        let start = index
        var escaped: [UInt8]?
        while true {
            guard index < bytes.count else {
                throw FoodTableError(line: openedOn, message: "a quoted field is never closed; add the missing \"")
            }
            let byte = bytes[index]
            if byte == quote {
                if index + 1 < bytes.count, bytes[index + 1] == quote {
                    if escaped == nil { escaped = Array(bytes[start..<index]) }
                    escaped?.append(quote)
                    index += 2
                    continue
                }
                break
            }
            if byte == newline { line += 1 }
            escaped?.append(byte)
            index += 1
        }
        let field =
            escaped.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        let endsField =
            index == bytes.count || bytes[index] == separator || bytes[index] == newline
            || (bytes[index] == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == newline)
        guard endsField else {
            throw FoodTableError(line: line, message: "text follows a closing quote; quote the whole field")
        }
        return field
    }

    /// The 1-based line holding the first invalid UTF-8, if any; the whole-file check is fast,
    /// the line search only runs for a broken file.
    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
        // ASCII, as nearly every row is, is valid as it stands: checked in one tight pass. Decoded whole,
        // the header and one row of the built-in table took 26,000 instructions of every `spotter log`.
        if bytes.allSatisfy({ $0 < 0x80 }) { return nil }
        // Decoding repairs exactly the invalid bytes, so valid text decodes to itself; unlike
        // `String(validating:)` it needs no generic metadata built at run time, which a one-line
        // run reading one row would notice.
        guard !String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else { return nil }
        var line = 1
        for chunk in bytes.split(separator: newline, omittingEmptySubsequences: false) {
            if String(validating: chunk, as: UTF8.self) == nil { return line }
            line += 1
        }
        return line
    }
}
