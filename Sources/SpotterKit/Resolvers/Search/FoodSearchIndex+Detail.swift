extension FoodSearchIndex {
    /// The list after `including` or `excluding` in a mixed dish's name: `Chicken or turkey, rice, and
    /// vegetables including carrots, broccoli, and/or dark-green leafy; no sauce`.
    enum DetailList { case including, excluding }

    /// A part's words with its detail list read: what the vegetables include is detail a phrase
    /// need not say (the returned range: words that cost nothing), and what they exclude the dish is
    /// without (`no carrots`), so `chicken with rice and carrots` never finds it. A list runs over
    /// commas to the `;` that ends it (`continues`: one lies ahead), else to the end of its part.
    static func readingDetail(
        of part: Substring, list: inout DetailList?, continues: Bool
    ) -> (
        words: [String], detail: Range<Int>
    ) {
        let clauses = part.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let raw = terms(clauses.first ?? part)
        let opener = list == nil ? raw.firstIndex { $0 == "including" || $0 == "excluding" } : nil
        if let opener { list = raw[opener] == "including" ? .including : .excluding }
        let listedFrom = list == nil ? raw.count : opener.map { $0 + 1 } ?? 0
        var words = negating(Array(raw[..<(opener ?? listedFrom)]))
        let start = words.count
        let listed = raw[listedFrom...]
        switch list {
        case .excluding:
            words += listed.filter { !stopWords.contains($0) }.map {
                $0.hasPrefix(negationPrefix) ? $0 : negationPrefix + $0
            }
        case .including: words += negating(Array(listed))
        case nil: break
        }
        let detail = start..<words.count
        if clauses.count > 1 || !continues { list = nil }
        if clauses.count > 1 { words += negating(terms(clauses[1])) }
        return (words, detail)
    }
}
