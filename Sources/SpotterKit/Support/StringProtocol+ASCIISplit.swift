/// Cutting text at ASCII signs by their bytes rather than by Characters: the same places wherever no
/// such sign is followed by a combining mark (USDA's descriptions and labels are such text). Read by
/// Characters, keying one food's portion labels took up to 500,000 instructions of a `log`, and naming
/// a search's candidates about as much.
extension StringProtocol where SubSequence == Substring, UTF8View: BidirectionalCollection, UTF8View.Index == Index {
    /// `split(separator:)` at an ASCII separator (or either of two): the pieces between, empty ones left out.
    func split(atASCII separator: Unicode.Scalar, or other: Unicode.Scalar? = nil) -> [Substring] {
        let (first, second) = Self.bytes(separator, other)
        let bytes = utf8
        var pieces: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == first || byte == second {
                if start != index { pieces.append(self[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { pieces.append(self[start..<bytes.endIndex]) }
        return pieces
    }

    /// Where the first ASCII `sign` (or `other`) is.
    func firstIndex(ofASCII sign: Unicode.Scalar, or other: Unicode.Scalar? = nil) -> Index? {
        let (first, second) = Self.bytes(sign, other)
        return utf8.firstIndex { $0 == first || $0 == second }
    }

    /// Where the last ASCII `sign` is.
    func lastIndex(ofASCII sign: Unicode.Scalar) -> Index? { utf8.lastIndex(of: UInt8(ascii: sign)) }

    /// The text before the first ASCII `sign` (or `other`), all of it without one: `prefix { $0 != sign }`.
    func prefix(beforeASCII sign: Unicode.Scalar, or other: Unicode.Scalar? = nil) -> Substring {
        self[..<(firstIndex(ofASCII: sign, or: other) ?? endIndex)]
    }

    private static func bytes(_ sign: Unicode.Scalar, _ other: Unicode.Scalar?) -> (UInt8, UInt8) {
        let first = UInt8(ascii: sign)
        return (first, other.map { UInt8(ascii: $0) } ?? first)
    }
}
