/// Builds one compact JSON object as UTF-8 bytes with keys in the order they are written.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
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
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
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
        bytes.append(contentsOf: Array(String(value).utf8))
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        bytes.append(contentsOf: Array((value ? "true" : "false").utf8))
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

    /// Writes a number without a trailing `.0`, or `null` when absent or not finite.
    static func appendNumber(_ value: Double?, to bytes: inout [UInt8]) {
        guard let value, value.isFinite else {
            bytes.append(contentsOf: [110, 117, 108, 108])
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: Array(String(Int64(value)).utf8))
        } else {
            bytes.append(contentsOf: Array(value.description.utf8))
        }
    }

    /// The text `appendNumber` writes for a finite value.
    static func numberText(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
            case 0x0A: bytes.append(contentsOf: [92, 110])
            case 0x0D: bytes.append(contentsOf: [92, 114])
            case 0x09: bytes.append(contentsOf: [92, 116])
            case 0..<0x20, 0x7F:
                bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
