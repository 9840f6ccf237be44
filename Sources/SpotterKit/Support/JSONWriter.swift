/// Builds one compact JSON object as UTF-8 bytes with keys in the order they are written.
///
/// Noncopyable: it owns the room it writes into, and each write goes straight through a pointer to
/// that room. Written through an array, each of a journal line's sixty-odd short writes asked the
/// array for its pointer (a uniqueness check and a closure): a sixth of a replay's journal writing.
/// The bytes are those the `append…` functions of JSONWriter+Arrays.swift write into an array (the
/// tests hold the two to the same output).
struct JSONWriter: ~Copyable {
    /// The object so far is `base[..<length]`; `capacity` bytes are allocated.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var length = 0
    private var needsComma = false

    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        put(UInt8(ascii: "{"))
    }

    deinit { base.deallocate() }

    /// Starts another object in the same room: a journal writer reuses one for line after line.
    mutating func restart() {
        length = 0
        needsComma = false
        put(UInt8(ascii: "{"))
    }

    /// Closes the object and appends it with a newline to `buffer`: one journal line.
    mutating func finishLine(appendingTo buffer: inout [UInt8]) {
        put(UInt8(ascii: "}"))
        put(0x0A)
        buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: length))
    }

    /// The finished object followed by a newline.
    mutating func finishLine() -> [UInt8] {
        put(UInt8(ascii: "}"))
        put(0x0A)
        return Array(UnsafeBufferPointer(start: base, count: length))
    }

    /// The finished object without a newline.
    mutating func finish() -> [UInt8] {
        put(UInt8(ascii: "}"))
        return Array(UnsafeBufferPointer(start: base, count: length))
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
        if capacity - length < limit { grow(toHold: limit) }
        length += body(base + length)
    }

    /// Moves the object to room for at least `limit` more bytes, doubling so a long object grows rarely.
    private mutating func grow(toHold limit: Int) {
        let grown = Swift.max(2 * capacity, length + limit)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: length)
        base.deallocate()
        base = moved
        capacity = grown
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
        // At most six bytes (`\u00XX`) for each byte that needs an escape, and the quotes.
        let limit = 2 + 6 * value.utf8.count
        if capacity - length < limit { grow(toHold: limit) }
        let out = base + length
        length += value.withUTF8Bytes { Self.writeString($0, to: out) }
    }

    /// `utf8` quoted and escaped at `out`; returns how many bytes it wrote.
    private static func writeString(_ utf8: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let plain = plainPrefix(utf8)
        out[0] = UInt8(ascii: "\"")
        if let source = utf8.baseAddress { (out + 1).update(from: source, count: plain) }
        var at = 1 + plain
        for index in plain..<utf8.count {
            let byte = utf8[index]
            if needsEscape(byte) {
                at += writeEscape(byte, to: out + at)
            } else {
                out[at] = byte
                at += 1
            }
        }
        out[at] = UInt8(ascii: "\"")
        return at + 1
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
