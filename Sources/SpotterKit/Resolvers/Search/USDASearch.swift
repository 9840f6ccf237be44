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
    let foods: USDAFoods
    /// The index's words by id, to name a query's terms.
    let words: SearchWords

    /// The top candidate when it is plausible (see `plausible`), else nil.
    let best: FoodSearchIndex.Candidate?
    let certainty: Certainty?
    /// The phrase's last food noun, which a partial match must name.
    let lastNoun: String?
    /// The best is only what the phrase adds with `with` (`Pancake syrup` for `pancakes with syrup`).
    let isAddedOnly: Bool
    /// The words before `with` when the match is only what `with` adds.
    let unnamedMain: String?
    /// A word was read as another and the match still left words out: no match.
    let isGuessedTwice: Bool

    init(_ text: String, preferring sizeWords: [String] = [], in database: USDADatabase, limit: Int = 5) {
        let index = database.index
        let ranking = index.ranking(text, preferring: sizeWords, limit: max(limit, Self.namedNounCandidates))
        let (query, ranked) = (ranking.query, ranking.candidates)
        self.query = query
        let terms = Set(query.terms.map { index.words[Int($0)] })
        let mainPhrase = Self.mainPhrase(text)
        let ordered = Self.preferringUSDAsGenericFood(
            Self.preferringWhatThePhraseNames(
                Self.preferringNamedMatches(
                    Self.preferringSurveyFoods(
                        Self.preferringWholeMatches(Array(ranked.prefix(limit))), database.foods),
                    query: query, terms: terms, index: index, foods: database.foods),
                among: ranked, noun: mainPhrase.last, text: text, index: index, foods: database.foods),
            query: query, terms: terms, index: index, foods: database.foods)
        foods = database.foods
        words = index.words
        let lastNoun = mainPhrase.filter { !Self.formNouns.contains($0) }.compactMap { index.id(of: $0) }
            .last { index.isHeadNoun(id: $0) }
        self.lastNoun = lastNoun.map { index.words[Int($0)] }
        let isPlausible = { [query, foods, words] (candidate: FoodSearchIndex.Candidate) in
            Self.plausible(candidate, query: query, lastNoun: lastNoun) { term in
                Self.mentions(foods, candidate.food, words[Int(term)])
            }
        }
        // `chocolate-covered marshmallow pie` is `Pie, chocolate-marshmallow`, a little behind
        // `Marshmallow, chocolate covered`, which is no pie; only a food the phrase says the main
        // name of will do.
        candidates =
            ordered.first.map { top in
                isPlausible(top)
                    ? ordered
                    : Self.movingToFront(
                        ordered.firstIndex {
                            $0.headMatched && $0.score >= top.score - Self.plausibleMargin
                                && $0.coverage >= max(Self.minimumCoverage, top.coverage - Self.plausibleMargin)
                                && isPlausible($0)
                        },
                        of: ordered)
            } ?? ordered
        var best = candidates.first.flatMap { isPlausible($0) ? $0 : nil }
        // `pancakes with syrup` is no `Pancake syrup`: a food that is only what `with` adds is a
        // loose match at best, and never one dish of the two.
        let addedOnly = best.map { [foods] in Self.isAddedOnly($0, text: text, foods) } ?? false
        isAddedOnly = addedOnly
        var certainty = Self.certainty(best, runnerUp: Self.runnerUp(in: candidates, foods: foods), foods: foods)
        let byBrand = best.map { [foods, words] in
            Self.namesOnlyByBrand(foods.name(at: $0.food), query: query, words: words)
        }
        if addedOnly || byBrand == true { certainty = .loose }
        // `a quest bar` is no `Queso Asadero`: a loose match on nothing but a word read as another is no match.
        let guessed = Set(query.corrections.filter { !$0.typed.contains(" ") }.map(\.read))
        isGuessedTwice =
            certainty == .loose && !guessed.isEmpty
            && best.map { [foods] best in
                !terms.subtracting(guessed).contains { Self.mentions(foods, best.food, $0) }
            } ?? false
        if isGuessedTwice { (best, certainty) = (nil, nil) }
        // A `bubble tea` is no herbal tea and a `poke bowl` no pokeweed: USDA lists nothing like these dishes, and
        // the word of them it does list names another food. Kept for review, not a loose match.
        if FoodSearchIndex.namesUnlistedDish(mainPhrase) { (best, certainty) = (nil, nil) }
        self.best = best
        self.certainty = certainty
        unnamedMain = addedOnly ? mainPhrase.joined(separator: " ") : nil
    }

    /// Searches the food words of a parsed phrase, preferring foods that name its size word.
    init(_ phrase: QuantityPhrase, in database: USDADatabase, limit: Int = 5) {
        self.init(phrase.searchText, preferring: phrase.sizeWords, in: database, limit: limit)
    }

    /// A food people report eating goes before an ingredient row that holds no more of the phrase
    /// and scores a little better (`a frosted cinnamon bun` is `Roll, sweet, cinnamon bun, frosted`,
    /// not SR28's `Cinnamon buns, frosted`).
    static func preferringSurveyFoods(
        _ candidates: [FoodSearchIndex.Candidate], _ foods: USDAFoods
    )
        -> [FoodSearchIndex.Candidate]
    {
        guard let top = candidates.first, !foods.isSurveyFood(at: top.food) else { return candidates }
        let survey = candidates.firstIndex {
            foods.isSurveyFood(at: $0.food) && $0.coverage >= top.coverage && $0.score >= top.score - surveyMargin
        }
        return movingToFront(survey, of: candidates)
    }

    /// `candidates` with the one at `index` first; unchanged when there is none.
    static func movingToFront(
        _ index: Int?, of candidates: [FoodSearchIndex.Candidate]
    )
        -> [FoodSearchIndex.Candidate]
    {
        guard let index, index > 0 else { return candidates }
        var reordered = candidates
        reordered.insert(reordered.remove(at: index), at: 0)
        return reordered
    }

    /// A food that holds every word of the phrase goes before a slightly better-scored one that
    /// leaves a word out (`root beer` is `Soft drink, root beer`, not `Beer`).
    /// Short of that, one that holds far more of the phrase does (`hash brown patty` is `Potato,
    /// hash brown`, not `Hash`).
    static func preferringWholeMatches(_ candidates: [FoodSearchIndex.Candidate]) -> [FoodSearchIndex.Candidate] {
        guard let top = candidates.first, top.coverage < 0.999 else { return candidates }
        let near = candidates.indices.filter { candidates[$0].score >= top.score - wholeMatchMargin }
        let whole =
            near.first { candidates[$0].coverage >= 0.999 }
            ?? near.filter { candidates[$0].coverage >= top.coverage + fullerMatchGain }
            .max { candidates[$0].coverage < candidates[$1].coverage }
        return movingToFront(whole, of: candidates)
    }

    /// Whether `candidate` is only what the phrase adds with `with`: its name starts with a
    /// compound whose last word is an added food and whose others hold the phrase's main food as
    /// a mere modifier (`Pancake syrup` for `pancakes with syrup`; `Egg, cheese, and sausage on
    /// biscuit` for a sandwich with egg is no such compound).
    static func isAddedOnly(_ candidate: FoodSearchIndex.Candidate, text: String, _ foods: USDAFoods) -> Bool {
        let terms = FoodSearchIndex.terms(text)
        guard let with = terms.firstIndex(of: "with") else { return false }
        let main = Set(terms[..<with]).subtracting(FoodSearchIndex.stopWords).subtracting(formNouns)
        let added = Set(terms[(with + 1)...]).subtracting(FoodSearchIndex.stopWords)
        let name = foods.name(at: candidate.food)
        let names = mainNames(name)
        return mainPart(name).contains(where: main.contains) && !names.contains(where: main.contains)
            && names.contains(where: added.contains)
    }

    /// Whether a description holds only words the phrase says after `with`, none said before it
    /// (`Icing, white` for `eclair with icing`).
    static func isOnlyWhatIsAdded(_ description: String, text: String) -> Bool {
        let terms = FoodSearchIndex.terms(text)
        guard let with = terms.firstIndex(of: "with") else { return false }
        let named = Set(FoodSearchIndex.descriptionTerms(description))
        return !terms[..<with].contains(where: named.contains)
            && terms[(with + 1)...].contains { !FoodSearchIndex.stopWords.contains($0) && named.contains($0) }
    }

    /// The nouns a description is about: the last word of each food its first part joins with
    /// `and` or `or` (`Chicken or turkey and rice` is chicken, turkey and rice; `Pancake syrup`
    /// is syrup; `Hamburger (McDonalds)` is a hamburger).
    static func mainNames(_ description: String) -> [String] {
        var names: [String] = []
        var previous: String?
        var last: String?
        func close() {
            last.map { names.append($0) }
            // `Fish sandwich` is about fish as much as about a sandwich.
            if let last, formNouns.contains(last), let previous { names.append(previous) }
        }
        for word in mainPart(description) {
            if word == "and" || word == "or" {
                close()
                last = nil
                previous = nil
            } else {
                previous = last
                last = word
            }
        }
        close()
        return names
    }

    /// How many candidates the search for a food the phrase's noun names looks through.
    static let namedNounCandidates = 20

    /// A food that is what the phrase's last word names (from `pool`, the wider ranking) goes before
    /// one that only comes on it: `a white hamburger bun` is `Roll, white, hamburger bun`, not
    /// `Hamburger, on white bun`; nor is `sweet chocolate milk` a chocolate morsel whose other
    /// names say `milk chocolate`, nor `an eclair with icing` the icing.
    static func preferringWhatThePhraseNames(
        _ candidates: [FoodSearchIndex.Candidate], among pool: [FoodSearchIndex.Candidate], noun: String?,
        text: String, index: FoodSearchIndex, foods: USDAFoods
    ) -> [FoodSearchIndex.Candidate] {
        guard let top = candidates.first, let noun, !formNouns.contains(noun) else { return candidates }
        // Told from the index where it can: reading each candidate's name into words was 510,000 instructions
        // of `a bowl of ramen`.
        let nounID = index.words[noun]
        let isNamed = { (candidate: FoodSearchIndex.Candidate) in
            index.names(candidate.food, noun: nounID) ?? names(foods.name(at: candidate.food), noun)
        }
        guard !isNamed(top) else { return candidates }
        let onlyOtherNames =
            !FoodSearchIndex.descriptionTerms(foods.name(at: top.food)).contains(noun)
            && synonyms(of: top.food, have: noun, id: nounID, index: index, foods: foods)
        // `eclair with sweet icing` is an eclair, not the icing it comes with.
        guard
            onlyOtherNames || attachedWords(foods.name(at: top.food)).contains(noun)
                || isOnlyWhatIsAdded(foods.name(at: top.food), text: text)
        else { return candidates }
        // A food said only by its other names may hold more of the phrase than one that is named so.
        let coverageNeeded = onlyOtherNames ? max(minimumCoverage, top.coverage - plausibleMargin * 2) : top.coverage
        guard
            let named = pool.first(where: {
                $0.coverage >= coverageNeeded - 0.001 && $0.score >= top.score - namedNounMargin && isNamed($0)
            })
        else { return candidates }
        return [named] + candidates.filter { $0 != named }.prefix(candidates.count - 1)
    }

    /// Whether the food's synonyms have `noun` as a word: told from the index's other names where it can, as
    /// reading the synonyms into words was 46,000 instructions of each search for `a bowl of ramen`. Other
    /// names are kept without stop words, and split at commas too, which join digits into one word (`1,000`).
    private static func synonyms(
        of food: Int, have noun: String, id: Int32?, index: FoodSearchIndex, foods: USDAFoods
    ) -> Bool {
        if !FoodSearchIndex.stopWords.contains(noun), !noun.utf8.contains(where: { $0 &- UInt8(ascii: "0") < 10 }),
            let known = index.otherNamesHold(food, word: id)
        {
            return known
        }
        return FoodSearchIndex.terms(foods.synonyms(at: food)).contains(noun)
    }

    /// How much lower a food the phrase's noun names may score and still go first.
    static let namedNounMargin = 0.6

    /// The words of a description that follow an attaching word in their part: `white bun` of
    /// `Hamburger, on white bun`.
    private static func attachedWords(_ description: String) -> [String] {
        description.split(atASCII: ",").flatMap { part in
            FoodSearchIndex.terms(part.prefix(beforeASCII: "(")).drop { !attachingWords.contains($0) }.dropFirst()
        }
    }

    /// The nouns a description is about: its main names and the ends of its parts (what the index keeps of
    /// each food for `preferringWhatThePhraseNames`).
    static func namedNouns(_ description: String) -> [String] {
        mainNames(description) + partEnds(description)
    }

    /// Whether `noun` is one of `namedNouns(description)`, the part ends read only when the main names lack it.
    private static func names(_ description: String, _ noun: String) -> Bool {
        mainNames(description).contains(noun) || partEnds(description).contains(noun)
    }

    /// The last word of each part of a description that does not attach it to another food
    /// (`bun` of `Roll, white, hamburger bun`; none of `Hamburger, on white bun`).
    private static func partEnds(_ description: String) -> [String] {
        description.split(atASCII: ",").compactMap { part in
            let words = FoodSearchIndex.terms(part.prefix(beforeASCII: "("))
            guard let first = words.first, !attachingWords.contains(first) else { return nil }
            return words.last
        }
    }

    /// How much lower a plausible food may score (and hold less of the phrase) than an implausible
    /// top and go first instead.
    static let plausibleMargin = 0.2

    /// How much lower a whole match may score and still go first.
    static let wholeMatchMargin = 0.1
    /// How much lower a survey food may score than an ingredient row and still go first.
    static let surveyMargin = 0.15
    /// The words of a description's first part, before a comma, a bracket or an attaching word:
    /// `pancake syrup` of `Pancake syrup, light`.
    private static func mainPart(_ description: String) -> ArraySlice<String> {
        firstPart(description).prefix { !attachingWords.contains($0) }
    }

    /// The words of a description before its first comma or bracket: `cookie` of `Cookie, oatmeal`.
    static func firstPart(_ description: String) -> [String] {
        FoodSearchIndex.terms(description.prefix(beforeASCII: ",", or: "("))
    }

    /// How much more of the phrase a near candidate must hold to go first.
    static let fullerMatchGain = 0.25

    /// The words before the first that attaches something else (`pretzels` of `pretzels with salt`).
    static func mainPhrase(_ text: String) -> ArraySlice<String> {
        let words = FoodSearchIndex.terms(text)
        return words.prefix { !attachingWords.contains($0) }
    }

    /// Nouns of a food's shape or style rather than what it is (`Kit Kat bar`, `tilapia fillet`,
    /// `cookie, butter or sugar style`).
    static let formNouns: Set<String> = Set(
        [
            "bar", "fillet", "filet", "patty", "piece", "slice", "stick", "strip", "cube", "wedge", "square", "link",
            "sandwich", "style",
        ]
        .map(FoodWords.folded))

    static let attachingWords: Set<String> = [
        "with", "on", "from", "in", "over", "made", "that", "topped", "served", "for", "without", "into", "under",
        "no", "using",
    ]

    /// Below this share of the phrase's weight a food is not a plausible answer.
    static let minimumCoverage = 0.5
    /// Scores closer than this make a close call.
    static let closeMargin = 0.05

    /// Most of the phrase's weight, or its main name and a third of it (sentences carry words no
    /// name holds); a partial match must also hold the phrase's last food noun (`oat milk` is no
    /// kind of oats).
    private static func plausible(
        _ top: FoodSearchIndex.Candidate, query: FoodSearchIndex.Query, lastNoun: Int32?, mentions: (Int32) -> Bool
    ) -> Bool {
        let mainNameSuffices = top.headMatched && top.coverage >= minimumCoverage * 0.6 && query.ignored.isEmpty
        guard top.coverage >= minimumCoverage || mainNameSuffices else { return false }
        if top.coverage < 0.999, let lastNoun, !mentions(lastNoun) { return false }
        return true
    }

    private static func certainty(
        _ best: FoodSearchIndex.Candidate?, runnerUp: FoodSearchIndex.Candidate?, foods: USDAFoods
    ) -> Certainty? {
        guard let best else { return nil }
        if best.coverage < 0.999 { return .loose }
        if let runnerUp, runnerUp.score > best.score - closeMargin,
            differs(foods.kcal(at: best.food), foods.kcal(at: runnerUp.food))
        {
            return .closeCall
        }
        return .clear
    }

    /// Whether the words name one dish: a food holds nearly all of them, its main name included.
    var isDish: Bool {
        guard let best, !isAddedOnly else { return false }
        return best.coverage >= 0.8 && best.headMatched
    }

    /// Whether the best food's name holds every word, whichever part of it they are (`a Payday bar`
    /// of `Candies, HERSHEYS, PAYDAY Bar`).
    var namesEveryWord: Bool {
        guard let best, !isAddedOnly else { return false }
        return best.coverage >= 0.999
    }

    /// `burger and fries` is no `BURGER KING, french fries`: a restaurant's name in capitals is no
    /// part of the dish's name, and a match that needs it for the phrase's words is loose.
    static func namesOnlyByBrand(_ name: String, query: FoodSearchIndex.Query, words: SearchWords) -> Bool {
        guard let comma = name.firstIndex(ofASCII: ",") else { return false }
        let brand = name[..<comma]
        guard brand.filter(\.isUppercase).count >= 3, !brand.contains(where: \.isLowercase) else { return false }
        let dish = Set(FoodSearchIndex.descriptionTerms(String(name[name.index(after: comma)...])))
        return !query.terms.allSatisfy { dish.contains(words[Int($0)]) }
    }

    /// Whether the words name one dish whose name also holds every (or, if not `every`, some) food
    /// noun of `part`: `a cup of chicken and rice coated in a cream sauce` is `Chicken or turkey and
    /// rice with cream sauce`.
    func isDish(naming part: String, every: Bool, index: FoodSearchIndex) -> Bool {
        guard let best, !isAddedOnly, best.headMatched, best.coverage >= Self.partialDishCoverage else { return false }
        let nouns = FoodSearchIndex.terms(part).filter { index.isHeadNoun($0) }
        let named = { Self.mentions(self.foods, best.food, $0) }
        return every ? !nouns.isEmpty && nouns.allSatisfy(named) : nouns.isEmpty || nouns.contains(where: named)
    }

    /// A dish that names the part may leave this much of the told words out (`coated`, `homemade`).
    static let partialDishCoverage = 0.6

    var runnerUp: FoodSearchIndex.Candidate? { Self.runnerUp(in: candidates, foods: foods) }

    /// The candidate after the first: of those scored within `closeMargin` of it, the first whose
    /// energy differs (`from frozen, thin crust` against `from restaurant or fast food, thin crust`,
    /// past a `from school lunch` row of the same energy).
    private static func runnerUp(
        in candidates: [FoodSearchIndex.Candidate], foods: USDAFoods
    ) -> FoodSearchIndex.Candidate? {
        guard let first = candidates.first, candidates.count > 1 else { return nil }
        return candidates.dropFirst().first {
            $0.score > first.score - closeMargin && differs(foods.kcal(at: first.food), foods.kcal(at: $0.food))
        } ?? candidates[1]
    }

    /// Why the top candidate was not taken, or nil when it was (or there was none).
    var rejection: String? {
        guard best == nil, let top = candidates.first else { return nil }
        if isGuessedTwice { return "a word was read as another and the match still leaves words out" }
        if top.coverage < Self.minimumCoverage { return "under \(Int(Self.minimumCoverage * 100)) % of the words" }
        return "the best leaves out \"\(lastNoun ?? "")\", the phrase's main food"
    }

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
        let unnamedPlace = query.place.filter { !Self.mentions(foods, best.food, $0) }
        if !unnamedPlace.isEmpty { parts.append("no food is named for where it came from") }
        switch certainty {
        case .clear: break
        case .closeCall:
            if let runnerUp { parts.append("close call; runner-up \(foods.name(at: runnerUp.food))") }
        case .loose:
            let missing =
                query.terms.map { words[Int($0)] }.filter { !Self.mentions(foods, best.food, $0) } + query.ignored
            if let unnamedMain {
                parts.append("loose match, not named for \"\(unnamedMain)\"")
            } else if missing.isEmpty {
                // `2 hot pockets`: every word is in the name, but only as its brand's.
                parts.append("loose match, named only by its brand")
            } else {
                parts.append("loose match, \"\(missing.joined(separator: " "))\" not in its name")
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Names of the closest foods, for a phrase that matched nothing plausible.
    var closest: [String] {
        candidates.prefix(3).map { foods.name(at: $0.food) }
    }

    /// Whether the food's name or synonyms hold the (folded) word.
    private static func mentions(_ foods: USDAFoods, _ food: Int, _ word: String) -> Bool {
        FoodSearchIndex.descriptionTerms(foods.name(at: food)).contains(word)
            || FoodSearchIndex.terms(foods.synonyms(at: food)).contains(word)
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
