/// The writer's pieces for bytes kept in an array: reports join objects, and `JSONValue` writes its text.
extension JSONWriter {
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
        // Nearly every text needs no escape: copied in one go.
        if plainPrefix(utf8) == utf8.count {
            bytes.append(contentsOf: utf8)
            return
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
