/// A strict, bounded JSON parser over UTF-8 bytes; returns nil for anything that is not one valid value.
///
/// An object with a key twice is not valid here: readers that take the first and readers that take the
/// last would see two different entries in one line, so no reader may see either.
public enum JSONParser {
    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 64

    /// The one JSON value `bytes` hold, or nil.
    public static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        let array = Array(bytes)
        return array.withUnsafeBufferPointer { parse($0) }
    }

    /// The one JSON value `buffer` holds, or nil.
    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        parse(buffer, knownKeys: nil)
    }

    /// The one JSON value `buffer` holds, or nil; a key in `knownKeys` is taken from there when written
    /// plainly, rather than made again (making the keys was a quarter of reading a journal line).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, knownKeys: JSONKeyTable?) -> JSONValue? {
        var reader = Reader(bytes: buffer, knownKeys: knownKeys)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == buffer.count ? value : nil
    }

    /// The key that appears twice in one object of `bytes`, when that is why they do not parse.
    static func repeatedKey(in bytes: some Collection<UInt8>) -> String? {
        Array(bytes).withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer, knownKeys: nil)
            return reader.value(depth: 0) == nil ? reader.repeatedKey : nil
        }
    }

    /// Where the first byte from `start` on that needs care in a string (a `"`, `\`, control byte or
    /// non-ASCII) is, or the end, found eight bytes at a time: a byte at a time was most of reading a
    /// journal line.
    @inline(__always)
    static func plainEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                // A byte's top bit ends up set where it is zero after the xor, below 0x20, or not ASCII; a
                // borrow only runs on from a byte that is itself flagged, upwards, so the lowest flag is the
                // first byte that needs care.
                let flagged =
                    ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) | word)
                    & (ones &* 0x80)
                if flagged != 0 { return index + flagged.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != UInt8(ascii: "\""),
            bytes[index] != UInt8(ascii: "\\")
        {
            index += 1
        }
        return index
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let knownKeys: JSONKeyTable?
        var index = 0
        /// The key that stopped the read by appearing twice in one object.
        var repeatedKey: String?

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard depth < JSONParser.maximumDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        mutating func literal(_ word: StaticString, _ result: JSONValue) -> JSONValue? {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return nil }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
            index += count
            return result
        }

        mutating func object(depth: Int) -> JSONValue? {
            index += 1
            var members = JSONObject()
            // A journal line has about fifteen keys: growing from empty would copy four times.
            members.reserveCapacity(16)
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            // Past a journal line's size, a set keeps the check for a repeated key linear.
            var keys: Set<String>?
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let (key, hash) = key() else {
                    return nil
                }
                if members.count == 32 { keys = Set(members.keys) }
                let repeated: Bool
                if keys != nil {
                    repeated = keys?.insert(key).inserted == false
                } else {
                    repeated = members.contains(key: key, hash: hash)
                }
                if repeated {
                    repeatedKey = key
                    return nil
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(depth: depth + 1) else { return nil }
                members.append(key, hash: hash, member)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    return nil
                }
            }
        }

        mutating func array(depth: Int) -> JSONValue? {
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                } else {
                    return nil
                }
            }
        }

        /// A member's key with its FNV-1a hash, the reader at its opening quote.
        mutating func key() -> (String, UInt64)? {
            let start = index + 1
            index = start
            skipPlain()
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                let written = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if let known = knownKeys?.key(written) { return (known.name, known.hash) }
                return (String(decoding: written, as: UTF8.self), FNV1a.hash(written))
            }
            index = start - 1
            // Escaped or not ASCII: hashed from its text, so every spelling of a key has one hash.
            return string().map { ($0, FNV1a.hash($0)) }
        }

        mutating func string() -> String? {
            index += 1
            let start = index
            skipPlain()
            // Fast path: no escapes, so the bytes are the string; ASCII needs no UTF-8 validation.
            var ascii = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    index += 1
                    return ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 { ascii = false }
                index += 1
            }
            var out = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(validating: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: return nil
                    }
                default:
                    guard byte >= 0x20 else { return nil }
                    out.append(byte)
                }
            }
            return nil
        }

        /// Steps over the string's bytes that need no care (no `"`, `\`, control byte or non-ASCII).
        mutating func skipPlain() { index = JSONParser.plainEnd(in: bytes, from: index) }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                index += 1
                let digit: UInt32
                switch byte {
                case 48...57: digit = UInt32(byte - 48)
                case 65...70: digit = UInt32(byte - 55)
                case 97...102: digit = UInt32(byte - 87)
                default: return nil
                }
                value = value << 4 | digit
            }
            return value
        }

        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            if (0xD800...0xDBFF).contains(high) {
                guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { return Unicode.Scalar(0xFFFD) }
                index += 2
                guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return Unicode.Scalar(0xFFFD) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high) ?? Unicode.Scalar(0xFFFD)
        }

        mutating func number() -> JSONValue? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            var integer: Int64 = 0
            var digits = 0
            var simple = true
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if digits < 15 { integer = integer * 10 + Int64(bytes[index] - 48) } else { simple = false }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            while index < bytes.count {
                let byte = bytes[index]
                guard
                    (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                        || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                else { break }
                simple = false
                index += 1
            }
            if simple {
                let value = Double(integer)
                return .number(bytes[start] == UInt8(ascii: "-") ? -value : value)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return .number(value)
        }
    }
}
