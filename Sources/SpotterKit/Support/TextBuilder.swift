/// A message put together piece by piece as UTF-8 bytes, then said as those bytes (`LineContext.say`) or made
/// a String once, at the end.
///
/// Each `+=` of a short piece onto a String cost about 350 instructions (and interpolation about as
/// much per piece); a set line says a dozen pieces and a workout's wrap-up a hundred.
struct TextBuilder {
    private var bytes: [UInt8] = []

    /// Room for about `capacity` bytes; more is taken as needed.
    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: String) {
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    /// Appends the number as `String(number)` writes it.
    mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Appends `100 kg` (`Format.load`), piece by piece: the whole made two more strings.
    mutating func append(_ load: Load) {
        append(Format.number(load.value, decimals: 2))
        bytes.append(UInt8(ascii: " "))
        append(load.unit.rawValue)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes built: valid UTF-8, as every piece came from a String or is an ASCII digit.
    var utf8: [UInt8] { bytes }
}
