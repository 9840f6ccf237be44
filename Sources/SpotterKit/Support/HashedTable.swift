/// An open-addressed table, searched from the slot a hash the caller works out once points at, and kept at
/// most half full: the parse memo's, the exercise library's by id and the set texts'. A `Dictionary` ran
/// each key through the seeded standard hasher, about 370 instructions a replay line with the key, and
/// every line and set asks.
struct HashedTable<Key: Equatable, Value> {
    /// A key with its hash and value; the hash is 0 in an empty slot (a key that hashes to 0 is kept as
    /// 1). One list of slots, not a list each: a probe reads one place, and a `log` made three lists'
    /// types at start-up, not one.
    fileprivate struct Slot {
        var hash: UInt64
        var key: Key?
        var value: Value?
    }
    private var slots: [Slot] = []
    private(set) var count = 0
    /// A `log` puts one line and a phrase or two in the memo: a first table of 64 slots cost it 2% more
    /// instructions than the `Dictionary` did.
    private static var fewestSlots: Int { 8 }

    /// A table that holds `capacity` keys before it grows; grown from nothing when 0, so a `log` that
    /// reads one line makes a small one.
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        allocate(slots: max(Self.fewestSlots, 1 << (Int.bitWidth - (2 * capacity - 1).leadingZeroBitCount)))
    }

    func value(for key: Key, hash: UInt64) -> Value? {
        slot(hash: hash) { $0 == key }.flatMap { slots[$0].value }
    }

    /// Adds a key the table does not hold.
    mutating func insert(_ value: Value, for key: Key, hash: UInt64) {
        if 2 * (count + 1) > slots.count { grow() }
        guard let slot = slot(hash: hash, where: { $0 == key }) else { return }
        slots[slot] = Slot(hash: Self.stored(hash), key: key, value: value)
        count += 1
    }

    /// The slot holding a key of this hash that `matches`, else the empty slot where it would go; nil
    /// while there is no table.
    private func slot(hash: UInt64, where matches: (Key) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let hash = Self.stored(hash)
        let mask = slots.count - 1
        // The hash's high bits, spread by a multiply: FNV-1a's low bits vary little between short texts.
        var slot = Int(
            truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slots.count.trailingZeroBitCount))
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, let key = slots[slot].key, matches(key) { break }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private static func stored(_ hash: UInt64) -> UInt64 { max(hash, 1) }

    private mutating func allocate(slots count: Int) {
        // Each slot made empty in place: `Array(repeating:count:)` copied a slot of a key and value type it
        // knew only generically into each, about 155 instructions a slot (40,000 for the exercise library's).
        slots = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<count { (base + index).initialize(to: Slot(hash: 0, key: nil, value: nil)) }
            initialized = count
        }
        self.count = 0
    }

    /// Twice the slots (`fewestSlots` at first), with every key put in again.
    private mutating func grow() {
        let old = slots
        allocate(slots: max(Self.fewestSlots, 2 * old.count))
        for index in old.indices {
            guard let key = old[index].key, let value = old[index].value else { continue }
            insert(value, for: key, hash: old[index].hash)
        }
    }
}

extension HashedTable: Sendable where Key: Sendable, Value: Sendable {}
extension HashedTable.Slot: Sendable where Key: Sendable, Value: Sendable {}

/// The texts' table (the parse memo's, the exercise library's, the engine's exercises by name), keyed on
/// the FNV-1a hash of a text's bytes. Texts that differ only in Unicode normalisation are different keys
/// here: a memo miss, no more.
typealias TextTable<Value> = HashedTable<String, Value>

extension HashedTable where Key == String {
    /// The hash `value(for:hash:)` and `insert` take, worked out once per text.
    static func hash(_ text: String) -> UInt64 { FNV1a.hash(text) }

    /// The hash of a text given as its UTF-8 bytes.
    static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { FNV1a.hash(bytes) }

    /// The value for `text`, its hash worked out here.
    subscript(text: String) -> Value? { value(for: text, hash: Self.hash(text)) }

    /// Adds a text the table does not hold.
    mutating func insert(_ value: Value, for text: String) { insert(value, for: text, hash: Self.hash(text)) }

    /// The text held for these UTF-8 bytes with its value, found without making a String of the bytes.
    func entry(utf8 bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (text: String, value: Value)? {
        guard let slot = slot(hash: hash, where: { $0.withUTF8Bytes { $0.hasSameBytes(as: bytes) } }),
            let text = slots[slot].key, let value = slots[slot].value
        else { return nil }
        return (text, value)
    }
}
