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
    /// Whether one food's name holds every word of a phrase (`a Twix bar` of `TWIX Caramel Cookie
    /// Bars`), its main name or not; without it, `isDish` decides.
    var namesOneFood: ((String) -> Bool)?
    /// Whether a word appears in any food's name (`bubbly` and `chewy` do not).
    var isKnownWord: (String) -> Bool = { _ in true }
    /// Folded words of names that hold a joining word (`half and half`), never cut.
    var protectedPhrases: [[String]] = []

    /// True when `line` reads as a sentence about a meal rather than a list of foods.
    static func isSentence(_ line: String) -> Bool {
        var count = 0
        var first = ""
        for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            count += 1
            let word = key(token)
            if cues.contains(word) { return true }
            // A meal labelled first, `lunch: chicken salad`, `snack - a protein bar`, `dinner was steak`
            // (`breakfast burrito` and `dinner roll` are foods). The meal nouns are asked last: a `Set` is
            // hashed whole at its first ask, and few lines get that far.
            if count == 1, word.utf8.last == UInt8(ascii: ":"), mealNouns.contains(String(word.dropLast())) {
                return true
            }
            if count == 1 { first = word }
            if count == 2, ["-", "was", "were", "is"].contains(word), mealNouns.contains(first) { return true }
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
        let segments = readSegments(line)
        // A sentence that weighs its foods (`165g apple, 245g yogurt`) rather than counting them.
        let weighed = segments.filter { Self.namesWeight($0.words) }.count
        let counted = segments.filter { Self.startsWithAmount($0.words) }.count - weighed
        let weighsFoods = weighed > 0 && weighed >= counted
        var phrases: [String] = []
        // Whether the last phrase ends in a word that describes rather than names: `a crisp,`.
        var endsDescribing = false
        // An amount with adjectives and no food yet, waiting for the food after a comma: `a soft,`.
        var opened: String?
        // The eggs an egg dish was counted in were told, and what follows `and` is what else went in.
        var madeWithNext = false
        for segment in segments where !segment.words.isEmpty {
            let (words, joinedBy, startsSentence, opensFood) =
                (segment.words, segment.joinedBy, segment.startsSentence, segment.opensFood)
            let (describesBefore, renamesBefore, isExample) =
                (segment.describesBefore, segment.renamesBefore, segment.isExample)
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
                // `a Milky Way bar`, `a Twix bar`: a name ending in its shape is a food when some food is
                // named so.
                // (A shape is a unit: `a sweet little` is no `little`.)
                || words.count > 2 && Self.startsWithAmount(words)
                    && words.last.map { QuantityUnit.match([Self.key($0)], at: 0) != nil } == true
                    && words.dropFirst().dropLast().contains { !Self.isSizeOrCount($0) }
                    && (namesOneFood ?? isDish)(text)
            let hasAmount = hasDigits || Self.startsWithMeasure(words) || !weighsFoods && Self.startsWithAmount(words)
            // `a crisp, small apple`: a size may go on a list of adjectives; an article starts a food.
            let continues = !hasDigits && words.first.map { !Self.articles.contains(Self.key($0)) } == true
            if let start = opened {
                opened = nil
                // `a cup of sweet and crunchy raw grapes`: a list of adjectives may end in `and`.
                if joinedBy == nil || joinedBy == "and", !startsSentence, continues, hasFood {
                    text = start + " " + text
                    phrases.append(text)
                    endsDescribing = words.last.map(endsWithDescription) ?? false
                    continue
                }
            }
            if !hasFood, !weighsFoods, !describesBefore, Self.startsWithAmount(words), words.count > 1,
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
            // `an omelet made with one egg and meat`: the eggs count the omelet, not a food of their own.
            if joinedBy == "with", let previous = phrases.last, let eggs = Self.eggsCounting(previous, words) {
                phrases[phrases.count - 1] = eggs
                madeWithNext = true
                continue
            }
            // (`... made with one egg and meat`: the meat too.)
            if madeWithNext, joinedBy == "and", !hasAmount, let previous = phrases.last {
                madeWithNext = false
                phrases[phrases.count - 1] = previous + " with " + text
                continue
            }
            madeWithNext = false
            // `a cheeseburger, which had a medium patty`: the clause tells what the food before was.
            // `from restaurant` with no food before it names none.
            if describesBefore, phrases.isEmpty || startsSentence, Self.key(words[0]) == "from" { continue }
            if describesBefore, let previous = phrases.last, !startsSentence {
                // `from the fast food restaurant` stays said as it was: it is where, not what.
                let told = words.drop { Self.articles.contains(Self.key($0)) }
                let joiner = joinedBy == "with" ? " with " : " "
                if !told.isEmpty { phrases[phrases.count - 1] = previous + joiner + told.joined(separator: " ") }
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
                // `with no added fat`, `without cheese`: what the food before was without.
                let isWithout = !hasDigits && words.first.map { ["no", "without"].contains(Self.key($0)) } == true
                let describes = !hasFood || isWithout || (weighsFoods && !hasAmount && !countsAnother)
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
            // `a cheeseburger, the Quarter Pounder with cheese`, `a cookie, specifically an Oreo`: the
            // food before, named better. `a sandwich featuring a turkey burger on a bun`: what the
            // sandwich was.
            if hasFood, !hasDigits, let previous = phrases.last,
                renamesBefore || joinedBy == "with" && isOnlyGeneric(previous)
            {
                let amount = previous.dropLast(Self.withoutAmount(previous).count)
                let ownAmount = words.first.map { Self.articles.contains(Self.key($0)) } == true
                phrases[phrases.count - 1] = ownAmount ? text : amount + text
                endsDescribing = words.last.map(endsWithDescription) ?? false
                continue
            }
            // An example of what the food before holds that no dish names is no food of its own.
            if hasFood, !isExample {
                phrases.append(text)
                endsDescribing = words.last.map(endsWithDescription) ?? false
            }
        }
        return phrases
    }

    /// `two egg omelet with meat` of `an omelet` made with `two eggs and meat`: an egg dish counted
    /// in the eggs it was made with; nil for anything else.
    static func eggsCounting(_ dish: String, _ words: [Substring]) -> String? {
        guard words.count >= 2, isSizeOrCount(words[0]), ["egg", "eggs"].contains(key(words[1])),
            dish.split(separator: " ").contains(where: { eggDishes.contains(key($0)) })
        else { return nil }
        let rest = words.dropFirst(2).drop { key($0) == "and" }
        let counted = words[0] + " " + withoutAmount(dish)
        return rest.isEmpty ? counted : counted + " with " + rest.joined(separator: " ")
    }

    /// `a sandwich`, `a classic dish`: a phrase that says there was a dish but not which.
    func isOnlyGeneric(_ phrase: String) -> Bool {
        // (`dish` also describes only, in `a delightful dish`.)
        let words = phrase.split(separator: " ").filter {
            let key = Self.key($0)
            return Self.genericDishes.contains(key)
                || !Self.articles.contains(key) && !Self.describesOnly($0) && !Self.filler.contains(key)
        }
        return words.count == 1 && Self.genericDishes.contains(Self.key(words[0]))
    }
}
