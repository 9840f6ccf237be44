/// Builds one compact JSON object as UTF-8 bytes with keys in the order they are written.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
        bytes.append(UInt8(ascii: "{"))
    }

    /// Continues a buffer that already holds earlier lines, taking it over without copying.
    init(continuing buffer: inout [UInt8]) {
        swap(&bytes, &buffer)
        bytes.append(UInt8(ascii: "{"))
    }

    /// The finished object followed by a newline: one journal line.
    mutating func finishLine() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(0x0A)
        return bytes
    }

    /// The finished object without a newline.
    mutating func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    mutating func key(_ name: StaticString) {
        let count = name.utf8CodeUnitCount
        let comma = needsComma
        needsComma = true
        // `,"name":` goes in as one run built on the stack: appended byte by byte, each byte checked
        // the buffer's room and owner, and keys are most of what the journal writer appends.
        var run: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        guard count <= MemoryLayout.size(ofValue: run) - 4 else {
            if comma { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: count))
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
            return
        }
        withUnsafeMutableBytes(of: &run) { raw in
            var length = 0
            if comma {
                raw[0] = UInt8(ascii: ",")
                length = 1
            }
            raw[length] = UInt8(ascii: "\"")
            raw.baseAddress?.advanced(by: length + 1).copyMemory(from: name.utf8Start, byteCount: count)
            length += 1 + count
            raw[length] = UInt8(ascii: "\"")
            raw[length + 1] = UInt8(ascii: ":")
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[..<(length + 2)]))
        }
    }

    mutating func dynamicKey(_ name: String) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        Self.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func null() { bytes.append(contentsOf: [110, 117, 108, 108]) }

    mutating func rawValue(_ text: String) { bytes.append(contentsOf: Array(text.utf8)) }

    static func appendStringValue(_ value: String, into writer: inout JSONWriter) {
        appendString(value, to: &writer.bytes)
    }

    mutating func string(_ name: StaticString, _ value: String) {
        key(name)
        Self.appendString(value, to: &bytes)
    }

    mutating func optionalString(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        string(name, value)
    }

    mutating func number(_ name: StaticString, _ value: Double?) {
        key(name)
        Self.appendNumber(value, to: &bytes)
    }

    mutating func optionalNumber(_ name: StaticString, _ value: Double?) {
        guard let value else { return }
        number(name, value)
    }

    mutating func int(_ name: StaticString, _ value: Int) {
        key(name)
        Self.appendInteger(Int64(value), to: &bytes)
    }

    /// A timestamp as an ISO 8601 string, written without building an intermediate String.
    mutating func timestamp(_ name: StaticString, _ value: Timestamp) {
        var text = TimestampText()
        timestamp(name, value, text: &text)
    }

    /// A timestamp as an ISO 8601 string, from the writer's last one when it is the same moment.
    mutating func timestamp(_ name: StaticString, _ value: Timestamp, text: inout TimestampText) {
        key(name)
        bytes.append(UInt8(ascii: "\""))
        text.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        let word: StaticString = value ? "true" : "false"
        bytes.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    mutating func stringArray(_ name: StaticString, _ values: [String]) {
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func raw(_ name: StaticString, _ json: [UInt8]) {
        key(name)
        bytes.append(contentsOf: json)
    }

    /// Joins finished objects (or other JSON values) into an array.
    static func array(_ items: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: item)
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// Writes a number without a trailing `.0`, or `null` when absent or not finite.
    static func appendNumber(_ value: Double?, to bytes: inout [UInt8]) {
        guard let value, value.isFinite else {
            bytes.append(contentsOf: [110, 117, 108, 108])
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value), to: &bytes)
            return
        }
        let tenths = value * 10
        if tenths == tenths.rounded(), abs(value) < 1e14 {
            // One decimal (46.5) is most of what the journal holds: skip the shortest-digits algorithm.
            let whole = Int64(tenths)
            if whole < 0 { bytes.append(UInt8(ascii: "-")) }
            appendInteger(abs(whole) / 10, to: &bytes)
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(48 + abs(whole) % 10))
            return
        }
        bytes.append(contentsOf: value.description.utf8)
    }

    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt64 = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        var rest = magnitude
        while divisor > 0 {
            bytes.append(UInt8(48 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The text `appendNumber` writes for a finite value.
    static func numberText(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Lent in place, a small string's bytes from the stack: copying them into an array was an
        // allocation per short field.
        value.withUTF8Bytes { appendEscaped($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Copies runs of plain bytes whole; only quotes, backslashes and control bytes are escaped.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        // Nearly every text needs no escape: found a word of eight bytes at a time, copied in one go.
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 8 <= utf8.count, !mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
            }
            while index < utf8.count, !needsEscape(utf8[index]) { index += 1 }
            if index == utf8.count {
                bytes.append(contentsOf: utf8)
                return
            }
        }
        var start = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            if !needsEscape(byte) { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            appendEscape(byte, to: &bytes)
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }

    /// A quote, a backslash, a control byte or DEL.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    /// False only when none of the word's eight bytes `needsEscape`; each test is exact for any bytes
    /// (a borrow only starts at a byte that matches).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & high != 0 }
        return (word &- 0x20 &* ones) & ~word & high != 0 || hasZeroByte(word ^ (0x22 &* ones))
            || hasZeroByte(word ^ (0x5C &* ones)) || hasZeroByte(word ^ (0x7F &* ones))
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        let hex: StaticString = "0123456789abcdef"
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
        case 0x0A: bytes.append(contentsOf: [92, 110])
        case 0x0D: bytes.append(contentsOf: [92, 114])
        case 0x09: bytes.append(contentsOf: [92, 116])
        default:
            bytes.append(contentsOf: [92, 117, 48, 48, hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)]])
        }
    }
}
