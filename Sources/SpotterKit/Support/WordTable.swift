/// Words (units, keywords, exercise names) with a value each, looked up by the FNV-1a hash of a word's bytes.
///
/// A slot is a number pointing into dense lists of the words and values: a `TextTable` of the training
/// words made 512 slots of a word and a value each, 100,000 instructions on the first line of every process,
/// and a `Dictionary` ran each word through the seeded standard hasher. Slots and hashes are `Int`s: the
/// runtime has the type of a list of `Int`s made already, and a list of `UInt32`s or `UInt64`s had its type
/// made at every start.
struct WordTable<Value> {
    /// Each slot is 0 when empty, else one more than the index of its word; kept at most half full.
    private var slots: [Int]
    /// Each word's FNV-1a hash, its bits as an `Int`.
    private var hashes: [Int] = []
    private var words: [String] = []
    private var values: [Value] = []

    /// A table that holds `capacity` words before it grows.
    init(capacity: Int) {
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
        hashes.reserveCapacity(capacity)
        words.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// A table of `words`, each with the value at its place in `values`, placed in one pass: inserted one by
    /// one, the exercise library's 370 keys took about 240 instructions each, on every set line's start.
    /// A word given twice keeps its first value, as `update` would.
    init(words: [String], values: [Value]) {
        precondition(words.count == values.count, "a WordTable takes one value a word")
        slots = Array(repeating: 0, count: Self.slotCount(for: words.count))
        hashes = words.map { Self.hash($0) }
        self.words = words
        self.values = values
        for index in words.indices {
            let slot = slot(for: words[index], hash: hashes[index])
            guard slots[slot] == 0 else {
                // Only a repeated word finds its own slot taken: the table is built again the slow way,
                // which leaves the repeat out of the lists.
                self = WordTable(capacity: words.count)
                for (word, value) in zip(words, values) { update(word, startingFrom: value) { _ in } }
                return
            }
            slots[slot] = index + 1
        }
    }

    /// A table laid out beforehand and kept in source: `words` with their `values`, the words' `hashes`, and
    /// the `slots` a table of those words has (`layout`). Made so, a table is four arrays the compiler lays
    /// down whole: the training words' table took 81,000 instructions to build on every `log`, the exercise
    /// library's 370 names 70,000 on every set line. A test checks each such table against one built from
    /// its words.
    init(words: [String], values: [Value], hashes: [Int], slots: [Int]) {
        self.words = words
        self.values = values
        self.hashes = hashes
        self.slots = slots
    }

    /// The words' hashes and the slots, as `init(words:values:hashes:slots:)` takes them.
    var layout: (hashes: [Int], slots: [Int]) { (hashes, slots) }

    var count: Int { words.count }

    /// Every word with its value, in the order added.
    var entries: Zip2Sequence<[String], [Value]> { zip(words, values) }

    subscript(word: String) -> Value? {
        let slot = slot(for: word, hash: Self.hash(word))
        return slots[slot] == 0 ? nil : values[slots[slot] - 1]
    }

    private static func hash(_ word: String) -> Int { Int(truncatingIfNeeded: FNV1a.hash(word)) }

    /// Adds `word` with `value`, or gives it `value` when it is already held.
    mutating func insert(_ value: Value, for word: String) {
        update(word, startingFrom: value) { $0 = value }
    }

    /// Changes the value held for `word`, starting from `initial` when the table does not hold it yet.
    mutating func update(_ word: String, startingFrom initial: Value, _ change: (inout Value) -> Void) {
        let hash = Self.hash(word)
        var slot = slot(for: word, hash: hash)
        if slots[slot] == 0 {
            if 2 * (count + 1) > slots.count {
                grow()
                slot = self.slot(for: word, hash: hash)
            }
            hashes.append(hash)
            words.append(word)
            values.append(initial)
            slots[slot] = count
        }
        change(&values[slots[slot] - 1])
    }

    /// The slot holding `word`, else the empty slot where it would go.
    private func slot(for word: String, hash: Int) -> Int {
        let mask = slots.count - 1
        var slot = Self.home(of: hash, among: slots.count)
        while slots[slot] != 0 {
            let index = slots[slot] - 1
            if hashes[index] == hash, words[index] == word { break }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Twice the slots, with every word's place found again from its hash.
    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for index in hashes.indices {
            var slot = Self.home(of: hashes[index], among: slots.count)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = index + 1
        }
    }

    /// The first slot to try for a hash: its high bits, spread by a multiply, as FNV-1a's low bits vary
    /// little between short words.
    static func home(of hash: Int, among slotCount: Int) -> Int {
        Int(
            truncatingIfNeeded: (UInt64(truncatingIfNeeded: hash) &* 0x9E37_79B9_7F4A_7C15)
                >> UInt64(64 - slotCount.trailingZeroBitCount))
    }

    /// The power of two at least twice `capacity`, and at least 8.
    private static func slotCount(for capacity: Int) -> Int {
        max(8, 1 << (Int.bitWidth - (2 * max(capacity, 1) - 1).leadingZeroBitCount))
    }
}

extension WordTable: Sendable where Value: Sendable {}
