/// The parse memo's table from texts to readings, searched from the slot a hash of the text's bytes
/// (`FNV1a`) points at. A `Dictionary` ran each line's key through the seeded standard hasher, about 370
/// instructions a line with the key, and a replay looks up every line. Texts that differ only in Unicode
/// normalisation are different keys here: a memo miss, no more.
struct MemoTable<Value> {
    /// Each slot's hash, 0 for an empty slot (a text that hashes to 0 is kept as 1).
    private var hashes: [UInt64] = []
    private var texts: [String] = []
    private var values: [Value?] = []
    private(set) var count = 0

    /// A table that holds `capacity` texts before it grows; grown from nothing when 0, so a `log` that
    /// reads one line makes a small one.
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        allocate(slots: max(64, 1 << (Int.bitWidth - (2 * capacity - 1).leadingZeroBitCount)))
    }

    /// The hash `value(for:hash:)` and `insert` take, worked out once per text.
    static func hash(_ text: String) -> UInt64 {
        let hash = text.withUTF8Bytes { FNV1a.hash($0) }
        return hash == 0 ? 1 : hash
    }

    func value(for text: String, hash: UInt64) -> Value? {
        guard let slot = slot(of: text, hash: hash), hashes[slot] != 0 else { return nil }
        return values[slot]
    }

    /// Adds a text the table does not hold.
    mutating func insert(_ value: Value, for text: String, hash: UInt64) {
        if 2 * (count + 1) > hashes.count { grow() }
        guard let slot = slot(of: text, hash: hash) else { return }
        hashes[slot] = hash
        texts[slot] = text
        values[slot] = value
        count += 1
    }

    /// The slot holding `text`, else the empty slot where it would go; nil while there is no table.
    private func slot(of text: String, hash: UInt64) -> Int? {
        guard !hashes.isEmpty else { return nil }
        let mask = hashes.count - 1
        // The hash's high bits, spread by a multiply: FNV-1a's low bits vary little between short texts.
        var slot = Int(
            truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - hashes.count.trailingZeroBitCount))
        while hashes[slot] != 0, hashes[slot] != hash || texts[slot] != text { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func allocate(slots: Int) {
        hashes = Array(repeating: 0, count: slots)
        texts = Array(repeating: "", count: slots)
        values = Array(repeating: nil, count: slots)
        count = 0
    }

    /// Twice the slots (64 at first), with every text put in again.
    private mutating func grow() {
        let (oldHashes, oldTexts, oldValues) = (hashes, texts, values)
        allocate(slots: max(64, 2 * oldHashes.count))
        for index in oldHashes.indices where oldHashes[index] != 0 {
            guard let value = oldValues[index] else { continue }
            insert(value, for: oldTexts[index], hash: oldHashes[index])
        }
    }
}
