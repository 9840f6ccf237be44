/// Byte-level helpers for the food table's fields: trimming, `|` lists, `unit=grams` pairs and
/// plain decimals, without the per-character cost of `String` indices.
enum FieldText {
    /// One trimmed, lower-cased piece of a `|` list, and its `unit=grams` reading if it has one.
    struct Piece {
        var text: String
        var portion: (key: String, grams: Double)?
    }

    /// The field without surrounding spaces and tabs.
    static func trimmed(_ field: String) -> String {
        var field = field
        return field.withUTF8 { buffer in
            let range = trim(buffer, 0..<buffer.count)
            return range.count == buffer.count
                ? String(decoding: buffer, as: UTF8.self) : string(buffer, range, lower: false)
        }
    }

    /// The field with ASCII letters lower-cased.
    static func lowercased(_ field: String) -> String {
        var field = field
        return field.withUTF8 { string($0, 0..<$0.count, lower: true) }
    }

    /// The non-empty pieces of a `|`-separated field, trimmed and lower-cased.
    static func pieces(_ field: String) -> [Piece] {
        var field = field
        return field.withUTF8 { buffer in
            var pieces: [Piece] = []
            var start = 0
            for index in 0...buffer.count where index == buffer.count || buffer[index] == UInt8(ascii: "|") {
                let range = trim(buffer, start..<index)
                start = index + 1
                guard !range.isEmpty else { continue }
                pieces.append(Piece(text: string(buffer, range, lower: true), portion: portion(buffer, range)))
            }
            return pieces
        }
    }

    /// A finite decimal number, or `nil`.
    static func number(_ field: String) -> Double? {
        var field = field
        return field.withUTF8 { buffer in
            let range = trim(buffer, 0..<buffer.count)
            return range.isEmpty ? nil : decimal(buffer, range)
        }
    }

    // MARK: - Buffers

    private static func trim(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, buffer[lower] == 0x20 || buffer[lower] == 0x09 { lower += 1 }
        while upper > lower, buffer[upper - 1] == 0x20 || buffer[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
    }

    private static func string(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lower: Bool) -> String {
        let slice = UnsafeBufferPointer(rebasing: buffer[range])
        guard lower, slice.contains(where: { $0 &- 0x41 < 26 }) else { return String(decoding: slice, as: UTF8.self) }
        return String(decoding: slice.map { $0 &- 0x41 < 26 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// `cup=158` → (`cup`, 158); spaces in the unit become `_`, so `fl oz` meets the CSV's `fl_oz`.
    private static func portion(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (String, Double)? {
        guard let equals = range.first(where: { buffer[$0] == UInt8(ascii: "=") }) else { return nil }
        let keyRange = trim(buffer, range.lowerBound..<equals)
        let valueRange = trim(buffer, (equals + 1)..<range.upperBound)
        guard !keyRange.isEmpty, !valueRange.isEmpty, let grams = decimal(buffer, valueRange) else { return nil }
        var key = string(buffer, keyRange, lower: true)
        if key.utf8.contains(0x20) {
            key = String(decoding: key.utf8.map { $0 == 0x20 ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
        }
        return (key, grams)
    }

    /// Plain `123.45` is computed exactly (an integer over a power of ten, one correctly rounded
    /// division); any other spelling goes through the standard library's parser.
    private static func decimal(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var plain = true
        for index in range {
            let byte = buffer[index]
            if byte &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                plain = false
                break
            }
        }
        if plain, digits > 0, digits <= 15, fractionDigits < powersOfTen.count {
            return Double(mantissa) / powersOfTen[fractionDigits]
        }
        let value = Double(String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self))
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10]
}
