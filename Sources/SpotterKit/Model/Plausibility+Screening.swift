/// Read-time screening: reports show an implausible stored figure as `?` and name it, never sum it.
extension Plausibility {
    /// The entries with every implausible one turned into an item to review: a food keeps its text
    /// without figures, anything else becomes a review of its kind naming the figure.
    public static func screened(_ entries: [Entry]) -> [Entry] {
        // Nearly always nothing is implausible: the list comes back as it is, not as a copy of every entry
        // (each copy retains every text of every entry).
        guard let first = entries.indices.first(where: { problem(entries[$0].payload) != nil }) else { return entries }
        var screened = entries
        for index in first..<screened.count { screened[index] = Self.screened(screened[index]) }
        return screened
    }

    /// The entry itself, or the entry to review in its place when a figure is implausible.
    public static func screened(_ entry: Entry) -> Entry {
        guard let problem = problem(entry.payload) else { return entry }
        var screened = entry
        if case .food(let food) = entry.payload {
            var held = FoodRecord(text: food.text, unresolvedReason: problem)
            held.source = marker
            screened.payload = .food(held)
        } else {
            screened.payload = .review(ReviewRecord(about: "\(marker) \(entry.kind)", reason: problem))
        }
        return screened
    }

    /// Marks a screened entry (read time only; never journaled) so reports show its figure as `?`.
    static let marker = "implausible"

    /// True for an entry `screened` held back: its figure is shown as `?`.
    public static func isHeldBack(_ payload: Payload) -> Bool {
        switch payload {
        case .food(let food): food.status == .needsReview && food.source == marker
        case .review(let review): review.about.hasPrefix(marker + " ")
        default: false
        }
    }
}
