/// Reduces a meal told as a sentence to its food phrases (SPEC 3 stage 6, issue "spoken sentences"):
/// `For breakfast I had two scrambled eggs, a slice of toast with butter and a cup of coffee`
/// becomes `two scrambled eggs`, `a slice of toast`, `butter`, `a cup of coffee`.
///
/// Filler and meal words are dropped, the sentence is cut at commas and joining words (`and`,
/// `with`, `alongside`, `plus`, `paired with`, ...), each quantity stays with its food, and a dish
/// whose name holds `and` or `with` (`mac and cheese`, `coffee with milk`) stays whole.
struct MealSentence {
    /// Whether a word can name a food on its own (not only describe one).
    let isFoodWord: (String) -> Bool
    /// Whether a phrase is one dish as a whole.
    let isDish: (String) -> Bool
    /// Whether a joined phrase is one dish whose name holds every (or some) food noun of a part;
    /// without it, `isDish` alone decides and no part is taken into the dish before it.
    var isDishNaming: ((_ joined: String, _ part: String, _ every: Bool) -> Bool)?
    /// Whether a word appears in any food's name (`bubbly` and `chewy` do not).
    var isKnownWord: (String) -> Bool = { _ in true }
    /// Folded words of names that hold a joining word (`half and half`), never cut.
    var protectedPhrases: [[String]] = []

    /// True when `line` reads as a sentence about a meal rather than a list of foods.
    static func isSentence(_ line: String) -> Bool {
        var count = 0
        for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            count += 1
            if cues.contains(key(token)) { return true }
        }
        return count > 12
    }

    /// The food phrases of the sentence, in order.
    ///
    /// A segment with no food word of its own describes the food before it (`skin removed`,
    /// `that was pre-lightened and sweetened`); so does a segment without an amount in a sentence
    /// that weighs its foods, where every food has its own amount.
    func phrases(_ line: String) -> [String] {
        let strict = phrases(line, loose: false)
        // `I treated myself to a medium latte`, `a nutrition bar`: with no word that names a food
        // on its own, an amount and words of food names will do.
        return strict.isEmpty ? phrases(line, loose: true) : strict
    }

    private func phrases(_ line: String, loose: Bool) -> [String] {
        // `leaving the skin and coating`: an aside about the meal names no food, up to the next comma.
        var inAside = false
        let segments = Self.segments(line, protecting: protectedPhrases).map { segment in
            inAside =
                Self.opensAside(segment.tokens)
                || inAside && segment.joinedBy != nil && !Self.startsWithAmount(segment.tokens)
            return (
                words: inAside ? [] : cleaned(segment.tokens), joinedBy: segment.joinedBy,
                startsSentence: segment.startsSentence, opensFood: segment.tokens.contains { Self.key($0) == "of" },
                describesBefore: Self.isClauseAboutBefore(segment.tokens) || Self.tellsWhatItWasMadeFrom(segment.tokens)
            )
        }
        // A sentence that weighs its foods (`165g apple, 245g yogurt`) rather than counting them.
        let weighed = segments.filter { Self.namesWeight($0.words) }.count
        let counted = segments.filter { Self.startsWithAmount($0.words) }.count - weighed
        let weighsFoods = weighed > 0 && weighed >= counted
        var phrases: [String] = []
        // Whether the last phrase ends in a word that describes rather than names: `a crisp,`.
        var endsDescribing = false
        // An amount with adjectives and no food yet, waiting for the food after a comma: `a soft,`.
        var opened: String?
        for (words, joinedBy, startsSentence, opensFood, describesBefore) in segments where !words.isEmpty {
            // `a pork chop, tender and juicy`: how it was, after the food was told.
            if !phrases.isEmpty, words.allSatisfy({ Self.textures.contains(Self.key($0)) }) { continue }
            var text = words.joined(separator: " ")
            let hasDigits = words.contains(where: Self.isDigitAmount)
            // A weighed segment is a food even when its name is a brand (`200g Quarter Pounder`).
            let namesSomeFood = { (word: Substring) -> Bool in
                let key = Self.key(word)
                return !Self.filler.contains(key) && !Self.leadingNoise.contains(key)
                    && QuantityUnit.match([key], at: 0) == nil && isKnownWord(key)
            }
            // `a small cappuccino`, `a cup of nonfat latte`: counted, and ending in a word of some
            // food's name, is a food even when no food's main name is that word.
            let hasFood =
                hasDigits && weighsFoods || words.contains { isFoodWord(Self.key($0)) }
                || Self.startsWithAmount(words)
                    && (loose
                        ? words.dropFirst().contains(where: namesSomeFood)
                        : words.count > 1 && words.last.map { namesSomeFood($0) && !Self.describesOnly($0) } == true)
                // `a Milky Way bar`: a name ending in its shape is a food when some food is named so.
                || words.count > 2 && Self.startsWithAmount(words) && words.last.map(Self.isMeasureWord) == true
                    && words.dropFirst().dropLast().contains { !Self.isSizeOrCount($0) } && isDish(text)
            let hasAmount = hasDigits || Self.startsWithMeasure(words) || !weighsFoods && Self.startsWithAmount(words)
            // `a crisp, small apple`: a size may go on a list of adjectives; an article starts a food.
            let continues = !hasDigits && words.first.map { !Self.articles.contains(Self.key($0)) } == true
            if let start = opened {
                opened = nil
                if joinedBy == nil, !startsSentence, continues, hasFood {
                    text = start + " " + text
                    phrases.append(text)
                    endsDescribing = words.last.map(endsWithDescription) ?? false
                    continue
                }
            }
            if !hasFood, !weighsFoods, Self.startsWithAmount(words), words.count > 1,
                let last = words.last, Self.adjectives.contains(Self.key(last)) || opensFood && Self.isMeasureWord(last)
            {
                // `a cup of smooth,` keeps its `of` for the food after the comma.
                opened = opensFood && Self.isMeasureWord(last) ? text + " of" : text
                continue
            }
            // `a bowl of barley soup, totaling 593g`: the weight is the food's before it (`by 507g
            // of cool,` opens the next food instead).
            if let previous = phrases.last, !startsSentence, !opensFood, Self.isOnlyAmount(words) {
                phrases[phrases.count - 1] =
                    Self.amountWords(words).joined(separator: " ") + " " + Self.withoutAmount(previous)
                continue
            }
            // `a cheeseburger, which had a medium patty`: the clause tells what the food before was.
            if describesBefore, let previous = phrases.last, !startsSentence {
                // `from the fast food restaurant` stays said as it was: it is where, not what.
                let told = words.drop { Self.articles.contains(Self.key($0)) }
                if !told.isEmpty { phrases[phrases.count - 1] = previous + " " + told.joined(separator: " ") }
                continue
            }
            // `a pizza with pepperoni and another medium piece`: a second portion of the same food.
            if let previous = phrases.last, !hasFood, joinedBy == "and", Self.startsWithAmount(words),
                words.last.map(Self.isMeasureWord) == true
            {
                phrases.append(text + " of " + Self.withoutAmount(previous))
                endsDescribing = false
                continue
            }
            if let previous = phrases.last, !startsSentence {
                // In a weighed meal an uncounted part describes the food before (`with a crispy
                // crust`), but `and a boiled egg` is a food of its own.
                let countsAnother =
                    joinedBy == "and" && words.count > 1 && Self.singleArticles.contains(Self.key(words[0]))
                    && !Self.isMeasureWord(words[1]) && Self.key(words[1]) != "of"
                let describes = !hasFood || (weighsFoods && !hasAmount && !countsAnother)
                // `a crisp, small apple`, `dry roasted, unsalted peanuts`: a list of adjectives.
                let continuesAdjectives = joinedBy == nil && endsDescribing && continues && hasFood
                if describes || continuesAdjectives {
                    let known = continuesAdjectives ? words : words.filter { isKnownWord(Self.key($0)) }
                    if !known.isEmpty {
                        let joiner = joinedBy.map { $0 + " " } ?? ""
                        phrases[phrases.count - 1] = previous + " " + joiner + known.joined(separator: " ")
                    }
                    continue
                }
                // `a sandwich with egg, cheese, and sausage on a bagel`: one dish, its parts listed;
                // `pepperoni pizza with a stuffed crust` counts no second food with its `a`.
                let countsNothing = !hasAmount || joinedBy == "with" && !hasDigits && !Self.startsWithMeasure(words)
                // `and regular jelly on white bread` after a sandwich is the jelly its name holds, not
                // a second food's size.
                // (`medium piece topped with meats` counts a piece.)
                let sizeOnly =
                    !hasDigits && words.first.map { PortionSize.match([Self.key($0)], at: 0) != nil } == true
                    && !words.dropFirst().prefix(1).contains { Self.isMeasureWord($0) }
                let uncounted = !hasAmount && !Self.startsWithAmount(words) || sizeOnly
                // The dish must name the food before (`a cup of watermelon, a warm package of noodle
                // soup` is two foods) and, for a part that counts nothing, all of that part's foods.
                let isOneDish = { (part: String) -> String? in
                    let joined = previous + " " + (joinedBy.map { $0 + " " } ?? "") + part
                    let namesFirst = { isDishNaming?(joined, Self.withoutAmount(previous), false) ?? true }
                    let namesPart = { isDishNaming?(joined, part, true) ?? false }
                    return (countsNothing && isDish(joined) || uncounted && namesPart()) && namesFirst() ? joined : nil
                }
                // `an egg omelet with melted cheese`: words before an uncounted part's food say how it
                // was, which the dish's name need not.
                let food = words.drop { !isFoodWord(Self.key($0)) }
                let plain = uncounted && !food.isEmpty && food.count < words.count ? food.joined(separator: " ") : nil
                if let dish = isOneDish(text) ?? plain.flatMap(isOneDish) {
                    phrases[phrases.count - 1] = dish
                    endsDescribing = false
                    continue
                }
            }
            if hasFood {
                phrases.append(text)
                endsDescribing = words.last.map(endsWithDescription) ?? false
            }
        }
        return phrases
    }

    /// `a beef frankfurter on a large soft white roll`, which no food names as one, is the
    /// frankfurter and the roll: cut at the first place word where both sides are foods. Nil when
    /// the phrase is a food as it stands or no cut gives two.
    func splitAtPlace(_ phrase: String, isUnknown: (String) -> Bool) -> [String]? {
        let words = phrase.split(separator: " ")
        guard words.contains(where: { Self.placeWords.contains(Self.key($0)) }), isUnknown(phrase) else { return nil }
        let namesFood = { (side: ArraySlice<Substring>) in
            side.contains { isFoodWord(Self.key($0)) && !Self.placeNouns.contains(Self.key($0)) }
        }
        for cut in words.indices.dropFirst() where Self.placeWords.contains(Self.key(words[cut])) {
            let rest = words[(cut + 1)...].drop { Self.placeWords.contains(Self.key($0)) }
            // `still in shells`, `scattered on top`: both sides must name a food.
            guard namesFood(words[..<cut]), namesFood(rest) else { continue }
            let left = words[..<cut].joined(separator: " ")
            let right = rest.joined(separator: " ")
            if !isUnknown(left), !isUnknown(right) { return [left, right] }
        }
        return nil
    }

    /// `crisp lettuce, juicy tomato, and a tasty spread` after a submarine sandwich USDA makes
    /// `with lettuce, tomato and spread`: a part the food before already holds is no second food.
    /// `nameOf` gives a phrase's food name, or nil when it is not known offline.
    func withoutHeldParts(_ phrases: [String], nameOf: (String) -> String?) -> [String] {
        var kept: [String] = []
        var dish: String?
        for phrase in phrases {
            if let dish, isHeld(phrase, by: dish) { continue }
            kept.append(phrase)
            dish = nameOf(phrase)
        }
        return kept
    }

    /// Whether every word of `phrase` but its article and describing words (`crisp`) is among what
    /// `dish` is made `with` (or, after `a`, anywhere in its name); a phrase that counts more than one
    /// (`two slices of tomato`) is more.
    func isHeld(_ phrase: String, by dish: String) -> Bool {
        let tokens = phrase.split(separator: " ")
        let first = tokens.first.map(Self.key) ?? ""
        guard !tokens.contains(where: Self.isDigitAmount), !Self.startsWithMeasure(tokens),
            !Self.articles.contains(first) || Self.singleArticles.contains(first)
        else { return false }
        let terms = FoodSearchIndex.terms(dish)
        let named = tokens.filter { !Self.articles.contains(Self.key($0)) && !Self.describesOnly($0) }
            .flatMap { FoodSearchIndex.terms($0) }
        // `a fruit-filled empanada, a Mexican turnover`: another name of the same food, in words its
        // name has (two at least: `a tomato` after `Bread, tomato` is a tomato).
        let held: Set<String>
        if (first == "a" || first == "an") && named.count > 1 {
            held = Set(terms)
        } else if let with = terms.firstIndex(of: "with") {
            held = Set(terms[(with + 1)...])
        } else {
            return false
        }
        return !named.isEmpty && named.allSatisfy(held.contains)
    }

    private static let singleArticles: Set<String> = ["a", "an", "some"]

    /// Words that point at a food already told: `this classic dessert`, `these tender pieces`.
    static let referringBack: Set<String> = ["this", "these", "those"]

    /// Words of how a food felt or looked, which alone name nothing: `tender and juicy`, `soft and chewy`.
    static let textures: Set<String> = [
        "crisp", "crispy", "soft", "chewy", "creamy", "tender", "juicy", "crunchy", "flaky", "moist", "warm",
        "hot", "cold", "fresh", "ripe", "light", "fluffy", "gooey", "tasty", "delicious",
    ]

    /// Nouns of a collection, not an amount: `a mix of`, `an assortment of`.
    static let collectives: Set<String> = [
        "mix", "medley", "assortment", "array", "blend", "variety", "selection", "combination", "mixture",
    ]

    /// Nouns of where, not what: `on top`, `on the side`.
    static let placeNouns: Set<String> = ["top", "side", "bottom", "inside", "outside", "go"]

    /// Words that put one food on or in another.
    static let placeWords: Set<String> = ["on", "in", "inside", "over", "between", "atop", "onto", "into"]

    private func endsWithDescription(_ word: Substring) -> Bool {
        Self.adjectives.contains(Self.key(word)) || !isFoodWord(Self.key(word))
    }

    // MARK: - Segments

    /// A run of words between separators, and the joining word before it (`and`, `with`), if any.
    struct Segment {
        var tokens: [Substring]
        var joinedBy: String?
        /// The segment follows a full stop: it starts a new sentence and describes nothing before it.
        var startsSentence = false
    }

    /// The sentence cut at punctuation and joining words, except inside `protected` phrases
    /// (folded words of names such as `half and half`).
    static func segments(_ line: String, protecting protected: [[String]] = []) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment(tokens: [], joinedBy: nil)
        func close(joinedBy: String?, startsSentence: Bool = false) {
            if !current.tokens.isEmpty { segments.append(current) }
            current = Segment(
                tokens: [], joinedBy: joinedBy,
                startsSentence: startsSentence || current.tokens.isEmpty && current.startsSentence)
        }
        let raws = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let folded = raws.map { FoodWords.normalized($0).map(FoodWords.folded).joined(separator: " ") }
        var kept = Set<Int>()
        for start in folded.indices {
            for phrase in protected where start + phrase.count <= folded.count {
                if phrase.indices.allSatisfy({ folded[start + $0] == phrase[$0] }) {
                    kept.formUnion(start..<(start + phrase.count))
                }
            }
        }
        for (position, raw) in raws.enumerated() {
            var token = raw
            var endsClause = false
            var endsSentence = false
            // `E.L. Fudge`, `Chips Ahoy! cookie`: a stop inside a name ends nothing.
            let next = position + 1 < raws.count ? raws[position + 1].first : nil
            let insideName =
                isAbbreviation(raw) || raw.last.map { "!.".contains($0) } == true && next?.isLowercase == true
            while !insideName, let last = token.last, ",;.!?:)(\"".contains(last) {
                endsClause = endsClause || last != ")" && last != "("
                endsSentence = endsSentence || ".!?;".contains(last)
                token = token.dropLast()
            }
            if insideName { token = Substring(token.filter { $0 != "!" }) }
            while let first = token.first, "(\"".contains(first) { token = token.dropFirst() }
            let word = key(token)
            // `, packed with meat`: what the food before holds, joined like `with meat`.
            if current.tokens.isEmpty, binders.contains(word), position + 1 < raws.count,
                key(raws[position + 1]) == "with"
            {
                continue
            }
            // `14g of butter on 25g of toast`: a second weight starts the next food.
            if isDigitAmount(token), namesWeight(current.tokens),
                namesWeight([token] + raws[(position + 1)...].prefix(1))
            {
                while let last = current.tokens.last, linkWords.contains(key(last)) { current.tokens.removeLast() }
                close(joinedBy: nil)
            }
            // `made with wheat bread` describes the food; `filled with a sausage` adds one.
            let nextIsAmount =
                position + 1 < raws.count
                && (articles.contains(key(raws[position + 1])) || isDigitAmount(raws[position + 1]))
            // `which had a medium patty` tells of the food before (see `isClauseAboutBefore`).
            let afterRelative = current.tokens.last.map { ["which", "that"].contains(key($0)) } == true
            let tellsBefore = afterRelative && (holdingVerbs.contains(word) || narrativeVerbs.contains(word))
            if kept.contains(position) && !endsClause || tellsBefore
                || word == "with" && !nextIsAmount && current.tokens.last.map({ binders.contains(key($0)) }) == true
            {
                // `a burrito filled with egg` is USDA's `Burrito ... with egg`.
                if word == "with", let last = current.tokens.last, connectives.contains(key(last)) {
                    current.tokens.removeLast()
                }
                current.tokens.append(token)
            } else if let joiner = separators[word] {
                // `filled with a sausage`: the binder belongs to neither food.
                if word == "with", let last = current.tokens.last, binders.contains(key(last)) {
                    current.tokens.removeLast()
                }
                close(joinedBy: joiner.isEmpty ? nil : joiner)
            } else if !token.isEmpty {
                current.tokens.append(token)
            }
            if endsClause { close(joinedBy: nil, startsSentence: endsSentence) }
        }
        close(joinedBy: nil)
        return segments
    }

    /// `making it a satisfying end`, `which provided a delightful crunch` (but `making for a hearty
    /// 12 oz portion` still weighs the food before it).
    static func opensAside(_ tokens: [Substring]) -> Bool {
        let opener = tokens.first.map { ["which", "that"].contains(key($0)) } == true ? 1 : 0
        guard opener < tokens.count, !tokens.contains(where: isDigitAmount) else { return false }
        let verb = key(tokens[opener])
        // `which made for a satisfying dinner`, `which complemented my main dish`.
        let narrates =
            opener == 1
            && (narrativeVerbs.contains(verb)
                || verb == "made" && tokens.count > 2 && key(tokens[2]) == "for")
        return narrativeOpeners.contains(verb) || narrates
    }

    /// Verbs after `which` or `that` that tell of the meal, not of what the food was:
    /// `which complemented my main dish nicely`, `which added a nice flavor to my plate`.
    static let narrativeVerbs: Set<String> = [
        "added", "complemented", "brought", "reminded", "helped", "satisfied", "hit", "paired", "went",
    ]

    /// `which had a medium patty`, `that came with cheese`: a clause about the food before.
    static func isClauseAboutBefore(_ tokens: [Substring]) -> Bool {
        tokens.count > 2 && ["which", "that"].contains(key(tokens[0])) && holdingVerbs.contains(key(tokens[1]))
            && !tokens.contains(where: isDigitAmount)
    }

    /// `prepared from a reduced fat packaged mix`, `made from whole wheat`: what the food before was
    /// made from, which is no second food.
    static func tellsWhatItWasMadeFrom(_ tokens: [Substring]) -> Bool {
        tokens.count > 2 && binders.contains(key(tokens[0])) && key(tokens[1]) == "from"
            && !tokens.contains(where: isDigitAmount)
    }

    /// Verbs of a clause that tells what the food had in it (`which was a delight` tells nothing).
    static let holdingVerbs: Set<String> = ["had", "has", "contained", "contains", "held", "holds", "came"]

    /// `E.L.`, `U.S.`: letters each followed by a stop.
    private static func isAbbreviation(_ token: Substring) -> Bool {
        let letters = Array(token)
        return letters.count >= 4 && letters.count % 2 == 0
            && letters.indices.allSatisfy { $0 % 2 == 0 ? letters[$0].isLetter : letters[$0] == "." }
    }

    /// The words of a segment that name the food and its amount, or none.
    func cleaned(_ tokens: [Substring]) -> [Substring] {
        // `I enjoyed every bite of the doughnut`: how it was eaten, not another food.
        let keys = tokens.map(Self.key)
        let eating = keys.indices.dropLast().first {
            ["every", "each"].contains(keys[$0]) && Self.mouthfuls.contains(keys[$0 + 1])
        }
        let tokens = eating.map { Array(tokens[..<$0]) } ?? tokens
        var kept: [Substring] = []
        for (index, token) in tokens.enumerated() {
            // `that was perfectly chewy`, `which is light`: a clause about how it was keeps only the
            // words some food's name has (`that was pre-lightened`).
            if ["that", "which"].contains(Self.key(token)), index + 1 < tokens.count,
                Self.linkingVerbs.contains(Self.key(tokens[index + 1]))
            {
                // A clause of its own about the food before keeps where it came from (`from the`).
                let aboutBefore = index == 0 && Self.isClauseAboutBefore(tokens)
                kept += tokens[(index + 2)...].filter { word in
                    let key = Self.key(word)
                    return !Self.filler.contains(key) && !Self.clauseStarts.contains(key)
                        && (aboutBefore || isKnownWord(key))
                }
                break
            }
            let word = Self.key(token)
            // `a quick treat of`: the word stays so that the treat is read as no amount (below).
            let opensTreat = word == "treat" && index + 1 < tokens.count && Self.key(tokens[index + 1]) == "of"
            if Self.filler.contains(word), !opensTreat { continue }
            // `for a light snack,`, `for a quick bite`: the words about the meal go with it (`a light
            // snack of` is the amount's).
            if Self.meals.contains(word) || Self.mealNouns.contains(word) || word == "bite", kept.count > 1,
                Self.mealAdjectives.contains(Self.key(kept[kept.count - 1])),
                ["a", "an"].contains(Self.key(kept[kept.count - 2])),
                index + 1 == tokens.count || Self.key(tokens[index + 1]) != "of"
            {
                kept.removeLast(2)
                continue
            }
            // `a breakfast tart` is a food of that name; `for breakfast` is when.
            if Self.meals.contains(word), index == 0 || !Self.mealFoods.contains(Self.key(tokens[index - 1])),
                index + 1 == tokens.count || !isDish(word + " " + Self.key(tokens[index + 1]))
            {
                continue
            }
            // `nestled in a bun` reads `on a bun`.
            if ["in", "inside", "within"].contains(word), index > 0, Self.rewrites[Self.key(tokens[index - 1])] == "on"
            {
                continue
            }
            kept.append(Self.rewrites[word].map { Substring($0) } ?? token)
        }
        // `a sweet snack of one banana`: the meal is not the food's amount (`a 12 oz frozen meal of`
        // and `a school lunch of` are).
        if let of = kept.firstIndex(where: { Self.key($0) == "of" }), of > 1,
            Self.mealNouns.contains(Self.key(kept[of - 1])), !Self.mealFoods.contains(Self.key(kept[of - 2])),
            !kept[..<of].contains(where: Self.isDigitAmount), of + 1 < kept.count
        {
            kept.removeFirst(of + 1)
        }
        // `a mix of meats`, `a variety of vegetables`: a collective says no amount.
        if let of = kept.firstIndex(where: { Self.key($0) == "of" }), of > 1, of + 1 < kept.count,
            Self.collectives.contains(Self.key(kept[of - 1])), ["a", "an"].contains(Self.key(kept[of - 2]))
        {
            kept.removeSubrange((of - 2)...of)
        }
        // Words before the amount are the sentence's, not the food's: `I treated myself to | a muffin`;
        // an amount at the end keeps the food before it: `a lean pork chop weighing 80g`.
        let article = kept.firstIndex { Self.articles.contains(Self.key($0)) }
        if let digits = kept.firstIndex(where: Self.isDigitAmount) {
            // `weighing 36g for breakfast`: what follows the amount says when, not what.
            var units = kept[(digits + 1)...].map { Self.key($0) }
            if let clause = units.firstIndex(where: Self.clauseStarts.contains) { units.removeSubrange(clause...) }
            let unit = QuantityUnit.match(units, at: 0)
            // `a 372g glass of cola` weighs the food named after `of`.
            let trailing = digits > 0 && (units.isEmpty || units.count <= 3 && unit != nil && !units.contains("of"))
            let start = trailing ? article.flatMap { $0 < digits ? $0 : nil } ?? 0 : digits
            // `a bottle of Powerade 20 oz` is 20 oz of Powerade, `a slice of bread weighing 36g`
            // 36g of bread: the amount goes first, the count or container it replaces goes.
            if trailing, units.isEmpty || unit?.next == units.count {
                let amountEnd = digits + 1 + (units.isEmpty ? 0 : units.count)
                let food = kept[start..<digits]
                let name =
                    food.firstIndex(where: { Self.key($0) == "of" }).map { kept[($0 + 1)..<digits] }
                    ?? food.drop { Self.articles.contains(Self.key($0)) }
                kept = Array(kept[digits..<amountEnd] + name + kept[amountEnd...])
            } else {
                kept.removeFirst(start)
            }
        } else if let article, !kept[..<article].contains(where: { isFoodWord(Self.key($0)) }) {
            kept.removeFirst(article)
        } else {
            // Without an amount, a clause (`while also ...`, `to complete my meal`) names no food.
            if let first = kept.first, Self.clauseStarts.contains(Self.key(first)) { return [] }
            // `the sweetness of this classic dessert`, `the same mix of broccoli`: a food told before.
            if kept.contains(where: { Self.key($0) == "same" }) { return [] }
            while let first = kept.first {
                if Self.referringBack.contains(Self.key(first)) { return [] }
                guard Self.leadingNoise.contains(Self.key(first)) else { break }
                kept.removeFirst()
            }
        }
        // `straight from the bunch`, `from a local eatery`: a place no food is named for says
        // nothing of the food (`from fast food` does).
        if let from = kept.firstIndex(where: { Self.key($0) == "from" }), from > 0,
            kept[(from + 1)...].allSatisfy({ Self.articles.contains(Self.key($0)) || !isKnownWord(Self.key($0)) })
        {
            kept.removeSubrange(from...)
        }
        // A trailing clause says why or when: `... for extra flavor`, `... to keep me going`.
        if let cut = kept.indices.dropFirst().first(where: { Self.clauseStarts.contains(Self.key(kept[$0])) }) {
            kept.removeSubrange(cut...)
        }
        while let last = kept.last,
            Self.leadingNoise.contains(Self.key(last)) || ["a", "an", "some"].contains(Self.key(last))
        {
            kept.removeLast()
        }
        return kept
    }

    /// Words that end `a sweet snack` or `a little pick-me-up` but never a food's name.
    static func describesOnly(_ word: Substring) -> Bool {
        let key = key(word)
        return adjectives.contains(key) || mealAdjectives.contains(key) || narrativeNouns.contains(key)
            || ["sweet", "little", "good", "great"].contains(key)
    }

    /// Nouns a sentence uses about the meal (`a satisfying end`, `a perfect combination`) that some
    /// food's name happens to hold.
    static let narrativeNouns: Set<String> = [
        "end", "combination", "variety", "balance", "inch", "inches", "size", "indulgence", "choice", "option",
        "selection", "food", "dish",
    ]

    /// Words that open a clause about the meal, never a food: `making it a satisfying end`,
    /// `providing a delightful balance`, `straight from a fast food place`.
    static let narrativeOpeners: Set<String> = [
        "making", "creating", "providing", "provided", "offering", "offered", "giving", "gave", "ensuring",
        "bringing", "perfect", "straight", "leaving", "free",
    ]

    /// `16 fl oz` of `16 fl oz in size`.
    static func amountWords(_ tokens: [Substring]) -> [Substring] {
        tokens.filter {
            ![
                "in", "size", "total", "the", "right", "at", "about", "around", "exactly", "a", "an", "portion",
                "serving", "which", "that", "weighed", "weighs", "measured", "measuring",
            ]
            .contains(key($0))
        }
    }

    /// `116g`, `36 grams`, `16 fl oz in size`: a weight or volume and nothing else.
    static func isOnlyAmount(_ tokens: [Substring]) -> Bool {
        let words = amountWords(tokens)
        // `totaling one cup`
        if words.count == 2, NumberWords.amount([key(words[0])], at: 0) != nil,
            let (unit, _) = QuantityUnit.match([key(words[1])], at: 0), unit.grams != nil || unit.millilitres != nil
        {
            return true
        }
        guard let first = words.first, isDigitAmount(first), words.count <= 3 else { return false }
        let attached = String(key(first).drop { $0.isNumber || $0 == "." || $0 == "," })
        let units =
            attached.isEmpty ? words.dropFirst().map { key($0) } : [attached] + words.dropFirst().map { key($0) }
        guard let (unit, next) = QuantityUnit.match(units, at: 0), next == units.count else { return false }
        return unit.grams != nil || unit.millilitres != nil
    }

    /// `barley soup` of `a bowl of barley soup`: the food without its count and unit.
    static func withoutAmount(_ phrase: String) -> String {
        var words = phrase.split(separator: " ")
        if let first = words.first, articles.contains(key(first)) || isDigitAmount(first) { words.removeFirst() }
        if words.count > 2, key(words[1]) == "of",
            QuantityUnit.match([key(words[0])], at: 0) != nil
                || QuantityPhrase.containers[key(words[0])] != nil
        {
            words.removeFirst(2)
        }
        return words.joined(separator: " ")
    }

    /// `medium`, `two`, `2`: a word that sizes or counts a food without naming it.
    static func isSizeOrCount(_ token: Substring) -> Bool {
        let word = key(token)
        return isDigitAmount(token) || articles.contains(word) || PortionSize.match([word], at: 0) != nil
            || NumberWords.amount([word], at: 0) != nil
    }

    /// `cup`, `piece`, `bag`: a unit or container word.
    static func isMeasureWord(_ token: Substring) -> Bool {
        QuantityUnit.match([key(token)], at: 0) != nil || QuantityPhrase.containers[key(token)] != nil
    }

    /// `a cup of`, `two slices of`: an amount with its unit, even in a sentence that weighs its foods.
    static func startsWithMeasure(_ tokens: [Substring]) -> Bool {
        guard tokens.count > 1, articles.contains(key(tokens[0])) else { return false }
        return QuantityUnit.match([key(tokens[1])], at: 0) != nil
    }

    /// `165g apple`, `a 12.5 oz meal`: a weight, which is how a weighed meal is told (`a 12 fl oz
    /// can of cola` counts a drink).
    static func namesWeight(_ tokens: [Substring]) -> Bool {
        for (index, token) in tokens.enumerated() where isDigitAmount(token) {
            let unit = key(token).drop { $0.isNumber || $0 == "." || $0 == "," || $0 == "/" }
            let next = index + 1 < tokens.count ? key(tokens[index + 1]) : ""
            if weightUnits.contains(String(unit)) || unit.isEmpty && weightUnits.contains(next) { return true }
        }
        return false
    }

    private static let weightUnits: Set<String> = [
        "g", "gr", "gram", "grams", "kg", "kilogram", "kilograms", "oz", "ounce", "ounces", "lb", "lbs", "pound",
        "pounds",
    ]

    static func startsWithAmount(_ tokens: [Substring]) -> Bool {
        guard let first = tokens.first else { return false }
        // `and medium fries`: a size counts a food like an article does.
        return isDigitAmount(first) || articles.contains(key(first)) || PortionSize.match([key(first)], at: 0) != nil
    }

    /// `150g`, `1.5`, `1/2`, `½`, but not `100%`, which is part of a name.
    private static func isDigitAmount(_ token: Substring) -> Bool {
        guard var first = token.unicodeScalars.first, !token.hasSuffix("%") else { return false }
        // `.6 oz`
        if first == ".", token.unicodeScalars.count > 1 { first = token.unicodeScalars.dropFirst().first! }
        return ("0"..."9").contains(first) || "½¼¾⅓⅔".unicodeScalars.contains(first)
    }

    static func key<S: StringProtocol>(_ token: S) -> String {
        var word = token.lowercased()
        word.removeAll { $0 == "'" || $0 == "’" }
        return word
    }

    // MARK: - Words

    /// Words that mark a sentence rather than a list of foods.
    static let cues: Set<String> = [
        "i", "im", "ive", "id", "my", "me", "we", "our", "myself", "had", "ate", "enjoyed", "savored", "grabbed",
        "treated", "included", "featuring", "alongside", "paired", "accompanied", "complemented", "consisted",
        "featured", "todays", "tonights",
    ]

    /// Words that tie a weighed food to the next one (`on a`, `soaked in`, `stuffed with`).
    static let linkWords: Set<String> = [
        "on", "over", "in", "inside", "into", "a", "an", "the", "with", "of", "soaked", "blended", "stuffed",
        "spread", "topped", "served", "and", "plus",
    ]

    /// Joining words and what they join with (`""` cuts without joining, like a comma).
    static let separators: [String: String] = [
        "and": "and", "&": "and", "+": "and", "plus": "and", "with": "with", "alongside": "and", "also": "",
        "then": "", "featuring": "with", "including": "with", "included": "", "includes": "", "by": "", "had": "",
        "ate": "", "enjoyed": "", "savored": "", "grabbed": "", "drank": "", "sipped": "", "sipping": "",
        "enjoying": "", "having": "", "consisting": "", "followed": "", "complemented": "", "accompanied": "",
        "paired": "", "along": "", "together": "", "topped": "", "served": "", "while": "", "savoring": "",
        "relishing": "", "munching": "",
    ]

    /// Words after which `with` describes the same food (`made with wheat bread`).
    static let binders: Set<String> = [
        "made", "prepared", "cooked", "filled", "stuffed", "mixed", "blended", "flavored", "sweetened",
        "fortified", "seasoned", "dressed", "fried", "baked", "sauteed", "coated", "breaded", "glazed",
        "enriched", "cooked", "infused", "spiced", "frosted", "drizzled", "sprinkled", "loaded", "packed",
        "adorned", "studded", "combined", "spread", "smeared", "dusted",
    ]

    /// Binders that only say `with`: USDA's names use `with` alone.
    static let connectives: Set<String> = ["filled", "loaded", "packed", "adorned", "combined", "studded", "mixed"]

    /// Spellings the food words do not use: sizes with `-sized`, adjectives of flavour.
    static let rewrites: [String: String] = [
        "medium-sized": "medium", "small-sized": "small", "large-sized": "large", "regular-sized": "regular",
        "medium-size": "medium", "small-size": "small", "large-size": "large", "fruity": "fruit",
        "nestled": "on", "veggies": "vegetables", "veggie": "vegetable", "another": "a",
    ]

    /// Verbs after `that` or `which` that open a clause about the food rather than name one.
    static let linkingVerbs: Set<String> = [
        "was", "is", "were", "are", "had", "has", "contained", "contains", "holds", "held", "came", "tasted",
        "made", "gave", "kept", "added",
    ]

    /// What one eats or drinks at a time: `every bite`, `each sip`.
    static let mouthfuls: Set<String> = ["bite", "bites", "sip", "sips", "mouthful", "spoonful", "morsel", "forkful"]

    /// Words that describe a food and may end a comma-separated list of adjectives before its name.
    static let adjectives: Set<String> = [
        "crisp", "crispy", "ripe", "soft", "hot", "cold", "warm", "light", "plain", "fresh", "sweet", "salted",
        "unsalted", "roasted", "toasted", "chewy", "creamy", "small", "medium", "large", "dry", "raw", "cooked",
        "baked", "fried", "grilled", "frozen", "iced", "thin", "thick", "lean", "boneless", "skinless", "whole",
    ]

    /// Words that say what kind of meal it was (`a light snack`), never which food.
    static let mealAdjectives: Set<String> = [
        "light", "quick", "healthy", "hearty", "late", "early", "big", "small", "simple", "satisfying", "nice",
        "tasty", "filling", "midday", "afternoon", "morning", "evening", "refreshing", "delicious",
    ]

    /// Nouns of an occasion, not an amount: `a snack of`, `a quick meal of`.
    static let mealNouns: Set<String> = ["snack", "meal", "treat", "breakfast", "lunch", "dinner", "supper", "brunch"]

    /// Words before a meal word that make it a food (`school lunch`, `frozen dinner`).
    static let mealFoods: Set<String> = ["school", "frozen", "tv", "breakfast", "boxed", "kids"]

    static let meals: Set<String> = [
        "breakfast", "lunch", "dinner", "brunch", "supper", "lunchtime", "dinnertime", "breakfasttime",
    ]

    static let articles: Set<String> = [
        "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "half", "couple", "some", "dozen",
    ]

    static let leadingNoise: Set<String> = [
        "for", "my", "the", "to", "of", "in", "on", "at", "with", "this", "that", "it", "its", "and", "or", "as",
        "which", "was", "is", "just", "off", "up", "me", "i", "we", "our", "myself", "day", "today", "morning",
        "afternoon", "evening", "night", "snack", "time", "meal", "break", "routine", "quick", "so", "also", "all",
    ]

    static let clauseStarts: Set<String> = [
        "for", "to", "during", "while", "which", "because", "as", "since", "before", "after", "when", "today",
        "tonight", "yesterday", "this", "at", "perfect", "making", "keeping", "giving", "adding", "bursting",
        "brimming", "all", "washed", "brought", "reminded", "reminding", "helped", "kept",
    ]

    /// Words that praise or narrate but never name a food.
    static let filler: Set<String> = [
        "i", "im", "ive", "my", "me", "we", "our", "myself", "treated", "kicked", "started", "decided", "opted",
        "delicious", "deliciously", "tasty", "refreshing", "satisfying", "hearty", "generous", "delightful",
        "yummy", "lovely", "nice", "steaming", "simple", "healthy", "nutritious", "wholesome", "filling",
        "fluffy", "juicy", "savory", "zesty", "robust", "flavorful", "scrumptious", "comforting", "indulgent",
        "classic", "favorite", "perfect", "warm", "single", "bit", "really", "very", "too", "just", "also",
        "then",
        "enjoyed", "savored", "grabbed", "indulged", "relished", "snacked", "munched", "sipped", "consumed",
        "was", "were", "that", "which", "fresh-tasting", "hydrating", "fizzy", "sweet-tasting", "goodness",
        "nourishing", "energizing", "invigorating", "smooth", "rich", "decadent", "tangy", "zingy",
        "their", "its", "his", "her", "start", "weighing", "succulent", "iconic", "specifically", "perfection",
        "cool", "chilled", "go", "prepared", "opened", "poured", "yet", "both", "entirely", "truly", "perfectly",
        "absolutely", "wonderfully", "vibrant", "consisted", "local", "convenient", "conveniently", "irresistible",
        "finished", "hit", "sweetness", "popular", "either", "crafted", "expertly", "melting",
        "addition", "featured", "yielded", "skipped", "stayed", "hydrated", "refreshed", "eatery", "signature",
        "hunger", "satisfied", "luscious", "casual", "nearby", "enjoyable", "interesting", "straightforward",
        "revitalizing", "midday", "warmth", "hefty", "totaling", "ensuring", "providing", "offered", "slathered",
        "smothered", "drizzled", "layered", "encased", "lightly", "generously", "nicely", "freshly", "tasty",
        "mouthwatering", "sweet-tooth",
        "soothing", "calm", "experience", "washed", "down", "flavors", "flavor", "texture", "crunch", "touch", "kick",
        "treat", "todays", "tonights", "crunchy", "colorful", "colourful", "gooey", "moist", "golden",
        "cherished", "seasonal", "guilt-free", "bubbly", "joint", "pick-me-up", "lineup", "favourite", "spot", "place",
        "cravings", "craving",
    ]
}

extension MealSentence {
    /// A reader whose food words are the nouns of the table's aliases and of the USDA
    /// descriptions, and that keeps a joined phrase whole when the table or the database has it as
    /// one dish.
    static func reading(foods: FoodTable, database: USDADatabase) -> MealSentence {
        var nouns = Set<String>()
        for row in foods.rows {
            for alias in row.aliases { FoodSearchIndex.terms(alias).last.map { _ = nouns.insert($0) } }
        }
        let tableNouns = nouns
        return MealSentence(
            isFoodWord: { token in
                // `a cup`, `a bag`: a measure is never the food, even where a name ends in one.
                if isMeasureWord(Substring(token)) { return false }
                return FoodSearchIndex.terms(token).contains {
                    tableNouns.contains($0) || database.index.namesFood($0)
                }
            },
            isDish: { phrase in
                guard case .success(let parsed) = QuantityParser.parse(phrase) else { return false }
                let reading = parsed.readingContainer()
                if foods.exactMatch(reading.food) != nil { return true }
                return USDASearch(reading, in: database, limit: 1).isDish
            },
            isDishNaming: { joined, part, every in
                guard case .success(let parsed) = QuantityParser.parse(joined) else { return false }
                return USDASearch(parsed.readingContainer(), in: database, limit: 1)
                    .isDish(naming: part, every: every, index: database.index)
            },
            isKnownWord: { token in
                // `without crusts` keeps its `without`, which names foods as much as `crusts` does.
                FoodSearchIndex.terms(token).allSatisfy {
                    tableNouns.contains($0) || database.index.id(of: $0) != nil || FoodSearchIndex.negators.contains($0)
                }
            },
            protectedPhrases: foods.protectedAliases)
    }
}
