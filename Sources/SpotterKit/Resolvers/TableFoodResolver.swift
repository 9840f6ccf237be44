/// The offline `mock` resolver: answers from the food table, with real USDA figures, and never
/// guesses a number it does not have.
public struct TableFoodResolver: FoodResolving {
    /// Recorded in the journal's `resolver` field.
    public let name = "mock"
    /// The table it answers from (the built-in one, possibly overlaid by the user's file).
    public let table: FoodTable

    /// The USDA database searched after the table; nil means the built-in one, read on first use.
    private let database: USDADatabase?

    /// Creates a resolver over `table`, then `database` (the built-in USDA foods by default).
    public init(table: FoodTable = .builtIn, database: USDADatabase? = nil) {
        self.table = table
        self.database = database
    }

    /// The USDA foods searched after the table.
    public var usda: USDADatabase { database ?? .builtIn }

    /// Resolves one food phrase such as `150g chicken`, `2 large eggs` or `banana`.
    public func resolve(_ phrase: String) -> FoodResolution {
        switch resolution(phrase) {
        case .success(let food): .resolved([food])
        case .failure(let error): .unresolved(reason: error.reason)
        }
    }

    /// Phrases longer than this are sentences; refusing them keeps every call cheap.
    static let maximumLength = 200

    private func resolution(_ phrase: String) -> Result<ResolvedFood, QuantityError> {
        let text = Self.trimmed(phrase)
        guard !text.isEmpty else {
            return .failure(QuantityError(reason: "there is no food to look up; type one, e.g. `150g chicken`"))
        }
        guard text.utf8.count <= Self.maximumLength else {
            return .failure(
                QuantityError(
                    reason: "the text is too long to be one food; name one food per line, e.g. `150g chicken`"))
        }
        // A phrase that is an alias as a whole wins over reading a quantity into it:
        // `93/7 ground turkey` is not 13.3 portions of ground turkey.
        if let match = table.exactMatch(text) {
            let size = PortionSize.match(FoodWords.normalized(text), at: 0)
            return food(quantity: nil, size: size, match: match, typed: text)
        }
        let failure: QuantityError
        switch QuantityParser.parse(text) {
        case .failure(let error):
            failure = error
        case .success(let quantityPhrase):
            let parsed = quantityPhrase.readingContainer()
            if parsed.food.isEmpty {
                failure = QuantityError(
                    reason: "\"\(text)\" names no food; write the food after the amount, e.g. `2 eggs`")
            } else {
                let result = foodAfterAmount(parsed, text: text, amountGiven: quantityPhrase.quantity != nil)
                guard case .failure(let error) = result else { return result }
                failure = error
            }
            if parsed.food == text { return .failure(failure) }
        }
        // What reads as a quantity may be part of a name with a preparation word: `fresh 2% milk`.
        if let match = table.match(text) {
            let size = PortionSize.match(FoodWords.normalized(text), at: 0)
            return food(quantity: nil, size: size, match: match, typed: text)
        }
        return .failure(failure)
    }

    private func food(
        quantity: Quantity?, size: PortionSize?, match: FoodMatch, typed: String
    ) -> Result<ResolvedFood, QuantityError> {
        let (row, note) = withUnspecifiedPortion(match.row, quantity: quantity, size: size, typed: typed)
        return food(
            quantity: quantity, size: size, row: row, typed: typed, source: table.reference(match),
            confidence: nil, note: note)
    }

    /// `row` with USDA's portion for an unspecified amount where the phrase gives none, or a bowl or plate the
    /// row does not weigh (`a bowl of spaghetti`), and the row weighs none itself (one piece weighs no plural:
    /// `strawberries`); and the note saying so.
    private func withUnspecifiedPortion(
        _ row: FoodRow, quantity: Quantity?, size: PortionSize?, typed: String
    ) -> (FoodRow, String?) {
        let isUnweighedVessel =
            PortionRules.isVessel(quantity?.unit)
            && PortionRules.ownWeight(quantity, size: size, row: row, food: "") == nil
        let several = quantity == nil && FoodWords.endsInPlural(typed)
        // The one piece a plural said alone was weighed as, which USDA's amount replaces only where it is more and of the
        // same kind: `chicken thighs` stay one thigh's 116 g, not USDA's 70 g serving.
        let piece =
            several && PortionRules.weighsUnspecifiedAmount(row, size: size) ? PortionRules.onePiece(of: row) : nil
        guard quantity == nil || isUnweighedVessel,
            !PortionRules.weighsUnspecifiedAmount(row, size: size, several: several),
            let twin = unspecifiedPortion(typed, naming: row) ?? unspecifiedPortion(row.name, naming: row),
            piece.map({ twin.grams > $0 && Self.isSameKind(twin.name, as: typed) }) ?? true
        else { return (row, nil) }
        var row = row
        row.portions[USDAPortions.defaultKey] = twin.grams
        return (row, "portion from USDA's \(twin.name)")
    }

    /// Whether the USDA food `name` is the kind the phrase's last word says: the last word of its name before a comma
    /// (`Strawberries, raw` for `strawberries`), which `Egg, cheese and ham on bagel` is not for `donuts` (202 g),
    /// nor `Cheeseburger, on white bun` for `buns` or `Wrap sandwich` for `wraps` (240 g of tortilla).
    static func isSameKind(_ name: String, as typed: String) -> Bool {
        guard let head = FoodWords.normalized(name.prefix { $0 != "," }).last,
            let noun = FoodWords.normalized(typed).last
        else { return false }
        return FoodWords.folded(head) == FoodWords.folded(noun)
    }

    /// USDA's portion for an unspecified amount of the food `text` names whole: a curated food said
    /// without an amount (`peanuts`) takes that portion rather than 100 g. The built-in database's
    /// answers for the curated names and aliases were worked out at build time.
    private func unspecifiedPortion(_ text: String, naming row: FoodRow) -> UnspecifiedPortions.Portion? {
        if database == nil, let known = UnspecifiedPortions.builtIn.answer(for: text) { return known }
        return UnspecifiedPortions.search(text, naming: row, in: usda)
    }

    /// The food named after the amount: the curated table's row, else (no row, or no weight for
    /// the unit named) the USDA database's.
    private func foodAfterAmount(
        _ parsed: QuantityPhrase, text: String, amountGiven: Bool
    ) -> Result<ResolvedFood, QuantityError> {
        var tableFailure: QuantityError?
        var sizeIgnored: Result<ResolvedFood, QuantityError>?
        if let match = table.match(parsed.food) ?? rawMatch(parsed) {
            let result = food(quantity: parsed.quantity, size: parsed.size, match: match, typed: parsed.food)
            let knowsSize = Self.fits(match.row, parsed) && Self.weighsVolume(match.row, parsed)
            // An impossible amount stays wrong in any database; a missing portion or size may not.
            if case .failure(let error) = result, !error.isMissingPortion { return result }
            if case .success = result, knowsSize { return result }
            // The same food's USDA portion list may have it (`a bottle of cola`, `a small bag of
            // chips`); a volume may come from the USDA food the words name (`a cup of tortilla chips`).
            var row = match.row
            var note: String?
            if let usdaFood = usda.food(reference: table.reference(match)) {
                row.portions.merge(WithheldPortions.lent(by: usdaFood)) { curated, _ in curated }
            }
            if !Self.weighsVolume(row, parsed), let twin = volumeTwin(parsed) {
                row.portions.merge(twin.row.portions.filter { Self.volumeKeys.contains($0.key) }) { curated, _ in
                    curated
                }
                note = "cup weight from USDA's \(twin.name)"
            }
            if row != match.row {
                let borrowed = food(
                    quantity: parsed.quantity, size: parsed.size, row: row, typed: parsed.food,
                    source: table.reference(match), confidence: nil, note: note)
                if case .success = borrowed, Self.fits(row, parsed), Self.weighsVolume(row, parsed) { return borrowed }
            }
            // No cup weight anywhere: the table's own food at 1 g per ml beats another food.
            if case .success = result, Self.fits(match.row, parsed) { return result }
            switch result {
            case .failure(let error): tableFailure = error
            case .success: sizeIgnored = result
            }
        }
        // Asked of the whole phrase too: `a Kool-Aid Jammers pouch of vitamin C` is a drink.
        if Supplement.isNamed(by: parsed.food), Supplement.isNamed(by: text) {
            return .failure(QuantityError(reason: Supplement.reason(parsed.food)))
        }
        // An amount word that is part of a name: `quarter pounder with cheese` is one burger.
        if amountGiven, text.first?.isLetter == true, let named = usdaFoodNamingAmount(text) { return named }
        let found = usdaFood(parsed)
        // A USDA food with the size named beats the curated food without it.
        if let sizeIgnored, case .failure = found { return sizeIgnored }
        return found.mapError { tableFailure ?? $0 }
    }

    /// The curated raw food a phrase says was cooked (`grilled zucchini`) when USDA's best food for it is not that food
    /// cooked: the raw figures beat `Zucchini, pickled`, and a `50g egg cooked` is no `Egg, white, cooked`. Nil when it
    /// is, its name's second part saying how it was cooked or not saying (`roasted potatoes` are `Potato, roasted,
    /// NFS`, `grilled onions` `Onions, cooked, fat added`, `roasted carrots` `Carrots, NS as to form, cooked`).
    private func rawMatch(_ parsed: QuantityPhrase) -> FoodMatch? {
        guard let raw = table.match(parsed.food, rawWhenCooked: true) else { return nil }
        let search = USDASearch(parsed, in: usda)
        guard let best = search.best else { return raw }
        let parts = search.foods[best.food].name.split(separator: ",")
        guard parts.count > 1 else { return raw }
        let second = FoodSearchIndex.terms(String(parts[1]))
        let saysCooking =
            second.first == "ns" || second.first == "nfs"
            || second.contains { $0 == "cooked" || FoodTable.cookedWords.contains($0) }
        return saysCooking ? nil : raw
    }

    /// The USDA food the phrase names for sure and that weighs a cup, for a volume of a curated
    /// food the table weighs only by piece or not at all.
    private func volumeTwin(_ parsed: QuantityPhrase) -> USDAFood? {
        guard parsed.quantity?.unit?.isVolume == true else { return nil }
        let search = USDASearch(parsed, in: usda)
        guard let best = search.best, best.coverage >= 0.999, search.query.corrections.isEmpty,
            search.certainty == .clear || search.certainty == .closeCall
        else { return nil }
        let twin = search.foods[best.food]
        return PortionRules.density(twin.row) == nil ? nil : twin
    }

    /// Whether `row` weighs the volume the phrase names: `a cup of tortilla chips` is no 236 g.
    private static func weighsVolume(_ row: FoodRow, _ parsed: QuantityPhrase) -> Bool {
        guard parsed.quantity?.unit?.isVolume == true else { return true }
        return PortionRules.density(row) != nil
    }

    private static let volumeKeys: Set<String> = ["cup", "tbsp", "tsp", "fl_oz"]

    /// Whether `row` has a portion for the size the phrase names (`a small bag`, `a medium
    /// cookie`); a size with a weight or volume, or no size, needs none.
    private static func fits(_ row: FoodRow, _ parsed: QuantityPhrase) -> Bool {
        guard let size = parsed.size?.rawValue else { return true }
        switch parsed.quantity?.unit {
        case nil: return row.portions[size] != nil
        case .count(let key)?: return row.portions[size + " " + key] != nil
        default: return true
        }
    }

    /// The phrase's food from the USDA database: a typo read away and the curated table asked
    /// again, else the ranked search; the failure names the closest foods considered.
    private func usdaFood(_ parsed: QuantityPhrase) -> Result<ResolvedFood, QuantityError> {
        let search = USDASearch(parsed, in: usda)
        let corrections = search.query.corrections
        if !corrections.isEmpty {
            let corrected = USDASearch.corrected(parsed.food, corrections)
            if let match = table.match(corrected) {
                // Weighed as the corrected words would be: `protien shake` is no 100 g where `protein shake` is 256.
                let (row, portionNote) = withUnspecifiedPortion(
                    match.row, quantity: parsed.quantity, size: parsed.size, typed: corrected)
                let read = corrections.map { "read \"\($0.typed)\" as \"\($0.read)\"" }
                return food(
                    quantity: parsed.quantity, size: parsed.size, row: row, typed: corrected,
                    source: table.reference(match), confidence: USDASearch.correctedConfidence,
                    note: (read + [portionNote].compactMap { $0 }).joined(separator: "; "))
            }
        }
        guard let best = search.best else {
            // `a crispy hash brown patty`: a word of how it felt, rare in USDA's names, outweighed
            // the food; the food without it, curated or USDA's (`creamy hot chocolate` is the
            // table's hot chocolate, not white chocolate), as an estimate.
            // Two words at least remain: `tender meat` is no `meat` of any kind. Where it came from says nothing of
            // the food, which may be one word (`leftover curry`, `nandos chicken`).
            let words = parsed.food.split(separator: " ")
            if let first = words.first,
                words.count > 2 && Self.feelWords.contains(first.lowercased())
                    || words.count > 1 && Self.sourceWords.contains(first.lowercased())
            {
                var plainer = parsed
                plainer.food = String(parsed.food.dropFirst(first.count + 1))
                if case .success(var food) = foodAfterAmount(plainer, text: plainer.food, amountGiven: false) {
                    food.status = .estimated
                    food.confidence = min(food.confidence, 0.7)
                    food.note = ["left out \"\(first)\"", food.note].compactMap { $0 }.joined(separator: "; ")
                    return .success(food)
                }
            }
            let closest = search.closest.map { "\"\($0)\"" }.joined(separator: ", ")
            return .failure(
                QuantityError(
                    reason: "\"\(parsed.food)\" is not in the food table"
                        + (closest.isEmpty ? "" : " (closest: \(closest))")
                        + "; log a food it knows, add it to foods.csv in the config directory, or use an LLM resolver"))
        }
        let usdaFood = search.foods[best.food]
        let row = usdaFood.row(for: parsed)
        let result = food(
            quantity: parsed.quantity, size: parsed.size, row: row, typed: parsed.food,
            source: usdaFood.reference, confidence: search.confidence, note: search.note)
        // A bowl or a plate is what the food's own unspecified portion stands for, not another food that has
        // one (`a bowl of pasta` was 411 g of `Pasta, whole grain, with cream sauce`).
        guard !hasOwnPortion(parsed, row), !PortionRules.isVessel(parsed.quantity?.unit) else { return result }
        // `a piece of yellow cake`, `a medium order of fries`: the nearest food as good on the
        // words that has the portion named. Which foods near the best have it is asked of every food a
        // search can list: when none has (`a bowl of ramen`), the wider search that would order them, as
        // much work as the first, is not made.
        let isNear = { (other: FoodSearchIndex.Candidate) in
            other.coverage >= best.coverage - 0.001 && other.score >= best.score - Self.portionDetour
        }
        var withPortion: [Int: FoodRow] = [:]
        var asked: Set<Int> = [best.food]
        for other in USDASearch.everyCandidate(parsed, in: usda)
        where isNear(other) && asked.insert(other.food).inserted {
            let candidateRow = search.foods[other.food].row(for: parsed)
            if hasOwnPortion(parsed, candidateRow) { withPortion[other.food] = candidateRow }
        }
        guard !withPortion.isEmpty else { return result }
        let wider = USDASearch(parsed, in: usda, limit: Self.detourCandidates)
        for other in wider.candidates.dropFirst() where isNear(other) {
            guard let candidateRow = withPortion[other.food] else { continue }
            let candidate = search.foods[other.food]
            let note = "\(usdaFood.name) has no weight for that amount; took the closest food that has one"
            return food(
                quantity: parsed.quantity, size: parsed.size, row: candidateRow, typed: parsed.food,
                source: candidate.reference, confidence: min(search.confidence, 0.7), note: note)
        }
        return result
    }

    /// The USDA foods the ranked search finds closest for a phrase, best first: the candidates an
    /// LLM chooses from when the table cannot settle the phrase.
    func usdaCandidates(_ text: String, limit: Int) -> [USDAFood] {
        guard case .success(let parsed) = QuantityParser.parse(text) else { return [] }
        let reading = parsed.readingContainer()
        guard !reading.food.isEmpty else { return [] }
        let search = USDASearch(reading, in: usda, limit: limit)
        return search.candidates.filter { $0.coverage > 0 }.map { search.foods[$0.food] }
    }

    /// Whether `row` weighs the amount named itself, without another portion standing in.
    private func hasOwnPortion(_ parsed: QuantityPhrase, _ row: FoodRow) -> Bool {
        PortionRules.ownWeight(parsed.quantity, size: parsed.size, row: row, food: "") != nil
    }

    /// Words of how a food felt or was served, which a phrase may drop when they match no food.
    static let feelWords: Set<String> = [
        "crispy", "crunchy", "salty", "juicy", "chewy", "fluffy", "creamy", "flaky", "tender", "thick", "soft",
        "warm", "hot", "cold", "chilled", "fresh", "golden", "savory", "tangy", "zesty", "rich", "smooth", "sweet",
    ]

    /// Words of where a food came from: left over, or a British chain USDA does not name (`greggs sausage roll`).
    static let sourceWords: Set<String> = [
        "leftover", "leftovers", "greggs", "nandos", "costa", "tesco", "sainsburys", "wetherspoons", "itsu", "leon",
    ]

    /// How much lower a candidate may score and still stand in for the best when only it has
    /// the portion named.
    static let portionDetour = 0.3
    /// How many candidates the detour looks through.
    static let detourCandidates = 20

    /// The whole phrase as a USDA food when its leading amount word is part of the food's name.
    private func usdaFoodNamingAmount(_ text: String) -> Result<ResolvedFood, QuantityError>? {
        // (The amount must lead: `ground beef 90/10 6oz` weighs its beef.)
        guard case .success(let parsed) = QuantityParser.parse(text), parsed.quantity != nil,
            let amountWord = FoodSearchIndex.terms(text).first, !FoodSearchIndex.stopWords.contains(amountWord),
            FoodSearchIndex.terms(parsed.food).first != amountWord
        else { return nil }
        let search = USDASearch(text, in: usda)
        guard search.certainty == .clear, let best = search.best, best.coverage >= 0.999,
            let id = search.query.terms.first, search.words[Int(id)] == amountWord
        else { return nil }
        let usdaFood = search.foods[best.food]
        return food(
            quantity: nil, size: nil, row: usdaFood.row, typed: text, source: usdaFood.reference,
            confidence: search.confidence, note: search.note)
    }

    /// A portion of `row`; a match that is not certain (`confidence` below 0.9 or a `note`) is
    /// an estimate whatever the portion.
    private func food(
        quantity: Quantity?, size: PortionSize?, row: FoodRow, typed: String, source: String,
        confidence: Double?, note: String?
    ) -> Result<ResolvedFood, QuantityError> {
        let portion: Portion
        switch PortionRules.portion(quantity, size: size, row: row, food: typed) {
        case .success(let value): portion = value
        case .failure(let error): return .failure(error)
        }
        guard portion.grams.isFinite, portion.grams <= Plausibility.maxGrams else {
            return .failure(QuantityError(reason: "that is more than 10 kg of \(typed); check the quantity"))
        }
        let notes = [note, portion.note].compactMap { $0 }
        let status: FoodStatus = portion.status == .ok && note == nil ? .ok : .estimated
        return .success(
            ResolvedFood(
                name: row.name, grams: portion.grams, per100g: (row.kcal, row.protein, row.carbs, row.fat),
                fiberPer100g: row.fiber, confidence: confidence ?? (portion.status == .ok ? 1.0 : 0.6),
                source: source, status: status, note: notes.isEmpty ? nil : notes.joined(separator: "; ")))
    }

    /// `phrase` without surrounding whitespace; most input is returned without a copy.
    private static func trimmed(_ phrase: String) -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = phrase.utf8.first, let last = phrase.utf8.last, isSpace(first) || isSpace(last) else {
            return phrase
        }
        var slice = phrase.utf8[...]
        while let byte = slice.first, isSpace(byte) { slice.removeFirst() }
        while let byte = slice.last, isSpace(byte) { slice.removeLast() }
        return String(Substring(slice))
    }
}
