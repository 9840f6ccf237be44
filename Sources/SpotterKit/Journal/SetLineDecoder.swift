#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a plain set line, laid out exactly as `EntryEncoder` writes one, field by field in place.
///
/// A set line of an open session is decoded on every later set line (`TrainingState`), and building a
/// JSON value for each was a quarter of a `log` in a long session. Only the common shape is read here:
/// ASCII texts with no escape or control byte, whole reps, a load or none, and none of a set's optional
/// fields (a resolver, which the bench's generated journals write, is read). Anything else is nil, for
/// `EntryDecoder`'s whole parse; what this returns is what that parse makes of the line.
enum SetLineDecoder {
    static func entry(_ line: UnsafeBufferPointer<UInt8>) -> Entry? {
        // Texts are made only once the whole line has been read: a line that turns out not to be plain
        // costs a few comparisons, not a string for each field before the one that differs.
        var cursor = Cursor(line: line)
        guard cursor.skip("{\"v\":1,\"id\":"), let id = cursor.plainBytes(), cursor.skip(",\"ts\":"),
            let ts = cursor.plainBytes(), cursor.skip(",\"kind\":\"set\",\"line\":"), let lineID = cursor.plainBytes(),
            cursor.skip(",\"input\":"), let input = cursor.plainBytes()
        else { return nil }
        var resolver: UnsafeBufferPointer<UInt8>?
        if cursor.skip(",\"resolver\":") {
            guard let text = cursor.plainBytes() else { return nil }
            resolver = text
        }
        guard cursor.skip(",\"session\":"), let session = cursor.plainBytes(), cursor.skip(",\"exercise\":"),
            let exercise = cursor.plainBytes(), cursor.skip(",\"exercise_id\":"), let exerciseID = cursor.plainBytes(),
            cursor.skip(",\"reps\":"), let reps = cursor.count()
        else { return nil }
        var load: Load?
        if cursor.skip(",\"weight\":") {
            guard let value = cursor.decimal(), cursor.skip(",\"unit\":"),
                let unit = cursor.plainBytes().flatMap(WeightUnit.init(bytes:)), cursor.skip(",\"kg\":"),
                cursor.decimal() != nil
            else { return nil }
            load = Load(value: value, unit: unit)
        } else {
            guard cursor.skip(",\"kg\":null") else { return nil }
        }
        guard cursor.skip("}"), cursor.atEnd, let timestamp = TimestampParser.parse(bytes: ts) else { return nil }
        return Entry(
            id: String(plain: id), timestamp: timestamp, lineID: String(plain: lineID), input: String(plain: input),
            resolver: resolver.map(String.init(plain:)),
            payload: .workoutSet(
                SetRecord(
                    session: String(plain: session), exercise: String(plain: exercise),
                    exerciseID: String(plain: exerciseID), reps: reps, load: load)))
    }

    private struct Cursor {
        let line: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == line.count }

        /// True when `expected` comes next, stepping over it.
        mutating func skip(_ expected: StaticString) -> Bool {
            let count = expected.utf8CodeUnitCount
            guard let base = line.baseAddress, line.count - index >= count,
                memcmp(base + index, expected.utf8Start, count) == 0
            else { return false }
            index += count
            return true
        }

        /// The bytes of a quoted value holding nothing but ASCII from a space on, other than `"` and `\`:
        /// read as they lie, they are the text the parser would make.
        mutating func plainBytes() -> UnsafeBufferPointer<UInt8>? {
            guard index < line.count, line[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            let end = JSONParser.plainEnd(in: line, from: start)
            guard end < line.count, line[end] == UInt8(ascii: "\"") else { return nil }
            index = end + 1
            return UnsafeBufferPointer(rebasing: line[start..<end])
        }

        /// A whole number of at most nine digits, written without a sign or a leading zero.
        mutating func count() -> Int? {
            let start = index
            var value = 0
            while index < line.count, line[index] >= 48, line[index] <= 57, index - start < 9 {
                value = value * 10 + Int(line[index] - 48)
                index += 1
            }
            guard index > start, line[start] != 48 || index == start + 1, !nextIsDigit else { return nil }
            return value
        }

        /// A number with at most fifteen digits and an optional fraction, no sign, exponent or leading zero.
        /// Its digits as a whole number are exact in a Double, as is a power of ten up to 10^15, so one
        /// correctly rounded division gives the Double nearest the decimal: the parser's value.
        mutating func decimal() -> Double? {
            let start = index
            guard let whole = count() else { return nil }
            var digits = index - start
            guard index < line.count, line[index] == UInt8(ascii: ".") else { return Double(whole) }
            index += 1
            var mantissa = whole
            var scale = 1.0
            let fractionStart = index
            while index < line.count, line[index] >= 48, line[index] <= 57, digits < 15 {
                mantissa = mantissa * 10 + Int(line[index] - 48)
                scale *= 10
                digits += 1
                index += 1
            }
            guard index > fractionStart, !nextIsDigit else { return nil }
            return Double(mantissa) / scale
        }

        private var nextIsDigit: Bool { index < line.count && line[index] >= 48 && line[index] <= 57 }
    }
}

extension String {
    /// The text of bytes `Cursor.plainBytes` found: ASCII, so valid UTF-8 as they are.
    fileprivate init(plain bytes: UnsafeBufferPointer<UInt8>) {
        self.init(decoding: bytes, as: UTF8.self)
    }
}

extension WeightUnit {
    /// The unit whose raw value is `bytes`.
    fileprivate init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (UInt8(ascii: "k"), UInt8(ascii: "g")): self = .kg
        case (UInt8(ascii: "l"), UInt8(ascii: "b")): self = .lb
        default: return nil
        }
    }
}
