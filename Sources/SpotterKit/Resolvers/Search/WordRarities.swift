#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How rare each word of a search index is, by word id: the log of the foods over those that mention it.
/// Worked out when the index is built and kept in it (`FoodSearchIndex.Storage.rarities`), so the index built
/// into the binary is read in place: working them out when it opened was 220,000 instructions of every
/// process's first USDA search.
struct WordRarities: RandomAccessCollection, Sendable {
    /// Per word, the two halves of its rarity's bit pattern, low first.
    private let bits: Int32List
    /// The rarity of the rarest word, which a word no food mentions weighs.
    let greatest: Double

    /// The rarities in `bits` (as `bits(postingStarts:foods:)` writes them) of the words whose foods start at
    /// `postingStarts`.
    init(bits: Int32List, postingStarts: Int32List) {
        self.bits = bits
        // Rarity falls as a word's foods grow: the greatest is the fewest foods', and one is the fewest.
        var (rarest, fewest) = (-1, Int.max)
        for id in 0..<Swift.max(postingStarts.count - 1, 0)
        where Int(postingStarts[id + 1] - postingStarts[id]) < fewest {
            (rarest, fewest) = (id, Int(postingStarts[id + 1] - postingStarts[id]))
            if fewest <= 1 { break }
        }
        greatest = rarest < 0 ? 0 : Self.value(bits, rarest)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { bits.count / 2 }
    subscript(id: Int) -> Double { Self.value(bits, id) }

    private static func value(_ bits: Int32List, _ id: Int) -> Double {
        Double(
            bitPattern: UInt64(UInt32(bitPattern: bits[2 * id])) | UInt64(UInt32(bitPattern: bits[2 * id + 1])) << 32)
    }

    /// The rarities of the words whose foods start at `postingStarts` (`words + 1` entries) among `foods`, as
    /// the index keeps them.
    static func bits(postingStarts: Int32List, foods: Int) -> Int32List {
        var bits: [Int32] = []
        for id in 0..<Swift.max(postingStarts.count - 1, 0) {
            let postings = Double(postingStarts[id + 1] - postingStarts[id])
            let pattern = log((Double(foods) + 1) / (postings + 0.5)).bitPattern
            bits += [Int32(bitPattern: UInt32(truncatingIfNeeded: pattern)), Int32(bitPattern: UInt32(pattern >> 32))]
        }
        return Int32List(bits)
    }
}
