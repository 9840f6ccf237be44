// Cutting a sentence into segments at punctuation and joining words.

extension MealSentence {
    /// A run of words between separators, and the joining word before it (`and`, `with`), if any.
    struct Segment {
        var tokens: [Substring]
        var joinedBy: String?
        /// The segment follows a full stop: it starts a new sentence and describes nothing before it.
        var startsSentence = false
        /// The segment is an example after `such as` of what the food before holds: no food of its own.
        var isExample = false
    }

    /// The sentence cut at punctuation and joining words, except inside `protected` phrases
    /// (folded words of names such as `half and half`).
    static func segments(_ line: String, protecting protected: [[String]] = []) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment(tokens: [], joinedBy: nil)
        // `vegetables, such as carrots and broccoli,`: examples run to the next food counted or sentence.
        var inExamples = false
        func close(joinedBy: String?, startsSentence: Bool = false) {
            if !current.tokens.isEmpty { segments.append(current) }
            if startsSentence { inExamples = false }
            current = Segment(
                tokens: [], joinedBy: joinedBy,
                startsSentence: startsSentence || current.tokens.isEmpty && current.startsSentence,
                isExample: inExamples)
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
            // `snack - a protein bar`: a dash standing alone parts the clauses, as a comma does.
            if !token.isEmpty, token.allSatisfy({ "-–—".contains($0) }) {
                close(joinedBy: nil)
                continue
            }
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
            // `a container filled with peaches` is a container of them.
            if word == "with", current.tokens.count > 1, connectives.contains(key(current.tokens.last!)),
                holdsFood(current.tokens.dropLast())
            {
                current.tokens[current.tokens.count - 1] = "of"
                continue
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
            } else if word == "such", position + 1 < raws.count, key(raws[position + 1]) == "as" {
                inExamples = true
                close(joinedBy: "with")
            } else if word == "as", position > 0, key(raws[position - 1]) == "such" {
                continue
            } else if let joiner = separators[word] {
                // `along with a taco`, `accompanied by fries`: another food, not what the one before holds.
                if ["with", "by"].contains(word), current.tokens.isEmpty, current.joinedBy == "and" { continue }
                // `filled with a sausage`: the binder belongs to neither food.
                if word == "with", let last = current.tokens.last, binders.contains(key(last)) {
                    current.tokens.removeLast()
                }
                close(joinedBy: joiner.isEmpty ? nil : joiner)
            } else if !token.isEmpty {
                // A counted food ends the examples: `such as carrots, and a cup of rice`.
                if current.tokens.isEmpty, articles.contains(word) || isDigitAmount(token) {
                    inExamples = false
                    current.isExample = false
                }
                current.tokens.append(token)
            }
            if endsClause { close(joinedBy: nil, startsSentence: endsSentence) }
        }
        close(joinedBy: nil)
        return segments
    }

    /// `a juice box`, `a large cup`: a container or a dish, not part of a food's name (`an ice cream cup`).
    static func holdsFood(_ tokens: ArraySlice<Substring>) -> Bool {
        guard let last = tokens.last else { return false }
        if packages.contains(key(last)) { return true }
        guard dishes.contains(key(last)), let before = tokens.dropLast().last else { return false }
        let word = key(before)
        return articles.contains(word) || isDigitAmount(before) || adjectives.contains(word)
            || mealAdjectives.contains(word)
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
        // `either made from a home recipe`, `freshly made from scratch`.
        let words = tokens.drop { !binders.contains(key($0)) && (filler.contains(key($0)) || key($0) == "either") }
        return words.count > 2 && binders.contains(key(words.first!)) && key(words.dropFirst().first!) == "from"
            && !words.contains(where: isDigitAmount)
    }

    /// `coated in chocolate`, `drizzled with honey` after a food: how that food was made, with no
    /// amount of a second food.
    static func tellsHowItWasMade(_ tokens: [Substring]) -> Bool {
        let words = tokens.filter { !filler.contains(key($0)) }
        return words.count > 2 && binders.contains(key(words[0])) && ["in", "with"].contains(key(words[1]))
            && !words.dropFirst(2).contains { articles.contains(key($0)) || isDigitAmount($0) }
    }

    /// `with that irresistible nacho cheese flavor`, `and fruity flavors`: a taste the food before
    /// had, not a food (`oatmeal with maple flavor` is maple oatmeal; `a drink that had a peppery
    /// flavor` is a drink).
    static func tellsTaste(_ segment: Segment) -> Bool {
        let tokens = segment.tokens
        guard let last = tokens.last, tasteNouns.contains(key(last)), tokens.count <= 5,
            !tokens.contains(where: isDigitAmount)
        else { return false }
        if segment.joinedBy == "and" { return tokens.count <= 3 }
        return segment.joinedBy == "with" && ["that", "its", "their", "this", "a", "an"].contains(key(tokens[0]))
    }

    /// `oil` of `with a hint of oil`, `margarine` of `made with a touch of margarine`: a trace of
    /// something the food before was made with; nil for anything else.
    static func madeWithALittle(_ tokens: [Substring]) -> [Substring]? {
        guard let of = tokens.firstIndex(where: { key($0) == "of" }), of > 0, of + 1 < tokens.count,
            traces.contains(key(tokens[of - 1])), !tokens.contains(where: isDigitAmount),
            // (`a raw banana for a touch of sweetness` is a banana.)
            tokens[..<(of - 1)].allSatisfy({
                let word = key($0)
                return articles.contains(word) || filler.contains(word) || adjectives.contains(word) || word == "every"
            })
        else { return nil }
        return Array(tokens[(of + 1)...])
    }

    /// `fresh from a nearby restaurant`, `straight from the school cafeteria`: where the food before
    /// came from.
    static func tellsWhereItCameFrom(_ tokens: [Substring]) -> Bool {
        let words = tokens.drop { straightFromWords.contains(key($0)) || filler.contains(key($0)) }
        return words.count > 1 && key(words.first!) == "from" && !words.contains(where: isDigitAmount)
    }

    /// Verbs of a clause that tells what the food had in it (`which was a delight` tells nothing).
    static let holdingVerbs: Set<String> = ["had", "has", "contained", "contains", "held", "holds", "came"]

    /// `E.L.`, `U.S.`: letters each followed by a stop.
    static func isAbbreviation(_ token: Substring) -> Bool {
        let letters = Array(token)
        return letters.count >= 4 && letters.count % 2 == 0
            && letters.indices.allSatisfy { $0 % 2 == 0 ? letters[$0].isLetter : letters[$0] == "." }
    }
}
