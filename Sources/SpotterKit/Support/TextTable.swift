#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A table from texts to values, searched from the slot a hash of the text's bytes (`FNV1a`) points at:
/// the parse memo's, and the exercise library's by id. A `Dictionary` ran each key through the seeded
/// standard hasher, about 370 instructions a replay line with the key, and every line and set asks.
/// Texts that differ only in Unicode normalisation are different keys here: a memo miss, no more.
struct TextTable<Value> {
    /// A text with its hash and value; the hash is 0 in an empty slot (a text that hashes to 0 is kept
    /// as 1). One list of slots, not a list each: a probe reads one place, and a `log` made three lists'
    /// types at start-up, not one.
    fileprivate struct Slot {
        var hash: UInt64
        var text: String
        var value: Value?
    }
    private var slots: [Slot] = []
    private(set) var count = 0
    /// A `log` puts one line and a phrase or two in the memo: a first table of 64 slots cost it 2% more
    /// instructions than the `Dictionary` did.
    private static var fewestSlots: Int { 8 }

    /// A table that holds `capacity` texts before it grows; grown from nothing when 0, so a `log` that
    /// reads one line makes a small one.
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        allocate(slots: max(Self.fewestSlots, 1 << (Int.bitWidth - (2 * capacity - 1).leadingZeroBitCount)))
    }

    /// The hash `value(for:hash:)` and `insert` take, worked out once per text.
    static func hash(_ text: String) -> UInt64 { text.withUTF8Bytes(hash(utf8:)) }

    /// The hash of a text given as its UTF-8 bytes.
    static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let hash = FNV1a.hash(bytes)
        return hash == 0 ? 1 : hash
    }

    /// The value for `text`, its hash worked out here.
    subscript(text: String) -> Value? { value(for: text, hash: Self.hash(text)) }

    func value(for text: String, hash: UInt64) -> Value? {
        guard let slot = slot(of: text, hash: hash) else { return nil }
        return slots[slot].value
    }

    /// The text held for these UTF-8 bytes with its value, found without making a String of the bytes.
    func entry(utf8 bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (text: String, value: Value)? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = start(hash)
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, let value = slots[slot].value,
                slots[slot].text.withUTF8Bytes({ Self.same($0, bytes) })
            {
                return (slots[slot].text, value)
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func same(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        guard let first = one.baseAddress, let second = other.baseAddress else { return true }
        return memcmp(first, second, one.count) == 0
    }

    /// Adds a text the table does not hold.
    mutating func insert(_ value: Value, for text: String) { insert(value, for: text, hash: Self.hash(text)) }

    /// Adds a text the table does not hold, by its `hash`.
    mutating func insert(_ value: Value, for text: String, hash: UInt64) {
        if 2 * (count + 1) > slots.count { grow() }
        guard let slot = slot(of: text, hash: hash) else { return }
        slots[slot] = Slot(hash: hash, text: text, value: value)
        count += 1
    }

    /// The slot holding `text`, else the empty slot where it would go; nil while there is no table.
    private func slot(of text: String, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = start(hash)
        while slots[slot].hash != 0, slots[slot].hash != hash || slots[slot].text != text { slot = (slot + 1) & mask }
        return slot
    }

    /// Where the search for `hash` starts: its high bits, spread by a multiply (FNV-1a's low bits vary
    /// little between short texts).
    private func start(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slots.count.trailingZeroBitCount))
    }

    private mutating func allocate(slots count: Int) {
        slots = Array(repeating: Slot(hash: 0, text: "", value: nil), count: count)
        self.count = 0
    }

    /// Twice the slots (`fewestSlots` at first), with every text put in again.
    private mutating func grow() {
        let old = slots
        allocate(slots: max(Self.fewestSlots, 2 * old.count))
        for index in old.indices {
            guard let value = old[index].value else { continue }
            insert(value, for: old[index].text, hash: old[index].hash)
        }
    }
}

extension TextTable: Sendable where Value: Sendable {}
extension TextTable.Slot: Sendable where Value: Sendable {}
