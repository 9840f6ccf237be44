/// Read-time screening: reports show an implausible stored figure as `?` and name it, never sum it.
extension Plausibility {
    /// The entries with every implausible one turned into an item to review: a food keeps its text
    /// without figures, anything else becomes a review of its kind naming the figure.
    public static func screened(_ entries: [Entry]) -> [Entry] {
        entries.map(screened)
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
