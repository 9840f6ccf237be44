/// Why the offline resolver reads a food phrase as it does: the quantity parsed, the curated
/// alias or the ranked USDA candidates with their scores, the portion chosen and the result.
public struct FoodExplanation: Sendable {
    /// One ranked USDA candidate.
    public struct Candidate: Sendable {
        public var name: String
        public var source: String
        public var score: Double
        /// Share of the phrase's words (by weight) the food's description and synonyms hold.
        public var coverage: Double
    }

    public var phrase: String
    /// `2 cup`, `1 (count)`, or nil when no amount was given.
    public var quantity: String?
    /// The food words looked up after the amount.
    public var food: String
    /// The curated alias row that matched, if any (it wins over the search).
    public var tableRow: String?
    public var corrections: [String]
    /// Words no food mentions; they were left out of the search.
    public var ignoredWords: [String]
    /// Words after `from` no food's name holds (`starbucks`): where the food came from, weighing nothing.
    public var placeWords: [String]
    public var candidates: [Candidate]
    /// `clear`, `close call`, `loose`, or nil when nothing plausible matched.
    public var certainty: String?
    /// Why no candidate was taken (`under 50 % of the words`), when none was.
    public var rejection: String?
    /// The resolver's answer for the phrase, as it would be journaled.
    public var resolution: FoodResolution

    /// Explains `phrase` with `resolver`'s table and database.
    public init(_ phrase: String, resolver: TableFoodResolver) {
        self.phrase = phrase
        resolution = resolver.resolve(phrase)
        var food = phrase
        var searched = QuantityPhrase(quantity: nil, size: nil, food: phrase)
        var quantity: String?
        if case .success(let parsed) = QuantityParser.parse(phrase) {
            let reading = parsed.readingContainer()
            food = reading.food
            searched = reading
            quantity = reading.quantity.map { Self.describe($0) }
        }
        self.food = food
        self.quantity = quantity
        tableRow = resolver.table.match(food)?.row.name
        let search = USDASearch(searched, in: resolver.usda)
        corrections = search.query.corrections.map { "\($0.typed) → \($0.read)" }
        ignoredWords = search.query.ignored
        placeWords = search.query.place
        candidates = search.candidates.map {
            let usda = search.foods[$0.food]
            return Candidate(name: usda.name, source: usda.reference, score: $0.score, coverage: $0.coverage)
        }
        certainty = search.certainty?.rawValue
        rejection = search.rejection
    }

    private static func describe(_ quantity: Quantity) -> String {
        let amount = Format.number(quantity.amount)
        switch quantity.unit {
        case nil: return "\(amount) (a count)"
        case .count(let key)?: return "\(amount) \(key)"
        case let unit?: return "\(amount) \(unit.portionKey ?? "\(unit)")"
        }
    }

    /// The explanation as lines of text.
    public var lines: [String] {
        var lines = ["\"\(phrase)\""]
        lines.append("  quantity: \(quantity ?? "none given (default portion)") · food words: \(food)")
        if !corrections.isEmpty { lines.append("  spelling: \(corrections.joined(separator: ", "))") }
        if !ignoredWords.isEmpty { lines.append("  not in any food: \(ignoredWords.joined(separator: " "))") }
        if !placeWords.isEmpty {
            lines.append("  where it came from (no food names it): \(placeWords.joined(separator: " "))")
        }
        if let tableRow { lines.append("  curated table: \(tableRow) (used unless it lacks the portion named)") }
        if candidates.isEmpty {
            lines.append("  USDA candidates: none")
        } else {
            lines.append(
                "  USDA candidates (\(certainty.map { "\($0) match" } ?? "none plausible: \(rejection ?? "no match")")):"
            )
            for (rank, candidate) in candidates.enumerated() {
                lines.append(
                    "    \(rank + 1). \(candidate.name) [\(candidate.source)] score \(Format.number(candidate.score, decimals: 2))"
                        + " · words \(Int((candidate.coverage * 100).rounded())) %")
            }
        }
        switch resolution {
        case .resolved(let foods):
            for food in foods {
                lines.append(
                    "  → \(food.name): \(FoodIntercept.figures(food)) · \(food.status.rawValue) [\(food.source)]")
                if let note = food.note { lines.append("    portion and match: \(note)") }
            }
        case .unresolved(let reason):
            lines.append("  → needs review: \(reason)")
        }
        return lines
    }
}
