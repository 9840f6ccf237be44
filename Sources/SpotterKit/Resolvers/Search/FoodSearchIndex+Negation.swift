extension FoodSearchIndex {
    /// Marks a word a food is without: `no frosting`, `without the skin`, `skin / coating not
    /// eaten`, `caffeine free` and `skinless` all give one word `no <word>`, so a phrase that
    /// asks for frosting never matches a food that has none, and `without the skin` finds it.
    static func negating(_ words: [String]) -> [String] {
        var result: [String] = []
        var negatesNext = 0
        var index = 0
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : nil
            index += 1
            if word == "or", next == "without", result.last == "with" {
                // `with or without cheese` is either: it says nothing of the food.
                break
            } else if let bare = withoutWords[word] {
                result.append(negationPrefix + bare)
                negatesNext = 0
            } else if word == "not" && (next == "eaten" || next == "included") || word == "removed" || word == "taken" {
                // `skin not eaten`, `skin removed`, `skin / coating not eaten`: the word before was
                // left, and its alternative after a slash.
                var position = result.count - 1
                while position >= 0, !stopWords.contains(result[position]), !result[position].hasPrefix(negationPrefix)
                {
                    result[position] = negationPrefix + result[position]
                    guard position >= 2, result[position - 1] == "/" else { break }
                    position -= 2
                }
                if word == "not" || word == "taken" && next == "off" { index += 1 }
            } else if negators.contains(word) {
                negatesNext = 2
            } else if word == "other", next == "than" {
                // `flavors other than chocolate`, `meat other than pepperoni`: not chocolate.
                negatesNext = 2
                index += 1
            } else if word == "free", next != nil, next != "range",
                next == "of" || result.last.map({ stopWords.contains($0) || $0.hasPrefix(negationPrefix) }) ?? true
            {
                // `free of dressing`, `and free of any frosting`: without what follows.
                negatesNext = 2
                if next == "of" { index += 1 }
            } else if word == "free", let last = result.last, !last.hasPrefix(negationPrefix), !stopWords.contains(last)
            {
                result[result.count - 1] = negationPrefix + last
            } else if negatesNext > 0, ["the", "a", "an", "any"].contains(word) {
                continue
            } else if negatesNext > 0, word == "and" || word == "or" {
                // `without the skin and coating`: the list is all without.
                result.append(word)
                negatesNext = 1
            } else if negatesNext > 0, !stopWords.contains(word), word != "/" {
                result.append(negationPrefix + word)
                negatesNext -= 1
            } else {
                negatesNext = 0
                result.append(word)
            }
        }
        return result
    }

    /// The words of a USDA description, read part by part (`skin / coating not eaten` negates
    /// its own part only; an `excluding` list runs to its `;`).
    static func descriptionTerms(_ name: String) -> [String] {
        // Kept by name: a search reads the names of its twenty candidates, and the foods meals name come
        // back (milk, coffee, bread); reading one took about 80,000 instructions.
        keptDescriptionTerms.answer(for: name) { readDescriptionTerms(name) }
    }

    private static let keptDescriptionTerms = KeptAnswers<[String]>(capacity: 4096)

    /// `descriptionTerms`, read from the name every time.
    static func readDescriptionTerms(_ name: String) -> [String] {
        var list: DetailList?
        return name.utf8.split(separator: UInt8(ascii: ",")).flatMap { part in
            let continues = name[part.endIndex...].firstIndex(ofASCII: ";") != nil
            return readingDetail(of: Substring(part), list: &list, continues: continues).words
        }
    }

    static let negationPrefix = "no "

    /// Words that say a food is without what follows.
    static let negators: Set<String> = [
        "no", "not", "without", "skipping", "skipped", "minus", "wasnt", "isnt", "werent", "arent", "excluding",
    ]

    /// Whether `negating` reads the (folded) word as saying what a food is without: `without`,
    /// `removed`, `other` of `other than`, `unfrosted`.
    static func isNegationWord(_ word: String) -> Bool {
        negators.contains(word) || withoutWords[word] != nil || ["removed", "other", "than"].contains(word)
    }

    /// Words that say what a food is without.
    static let withoutWords = [
        "skinless": "skin", "boneless": "bone", "seedless": "seed", "crustless": "crust",
        // USDA says `no frosting` and `not breaded`; people say `unfrosted`.
        "unfrosted": "frosting", "unbreaded": "breaded", "uniced": "iced",
    ]
}
