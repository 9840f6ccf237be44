/// Each set's text (`5 × 100 kg`) by its figures: a set line says its sets, `done` says them all again,
/// and the same few figures come back session after session. Bounded like `ParseMemo`.
final class SetTextMemo {
    /// What `Format.set` reads of a plain set (no flags, note or hold), the numbers by their bits.
    private struct Figures: Hashable {
        var reps: Int?
        var load: UInt64?
        var unit: WeightUnit?
        var rpe: UInt64?

        /// The figures folded into one word before hashing: four optionals cost a hasher round each,
        /// and every set a line or wrap-up says is looked up here. Equal figures fold alike.
        func hash(into hasher: inout Hasher) {
            var folded = UInt64(bitPattern: Int64(reps ?? -1))
            folded = folded &* 31 &+ (load ?? 1)
            folded = folded &* 31 &+ (unit == nil ? 0 : unit == .kg ? 1 : 2)
            folded = folded &* 31 &+ (rpe ?? 1)
            hasher.combine(folded)
        }
    }

    let capacity: Int
    private var texts: [Figures: String] = [:]

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// `Format.set(sets[index])`, made once per distinct figures. Read in place: the set passed from
    /// its list was copied whole (its texts retained and released) for every set a line or wrap-up says.
    func text(of sets: [SetRecord], at index: Int) -> String {
        // Flags, notes and holds are rare and varied: those sets are written each time.
        guard sets[index].flags.isEmpty, sets[index].note == nil, sets[index].holdSeconds == nil else {
            return Format.set(sets[index])
        }
        let load = sets[index].load
        let figures = Figures(
            reps: sets[index].reps, load: load?.value.bitPattern, unit: load?.unit, rpe: sets[index].rpe?.bitPattern)
        if let known = texts[figures] { return known }
        if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
        let text = Format.set(sets[index])
        texts[figures] = text
        return text
    }
}
