/// Builds one compact JSON object as UTF-8 bytes with keys in the order they are written.
struct JSONWriter {
    /// The object so far is `storage[..<length]`; past it lies zeroed room that the next writes fill
    /// through a pointer. `Array.append(contentsOf:)` costs about a hundred instructions a call, and a
    /// journal line is some sixty short appends. The bytes are those the `append…` functions of
    /// JSONWriter+Arrays.swift write into an array (the tests hold the two to the same output).
    private var storage: [UInt8] = []
    private var length = 0
    private var needsComma = false

    init(capacity: Int = 256) {
        storage.reserveCapacity(capacity)
        put(UInt8(ascii: "{"))
    }

    /// Continues a buffer that already holds earlier lines, taking it over without copying.
    init(continuing buffer: inout [UInt8]) {
        swap(&storage, &buffer)
        length = storage.count
        put(UInt8(ascii: "{"))
    }

    /// The finished object followed by a newline: one journal line.
    mutating func finishLine() -> [UInt8] {
        put(UInt8(ascii: "}"))
        put(0x0A)
        return written()
    }

    /// The finished object without a newline.
    mutating func finish() -> [UInt8] {
        put(UInt8(ascii: "}"))
        return written()
    }

    mutating func key(_ name: StaticString) {
        let count = name.utf8CodeUnitCount
        let comma = needsComma
        needsComma = true
        write(atMost: count + 4) { out in
            var at = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                at = 1
            }
            out[at] = UInt8(ascii: "\"")
            (out + at + 1).update(from: name.utf8Start, count: count)
            at += 1 + count
            out[at] = UInt8(ascii: "\"")
            out[at + 1] = UInt8(ascii: ":")
            return at + 2
        }
    }

    mutating func dynamicKey(_ name: String) {
        if needsComma { put(UInt8(ascii: ",")) }
        needsComma = true
        putString(name)
        put(UInt8(ascii: ":"))
    }

    mutating func null() { copy("null") }

    mutating func rawValue(_ text: String) {
        text.withUTF8Bytes { copy($0) }
    }

    static func appendStringValue(_ value: String, into writer: inout JSONWriter) {
        writer.putString(value)
    }

    mutating func string(_ name: StaticString, _ value: String) {
        key(name)
        putString(value)
    }

    mutating func optionalString(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        string(name, value)
    }

    mutating func number(_ name: StaticString, _ value: Double?) {
        key(name)
        putNumber(value)
    }

    mutating func optionalNumber(_ name: StaticString, _ value: Double?) {
        guard let value else { return }
        number(name, value)
    }

    mutating func int(_ name: StaticString, _ value: Int) {
        key(name)
        putInteger(Int64(value))
    }

    /// A timestamp as an ISO 8601 string, written without building an intermediate String.
    mutating func timestamp(_ name: StaticString, _ value: Timestamp) {
        var text = TimestampText()
        timestamp(name, value, text: &text)
    }

    /// A timestamp as an ISO 8601 string, from the writer's last one when it is the same moment.
    mutating func timestamp(_ name: StaticString, _ value: Timestamp, text: inout TimestampText) {
        key(name)
        put(UInt8(ascii: "\""))
        text.bytes(for: value).withUnsafeBufferPointer { copy($0) }
        put(UInt8(ascii: "\""))
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        copy(value ? "true" : "false")
    }

    mutating func stringArray(_ name: StaticString, _ values: [String]) {
        key(name)
        put(UInt8(ascii: "["))
        for index in values.indices {
            if index > 0 { put(UInt8(ascii: ",")) }
            putString(values[index])
        }
        put(UInt8(ascii: "]"))
    }

    mutating func raw(_ name: StaticString, _ json: [UInt8]) {
        key(name)
        json.withUnsafeBufferPointer { copy($0) }
    }

    // MARK: - Writing through a pointer

    /// Lets `body` write at most `limit` bytes at the end of the object; it returns how many it wrote.
    @inline(__always)
    private mutating func write(atMost limit: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if storage.count - length < limit { makeRoom(limit) }
        let start = length
        length += storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }

    /// Zeroed room for `limit` more bytes, a block at a time: a line's writes then fit without another look.
    private mutating func makeRoom(_ limit: Int) {
        while storage.count - length < limit { storage.append(contentsOf: Self.zeros) }
    }

    private static let zeros = [UInt8](repeating: 0, count: 1024)

    /// The object as written, the unused room dropped.
    private mutating func written() -> [UInt8] {
        storage.removeLast(storage.count - length)
        return storage
    }

    private mutating func put(_ byte: UInt8) {
        write(atMost: 1) { out in
            out[0] = byte
            return 1
        }
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        write(atMost: bytes.count) { out in
            out.update(from: source, count: bytes.count)
            return bytes.count
        }
    }

    private mutating func copy(_ text: StaticString) {
        copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A quoted, escaped string: copied whole when nothing in it needs an escape, as nearly every text.
    private mutating func putString(_ value: String) {
        value.withUTF8Bytes { utf8 in
            let plain = Self.plainPrefix(utf8)
            guard plain < utf8.count else {
                write(atMost: utf8.count + 2) { out in
                    out[0] = UInt8(ascii: "\"")
                    if let source = utf8.baseAddress { (out + 1).update(from: source, count: utf8.count) }
                    out[utf8.count + 1] = UInt8(ascii: "\"")
                    return utf8.count + 2
                }
                return
            }
            // At most six bytes (`\u00XX`) for each byte from the first that needs an escape.
            write(atMost: 2 + plain + 6 * (utf8.count - plain)) { out in
                out[0] = UInt8(ascii: "\"")
                var at = 1
                for index in 0..<utf8.count {
                    let byte = utf8[index]
                    if index < plain || !Self.needsEscape(byte) {
                        out[at] = byte
                        at += 1
                    } else {
                        at += Self.writeEscape(byte, to: out + at)
                    }
                }
                out[at] = UInt8(ascii: "\"")
                return at + 1
            }
        }
    }

    private mutating func putInteger(_ value: Int64) {
        write(atMost: 21) { out in
            var at = 0
            if value < 0 {
                out[0] = UInt8(ascii: "-")
                at = 1
            }
            return at + Self.writeDigits(value.magnitude, to: out + at)
        }
    }

    /// As `appendNumber` writes it.
    private mutating func putNumber(_ value: Double?) {
        guard let value, value.isFinite else { return copy("null") }
        if value == value.rounded(), abs(value) < 1e15 { return putInteger(Int64(value)) }
        let tenths = value * 10
        if tenths == tenths.rounded(), abs(value) < 1e14 {
            let whole = Int64(tenths)
            write(atMost: 24) { out in
                var at = 0
                if whole < 0 {
                    out[0] = UInt8(ascii: "-")
                    at = 1
                }
                at += Self.writeDigits(UInt64(abs(whole) / 10), to: out + at)
                out[at] = UInt8(ascii: ".")
                out[at + 1] = UInt8(48 + abs(whole) % 10)
                return at + 2
            }
            return
        }
        value.description.withUTF8Bytes { copy($0) }
    }

    /// The decimal digits of `value` at `out`; returns how many (at most 20).
    private static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var divisor: UInt64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        var count = 0
        while divisor > 0 {
            out[count] = UInt8(48 + rest / divisor)
            rest %= divisor
            divisor /= 10
            count += 1
        }
        return count
    }

    /// How many leading bytes need no escape, found a word of eight bytes at a time.
    static func plainPrefix(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= utf8.count, !mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
            index += 8
        }
        while index < utf8.count, !needsEscape(utf8[index]) { index += 1 }
        return index
    }

    /// The escape `appendEscape` writes for `byte`, at `out`; returns its length.
    private static func writeEscape(_ byte: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let hex: StaticString = "0123456789abcdef"
        out[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            out[1] = byte
            return 2
        case 0x0A:
            out[1] = UInt8(ascii: "n")
            return 2
        case 0x0D:
            out[1] = UInt8(ascii: "r")
            return 2
        case 0x09:
            out[1] = UInt8(ascii: "t")
            return 2
        default:
            out[1] = UInt8(ascii: "u")
            out[2] = UInt8(ascii: "0")
            out[3] = UInt8(ascii: "0")
            out[4] = hex.utf8Start[Int(byte >> 4)]
            out[5] = hex.utf8Start[Int(byte & 0xF)]
            return 6
        }
    }

    /// A quote, a backslash, a control byte or DEL.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    /// False only when none of the word's eight bytes `needsEscape`; each test is exact for any bytes
    /// (a borrow only starts at a byte that matches).
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & high != 0 }
        return (word &- 0x20 &* ones) & ~word & high != 0 || hasZeroByte(word ^ (0x22 &* ones))
            || hasZeroByte(word ^ (0x5C &* ones)) || hasZeroByte(word ^ (0x7F &* ones))
    }
}
