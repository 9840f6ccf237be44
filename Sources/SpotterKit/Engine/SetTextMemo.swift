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

    /// `Format.set(set)`, made once per distinct figures.
    func text(_ set: SetRecord) -> String {
        // Flags, notes and holds are rare and varied: those sets are written each time.
        guard set.flags.isEmpty, set.note == nil, set.holdSeconds == nil else { return Format.set(set) }
        let figures = Figures(
            reps: set.reps, load: set.load?.value.bitPattern, unit: set.load?.unit, rpe: set.rpe?.bitPattern)
        if let known = texts[figures] { return known }
        if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
        let text = Format.set(set)
        texts[figures] = text
        return text
    }
}
