/// Object keys known beforehand, found by their bytes: a parser meeting one takes its text and hash from
/// here rather than making a string of it and hashing it, a dozen times in every journal line.
struct JSONKeyTable: Sendable, Equatable {
    /// Two words hold a key's bytes: a longer key is never known.
    static let longest = 16

    /// 0 when empty, else one more than the place of a key in the lists below; kept at most half full.
    private var slots: [Int]
    /// Each key's bytes packed into two words (zero past its end) and its length, its name and its hash's bits:
    /// lists of `Int`s and `String`s, whose types the runtime has made already, so that a table kept in source
    /// (`EntryDecoder+KnownKeys.swift`) is laid down whole. Built from a list of keys at every start, the
    /// decoder's table took 57,000 instructions of a `log` whose journal ends in a line it reads whole.
    private var lows: [Int] = []
    private var highs: [Int] = []
    private var counts: [Int] = []
    private var names: [String] = []
    private var hashes: [Int] = []

    init(_ keys: [JSONKey]) {
        slots = Array(
            repeating: 0, count: max(8, 1 << (Int.bitWidth - (2 * max(keys.count, 1) - 1).leadingZeroBitCount)))
        for key in keys where key.name.utf8.count <= Self.longest {
            let ((low, high), count) = key.name.withUTF8Bytes { ($0.packed, $0.count) }
            var slot = home(low, high)
            while slots[slot] != 0 {
                let place = slots[slot] - 1
                if lows[place] == low, highs[place] == high, counts[place] == count { break }
                slot = (slot + 1) & (slots.count - 1)
            }
            guard slots[slot] == 0 else { continue }
            lows.append(low)
            highs.append(high)
            counts.append(count)
            names.append(key.name)
            hashes.append(Int(truncatingIfNeeded: key.hash))
            slots[slot] = names.count
        }
    }

    /// A table laid out beforehand, as `layout` gives its lists.
    init(slots: [Int], lows: [Int], highs: [Int], counts: [Int], names: [String], hashes: [Int]) {
        self.slots = slots
        self.lows = lows
        self.highs = highs
        self.counts = counts
        self.names = names
        self.hashes = hashes
    }

    /// The table's lists, as `init(slots:lows:highs:counts:names:hashes:)` takes them.
    var layout: (slots: [Int], lows: [Int], highs: [Int], counts: [Int], names: [String], hashes: [Int]) {
        (slots, lows, highs, counts, names, hashes)
    }

    /// The known key these bytes spell, if any.
    func key(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONKey? {
        guard bytes.count <= Self.longest else { return nil }
        let (low, high) = bytes.packed
        var slot = home(low, high)
        while slots[slot] != 0 {
            let place = slots[slot] - 1
            if lows[place] == low, highs[place] == high, counts[place] == bytes.count {
                return JSONKey(name: names[place], hash: UInt64(truncatingIfNeeded: hashes[place]))
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The first slot to try: the packed words mixed by multiplies, their high bits taken.
    private func home(_ low: Int, _ high: Int) -> Int {
        let mixed =
            (UInt64(truncatingIfNeeded: low) ^ UInt64(truncatingIfNeeded: high) &* 0x9E37_79B9_7F4A_7C15)
            &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slots.count.trailingZeroBitCount))
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Up to 16 bytes as two words, zero past the last byte.
    fileprivate var packed: (Int, Int) {
        var words: (Int, Int) = (0, 0)
        Swift.withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(self)) }
        return words
    }
}
