// The phrase loop's view of a segment: its food words and how it stands to the food before.

extension MealSentence {
    /// A segment's food words and what it says of the food before it.
    struct ReadSegment {
        var words: [Substring]
        var joinedBy: String?
        var startsSentence: Bool
        /// It holds `of`: `a cup of smooth,` keeps its `of` for the food after the comma.
        var opensFood: Bool
        /// It tells what the food before was, where it came from or how it was made.
        var describesBefore: Bool
        /// It names the food before again, better: `, the Quarter Pounder with cheese`.
        var renamesBefore: Bool
        /// An example after `such as` of what the food before holds.
        var isExample: Bool
    }

    /// The segments of `line`, each read for its food words.
    func readSegments(_ line: String) -> [ReadSegment] {
        // `leaving the skin and coating`: an aside about the meal names no food, up to the next comma.
        var inAside = false
        return Self.segments(line, protecting: protectedPhrases).map { segment in
            // `prepared from a packaged mix` tells what it was made from, not where.
            let madeFrom = Self.tellsWhatItWasMadeFrom(segment.tokens)
            let cameFrom = !madeFrom && Self.tellsWhereItCameFrom(segment.tokens)
            inAside =
                !cameFrom
                && (Self.opensAside(segment.tokens)
                    || inAside && segment.joinedBy != nil && !Self.startsWithAmount(segment.tokens))
            let tellsTaste = Self.tellsTaste(segment)
            // `enhanced with a hint of oil`: what the food before was made with.
            if !inAside, !tellsTaste, !cameFrom, let made = Self.madeWithALittle(segment.tokens) {
                return ReadSegment(
                    words: cleaned(made).filter { isKnownWord(Self.key($0)) }, joinedBy: "with",
                    startsSentence: segment.startsSentence, opensFood: false, describesBefore: true,
                    renamesBefore: false, isExample: false
                )
            }
            return ReadSegment(
                words: inAside || tellsTaste ? [] : cameFrom ? origin(segment.tokens) : cleaned(segment.tokens),
                joinedBy: segment.joinedBy,
                startsSentence: segment.startsSentence, opensFood: segment.tokens.contains { Self.key($0) == "of" },
                describesBefore: cameFrom || madeFrom || Self.isClauseAboutBefore(segment.tokens)
                    || Self.tellsHowItWasMade(segment.tokens),
                // (`the freshness of a raw cilantro` is no other name.)
                renamesBefore: segment.joinedBy == nil && !segment.startsSentence
                    && segment.tokens.first.map { Self.renamingWords.contains(Self.key($0)) } == true
                    && !segment.tokens.contains { Self.key($0) == "of" },
                isExample: segment.isExample
            )
        }
    }

    /// `from restaurant` of `fresh from a nearby restaurant`: `from` and the words some food's name
    /// has, or nothing when none has them (`from a local eatery`).
    func origin(_ tokens: [Substring]) -> [Substring] {
        let place = tokens.drop { Self.key($0) != "from" }.dropFirst().filter { token in
            let word = Self.key(token)
            return word != "the" && !Self.articles.contains(word) && !Self.filler.contains(word) && isKnownWord(word)
        }
        return place.isEmpty ? [] : ["from"] + place
    }
}
