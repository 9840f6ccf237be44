/// Indented JSON text with sorted keys, in the two layouts Foundation wrote the config in: `config show`
/// as JSONEncoder printed it and `config.json` as JSONSerialization wrote it, byte for byte.
enum PrettyJSON {
    enum Layout {
        /// JSONEncoder's: keys in code-point order, slashes as they are, DEL and C1 controls escaped.
        case shown
        /// JSONSerialization's: keys in collation order (`KeyCollation`), slashes escaped, DEL and C1 raw.
        case saved
    }

    /// The value as text, without a final newline.
    static func text(_ value: JSONValue, layout: Layout) -> [UInt8] {
        var bytes: [UInt8] = []
        append(value, layout: layout, depth: 0, to: &bytes)
        return bytes
    }

    private static func append(_ value: JSONValue, layout: Layout, depth: Int, to bytes: inout [UInt8]) {
        switch value {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .number(let number): bytes += Array(numberText(number).utf8)
        case .string(let string): appendString(string, layout: layout, to: &bytes)
        case .array(let elements):
            appendContainer("[", "]", elements.count, depth: depth, to: &bytes) { index, bytes in
                append(elements[index], layout: layout, depth: depth + 1, to: &bytes)
            }
        case .object(let object):
            let members = object.members.sorted { left, right in
                layout == .shown ? left.key < right.key : KeyCollation.precedes(left.key, right.key)
            }
            appendContainer("{", "}", members.count, depth: depth, to: &bytes) { index, bytes in
                appendString(members[index].key, layout: layout, to: &bytes)
                bytes += Array(" : ".utf8)
                append(members[index].value, layout: layout, depth: depth + 1, to: &bytes)
            }
        }
    }

    /// One element a line; an empty container still takes a blank line, as Foundation printed it.
    private static func appendContainer(
        _ open: Unicode.Scalar, _ close: Unicode.Scalar, _ count: Int, depth: Int, to bytes: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        bytes.append(0x0A)
        for index in 0..<count {
            bytes += [UInt8](repeating: 0x20, count: 2 * (depth + 1))
            element(index, &bytes)
            if index < count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
        }
        if count == 0 { bytes.append(0x0A) }
        bytes += [UInt8](repeating: 0x20, count: 2 * depth)
        bytes.append(UInt8(ascii: close))
    }

    /// Swift's shortest text for the number, without a trailing `.0` (30, 1.25, 1e-05, 1e+20).
    /// Zero is `0` either sign: Foundation read `-0` as the integer 0.
    static func numberText(_ number: Double) -> String {
        if number == 0 { return "0" }
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func appendString(_ string: String, layout: Layout, to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": bytes += [92, 34]
            case "\\": bytes += [92, 92]
            case "/" where layout == .saved: bytes += [92, 47]
            case "\u{08}": bytes += [92, 98]
            case "\u{0C}": bytes += [92, 102]
            case "\n": bytes += [92, 110]
            case "\r": bytes += [92, 114]
            case "\t": bytes += [92, 116]
            case _ where scalar.value < 0x20 || (layout == .shown && (0x7F...0x9F).contains(scalar.value)):
                bytes += [92, 117, 48, 48, hex[Int(scalar.value >> 4)], hex[Int(scalar.value & 0xF)]]
            default: bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
