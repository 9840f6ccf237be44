/// Each set's text (`5 × 100 kg`) by its figures: a set line says its sets, `done` says them all again,
/// and the same few figures come back session after session. Bounded like `ParseMemo`.
final class SetTextMemo {
    let capacity: Int
    /// An open-addressed table searched from the slot the figures hash to: a `Dictionary` ran each
    /// lookup through the seeded standard hasher (about 320 instructions, a hundred thousand times a replay).
    /// Kept at most half full, and grown from nothing: a `log` that says no set makes no table.
    private var keys: [SetFigures?] = []
    private var texts: [String] = []
    private var count = 0

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// `Format.set(sets[index])`, made once per distinct figures. Read in place: the set passed from
    /// its list was copied whole (its texts retained and released) for every set a line or wrap-up says.
    func text(of sets: [SetRecord], at index: Int) -> String {
        // Flags, notes and holds are rare and varied: those sets are written each time.
        guard sets[index].flags.isEmpty, sets[index].note == nil, sets[index].holdSeconds == nil else {
            return Format.set(sets[index])
        }
        let figures = SetFigures(sets[index])
        if let slot = slot(of: figures), keys[slot] != nil { return texts[slot] }
        let text = Format.set(sets[index])
        if count >= capacity {
            keys = []
            texts = []
            count = 0
        }
        if 2 * (count + 1) > keys.count { grow() }
        if let slot = slot(of: figures) {
            keys[slot] = figures
            texts[slot] = text
            count += 1
        }
        return text
    }

    /// The slot holding `figures`, else the empty slot where they would go; nil while there is no table.
    private func slot(of figures: SetFigures) -> Int? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(figures) >> UInt64(64 - keys.count.trailingZeroBitCount)) & mask
        while let key = keys[slot], key != figures { slot = (slot + 1) & mask }
        return slot
    }

    /// The figures `Format.set` reads of a plain set folded into one word, spread over the table by a
    /// multiply. Equal figures fold alike: `+ 0` makes a negative zero the positive one it equals.
    private static func hash(_ figures: SetFigures) -> UInt64 {
        var folded = UInt64(bitPattern: Int64(figures.reps ?? -1))
        folded = folded &* 31 &+ (figures.load.map { ($0.value + 0).bitPattern } ?? 1)
        folded = folded &* 31 &+ (figures.load == nil ? 0 : figures.load?.unit == .kg ? 1 : 2)
        folded = folded &* 31 &+ (figures.rpe.map { ($0 + 0).bitPattern } ?? 1)
        return folded &* 0x9E37_79B9_7F4A_7C15
    }

    /// Twice the slots (64 at first), with every entry put in again.
    private func grow() {
        let oldKeys = keys
        let oldTexts = texts
        keys = Array(repeating: nil, count: max(64, 2 * oldKeys.count))
        texts = Array(repeating: "", count: keys.count)
        for index in oldKeys.indices {
            guard let key = oldKeys[index], let slot = slot(of: key) else { continue }
            keys[slot] = key
            texts[slot] = oldTexts[index]
        }
    }
}
