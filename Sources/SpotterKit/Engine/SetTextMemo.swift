/// Each set's text (`5 × 100 kg`) by its figures: a set line says its sets, `done` says them all again,
/// and the same few figures come back session after session. Bounded like `ParseMemo`.
final class SetTextMemo {
    let capacity: Int
    /// Grown from nothing (`HashedTable`): a `log` that says no set makes no table.
    private var texts = HashedTable<SetFigures, String>()

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// `Format.set(sets[index])`, made once per distinct figures. Read in place: the set passed from
    /// its list was copied whole (its texts retained and released) for every set a line or wrap-up says.
    func text(of sets: [SetRecord], at index: Int) -> String {
        // Flags, notes and holds are rare and varied: those sets are written each time.
        guard sets[index].flags.isEmpty, sets[index].note == nil, sets[index].holdSeconds == nil else {
            return Format.set(sets[index])
        }
        let figures = SetFigures(sets[index])
        let hash = Self.hash(figures)
        if let known = texts.value(for: figures, hash: hash) { return known }
        let text = Format.set(sets[index])
        if texts.count >= capacity { texts = HashedTable() }
        texts.insert(text, for: figures, hash: hash)
        return text
    }

    /// The figures `Format.set` reads of a plain set folded into one word. Equal figures fold alike: `+ 0`
    /// makes a negative zero the positive one it equals.
    private static func hash(_ figures: SetFigures) -> UInt64 {
        var folded = UInt64(bitPattern: Int64(figures.reps ?? -1))
        folded = folded &* 31 &+ (figures.load.map { ($0.value + 0).bitPattern } ?? 1)
        folded = folded &* 31 &+ (figures.load == nil ? 0 : figures.load?.unit == .kg ? 1 : 2)
        folded = folded &* 31 &+ (figures.rpe.map { ($0 + 0).bitPattern } ?? 1)
        return folded
    }
}
