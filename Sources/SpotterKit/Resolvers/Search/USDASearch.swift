/// What the ranked search made of a food's words: the query as read, the top candidates, and
/// the match it settles on (or none, with the closest foods it considered).
struct USDASearch {
    /// How sure a match is.
    enum Certainty: String {
        /// Every word found and no rival near it.
        case clear
        /// A runner-up scored almost as well and differs in energy.
        case closeCall = "close call"
        /// Some words of the phrase are not in the food's description.
        case loose
    }

    let query: FoodSearchIndex.Query
    let candidates: [FoodSearchIndex.Candidate]
    let foods: [USDAFood]
    /// The index's words by id, to name a query's terms.
    let words: [String]

    init(_ text: String, in database: USDADatabase, limit: Int = 5) {
        query = database.index.query(text)
        candidates = database.index.candidates(query, limit: limit)
        foods = database.foods
        words = database.index.words
        let index = database.index
        lastNoun = Self.mainPhrase(text).compactMap { index.id(of: $0) }.last { index.isHeadNoun(id: $0) }
    }

    /// The words before the first that attaches something else (`pretzels` of `pretzels with salt`).
    static func mainPhrase(_ text: String) -> ArraySlice<String> {
        let words = FoodSearchIndex.terms(text)
        return words.prefix { !attachingWords.contains($0) }
    }

    static let attachingWords: Set<String> = [
        "with", "on", "from", "in", "over", "made", "that", "topped", "served", "for", "without", "into", "under",
    ]

    /// Below this share of the phrase's weight a food is not a plausible answer.
    static let minimumCoverage = 0.5
    /// Scores closer than this make a close call.
    static let closeMargin = 0.05

    /// The top candidate when it is plausible: most of the phrase's weight, and for a partial
    /// match the phrase's last food noun (`oat milk` is no kind of oats).
    var best: FoodSearchIndex.Candidate? {
        guard let top = candidates.first else { return nil }
        // Its main name and a third of the weight also do: sentences carry words no name holds.
        let mainNameSuffices = top.headMatched && top.coverage >= Self.minimumCoverage * 0.6 && query.ignored.isEmpty
        guard top.coverage >= Self.minimumCoverage || mainNameSuffices else { return nil }
        if top.coverage < 0.999, let noun = lastNoun, !mentions(top.food, noun) { return nil }
        return top
    }

    /// The last word naming a food in the phrase's main part (`milk` of `oat milk`).
    let lastNoun: Int32?

    var certainty: Certainty? {
        guard let best else { return nil }
        if best.coverage < 0.999 { return .loose }
        if let runnerUp, runnerUp.score > best.score - Self.closeMargin,
            Self.differs(foods[best.food].kcal, foods[runnerUp.food].kcal)
        {
            return .closeCall
        }
        return .clear
    }

    /// Whether the words name one dish: a food holds nearly all of them, its main name included.
    var isDish: Bool {
        guard let best else { return false }
        return best.coverage >= 0.8 && best.headMatched
    }

    var runnerUp: FoodSearchIndex.Candidate? { candidates.count > 1 ? candidates[1] : nil }

    /// How far the journal may trust the match, 0...1.
    var confidence: Double {
        // A word read as another is a guess at what was meant (`bench` is no misspelt `beech`).
        if !query.corrections.isEmpty { return min(Self.correctedConfidence, certaintyConfidence) }
        return certaintyConfidence
    }

    /// Below `FoodResolution.sureConfidence`: a corrected phrase never claims a line as food.
    static let correctedConfidence = 0.5

    private var certaintyConfidence: Double {
        switch certainty {
        case .clear?: 0.9
        case .closeCall?: 0.7
        case .loose?: 0.4
        case nil: 0
        }
    }

    /// What was assumed, for the entry's note; nil for a clear match of the words as typed.
    var note: String? {
        guard let best, let certainty else { return nil }
        var parts = query.corrections.map { "read \"\($0.typed)\" as \"\($0.read)\"" }
        switch certainty {
        case .clear: break
        case .closeCall:
            if let runnerUp { parts.append("close call; runner-up \(foods[runnerUp.food].name)") }
        case .loose:
            let missing = query.terms.filter { !mentions(best.food, $0) }.map { words[Int($0)] } + query.ignored
            parts.append("loose match, \"\(missing.joined(separator: " "))\" not in its name")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Names of the closest foods, for a phrase that matched nothing plausible.
    var closest: [String] {
        candidates.prefix(3).map { foods[$0.food].name }
    }

    private func mentions(_ food: Int, _ term: Int32) -> Bool {
        let words = Set(FoodSearchIndex.terms(foods[food].name + " " + foods[food].synonyms))
        return words.contains(self.words[Int(term)])
    }

    private static func differs(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) > 0.1 * max(a, b, 1)
    }
}

extension USDASearch {
    /// `phrase` with its misspelt words replaced by the words they were read as.
    static func corrected(_ phrase: String, _ corrections: [(typed: String, read: String)]) -> String {
        let replacements = Dictionary(corrections.map { ($0.typed, $0.read) }, uniquingKeysWith: { first, _ in first })
        return FoodWords.normalized(phrase).map { replacements[FoodWords.folded($0)] ?? $0 }.joined(separator: " ")
    }
}
