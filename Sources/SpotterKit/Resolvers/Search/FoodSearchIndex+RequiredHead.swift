extension FoodSearchIndex {
    /// The words `requiredHead` finds, read from the document itself where the name has no `or` (most
    /// names): a list made for each food a search scores, and another of its matches, were two allocations
    /// of every score, 700,000 instructions of a described breakfast.
    struct RequiredHead {
        /// The words, where the name has an `or`; nil for the head's words less the free ones.
        let listed: [Int32]?
        let document: Document

        func contains(_ word: Int32) -> Bool {
            listed?.contains(word) ?? (document.head.contains(word) && !document.free.contains(word))
        }

        /// How many words it has, and how many of them `terms` holds.
        func counts(matching terms: [Int32]) -> (words: Int, matched: Int) {
            if let listed { return (listed.count, listed.reduce(0) { $0 + (terms.contains($1) ? 1 : 0) }) }
            let head = document.head
            var (words, matched) = (0, 0)
            // Each word once, as the list was made.
            for position in head.indices
            where !document.free.contains(head[position]) && !head[head.startIndex..<position].contains(head[position])
            {
                words += 1
                if terms.contains(head[position]) { matched += 1 }
            }
            return (words, matched)
        }
    }

    /// The main name's words a phrase must say to name the food: of the two words around an `or`
    /// (`omelet or scrambled`, `cereal or granola`), the one the phrase does not say is not needed
    /// when it says the other.
    func requiredHead(_ document: Document, _ terms: [Int32]) -> RequiredHead {
        // Most names have no `or`: their words, less the free ones, each once. (Every food a search
        // scores asks, and splitting the name into alternatives made three lists for each.)
        guard document.head.contains(Self.alternativeSeparator) else {
            return RequiredHead(listed: nil, document: document)
        }
        return RequiredHead(listed: requiredWithAlternatives(document, terms), document: document)
    }

    /// `requiredHead` of a name with an `or` in it.
    private func requiredWithAlternatives(_ document: Document, _ terms: [Int32]) -> [Int32] {
        // Read where it lies, by its own positions (a slice of the index's list): copied, and a list of the
        // two partners made for each word, it was 3,700 instructions a name.
        let head = document.head
        // `Frankfurter or hot dog`: the first alternative, or a later one of several words, said
        // whole is the name (`beef frankfurter`); `Corn flour patty or tart` is no tart of any kind.
        let alternatives = head.split(separator: Self.alternativeSeparator)
        if alternatives.count > 1, let said = alternatives.firstIndex(where: { $0.allSatisfy(terms.contains) }),
            said == alternatives.startIndex || alternatives[said].count > 1
        {
            return alternatives[said].filter { !document.free.contains($0) }
        }
        var required: [Int32] = []
        for position in head.indices where head[position] != Self.alternativeSeparator {
            let word = head[position]
            if document.free.contains(word) || required.contains(word) { continue }
            // The word two places on either side, across an `or`, said by the phrase.
            func saidPartner(_ partner: Int) -> Bool {
                head.indices.contains(partner) && head[(partner + position) / 2] == Self.alternativeSeparator
                    && terms.contains(head[partner])
            }
            if !terms.contains(word), saidPartner(position - 2) || saidPartner(position + 2) { continue }
            required.append(word)
        }
        return required
    }
}
