/// Draws feed rows: number, time, kind, text, and the key figure on the right.
public enum FeedText {
    static let textWidth = 34

    /// One row; a workout's volume is shown in `unit`, the user's.
    public static func row(number: Int, entry: Entry, style: Style, unit: WeightUnit = .kg) -> String {
        let kind = entry.kind.padding(14)
        var text = self.text(of: entry)
        if text.count > textWidth { text = String(text.prefix(textWidth - 1)) + "…" }
        var figure = self.figure(of: entry, unit: unit)
        if entry.payload.needsReview { figure = style.yellow(figure) }
        let numberText = String(number)
        let paddedNumber = String(repeating: " ", count: max(0, 3 - numberText.count)) + numberText
        return "\(paddedNumber)  \(entry.timestamp.clockTime)  \(style.dim(kind)) \(text.padding(textWidth))  \(figure)"
    }

    /// What the entry is about in words: the food phrase, the exercise, the input.
    public static func text(of entry: Entry) -> String {
        switch entry.payload {
        case .food(let food): food.text
        case .workoutSet(let set): set.exercise
        case .workoutStart(let start): start.name.map { "workout (\($0))" } ?? "workout"
        case .workoutEnd: "workout end"
        case .cardio(let cardio) where cardio.bout != nil: "\(cardio.modality.rawValue) (timed)"
        default: entry.input
        }
    }

    /// The key figure shown on the right; a workout's volume in `unit`.
    public static func figure(of entry: Entry, unit: WeightUnit = .kg) -> String {
        if Plausibility.isHeldBack(entry.payload) { return "? needs review" }
        switch entry.payload {
        case .food(let food):
            switch food.status {
            case .needsReview: return "needs review"
            case .estimated: return "~\(Format.thousands(food.kcal ?? 0)) kcal"
            case .ok: return "\(Format.thousands(food.kcal ?? 0)) kcal"
            }
        case .water(let water): return "\(Format.thousands(water.milliliters)) ml"
        case .bodyWeight(let weight): return Format.load(weight.load)
        case .workoutStart: return "started"
        case .workoutSet(let set): return Format.set(set)
        case .workoutEnd(let end):
            return
                "\(Format.duration(end.durationSeconds)) · \(Format.count(end.sets, "set")) · "
                + Format.volume(kilograms: end.volumeKilograms, unit: unit)
        case .cardio(let cardio): return Format.cardio(cardio)
        case .cardioStart(let start): return "\(start.modality.rawValue) started"
        case .sessionNote(let note): return SessionNoteText.summary(note)
        case .review: return "needs review"
        case .deletion, .edit: return ""
        }
    }
}

extension String {
    /// Pads with spaces to a display width (counting characters).
    public func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
