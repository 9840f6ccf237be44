/// Object keys known beforehand, found by their bytes: a parser meeting one takes its text and hash from
/// here rather than making a string of it and hashing it, a dozen times in every journal line.
struct JSONKeyTable: Sendable {
    /// A known key with its bytes packed into two words, zero past its end.
    private struct Known: Sendable {
        let low: UInt64
        let high: UInt64
        let count: Int
        let key: JSONKey
    }

    /// Two words hold a key's bytes: a longer key is never known.
    static let longest = 16

    /// 0 when empty, else one more than the index in `known`; kept at most half full.
    private var slots: [Int32]
    private var known: [Known] = []

    init(_ keys: [JSONKey]) {
        slots = Array(
            repeating: 0, count: max(8, 1 << (Int.bitWidth - (2 * max(keys.count, 1) - 1).leadingZeroBitCount)))
        known.reserveCapacity(keys.count)
        for key in keys where key.name.utf8.count <= Self.longest {
            let ((low, high), count) = key.name.withUTF8Bytes { ($0.packed, $0.count) }
            var slot = home(low, high)
            while slots[slot] != 0 {
                let entry = known[Int(slots[slot]) - 1]
                if entry.low == low, entry.high == high, entry.count == count { break }
                slot = (slot + 1) & (slots.count - 1)
            }
            guard slots[slot] == 0 else { continue }
            known.append(Known(low: low, high: high, count: count, key: key))
            slots[slot] = Int32(known.count)
        }
    }

    /// The known key these bytes spell, if any.
    func key(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONKey? {
        guard bytes.count <= Self.longest else { return nil }
        let (low, high) = bytes.packed
        var slot = home(low, high)
        while slots[slot] != 0 {
            let entry = known[Int(slots[slot]) - 1]
            if entry.low == low, entry.high == high, entry.count == bytes.count { return entry.key }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The first slot to try: the packed words mixed by multiplies, their high bits taken.
    private func home(_ low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slots.count.trailingZeroBitCount))
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Up to 16 bytes as two words, zero past the last byte.
    fileprivate var packed: (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        Swift.withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(self)) }
        return words
    }
}
