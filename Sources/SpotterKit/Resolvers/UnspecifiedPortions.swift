/// USDA's portion for an unspecified amount of the food a text names (`chicken` said without an
/// amount weighs USDA's 85 g of `Chicken, NS as to part, rotisserie, skin not eaten`), for curated foods that
/// have no portion of their own for it.
///
/// Finding it is a search of the USDA database, and opening the database was most of a `spotter log
/// chicken` (25M instructions against 1.3M for `150g chicken`). The answers for the curated table's
/// names and aliases are worked out at build time (`spotter-food-index` writes
/// `Resources/unspecified_portions.tsv`) and looked up by binary search; any other text is searched.
public struct UnspecifiedPortions: Sendable {
    /// The portion and the USDA food it comes from.
    struct Portion: Sendable, Equatable {
        var name: String
        var grams: Double
    }

    /// The built-in answers, for the built-in USDA database; read on first use.
    static let builtIn = UnspecifiedPortions(tsv: PackageResources.unspecified_portions_tsv)

    /// Lines `text TAB grams TAB name`, the text in lower case and sorted by its bytes; the grams and name
    /// are empty when USDA has no such portion for the text. The first lines are comments.
    private let tsv: [UInt8]
    /// Where the first answer line starts, after the comments.
    private let firstAnswer: Int

    init(tsv: [UInt8]) {
        self.tsv = tsv
        var start = 0
        while start < tsv.count, tsv[start] == UInt8(ascii: "#") {
            while start < tsv.count, tsv[start] != 0x0A { start += 1 }
            start += 1
        }
        firstAnswer = min(start, tsv.count)
    }

    /// The answer worked out for `text`: `.some(nil)` when USDA has no such portion for it, nil when
    /// the text was not worked out. Looked up in lower case (`Greek yogurt` is `greek yogurt`): the search
    /// reads a text only through its folded words, so texts that differ in ASCII case answer alike.
    func answer(for text: String) -> Portion?? {
        text.withUTF8Bytes { typed in
            // Most texts come in lower case already: lowered only when one has a capital.
            guard typed.contains(where: Self.isCapital) else { return answer(forKey: typed) }
            return Self.lowered(typed).withUnsafeBufferPointer { answer(forKey: $0) }
        }
    }

    /// A binary search over the bytes, each probe taking the line it falls in: finding every line's start first,
    /// at a process's first answer, was 90,500 instructions of `log oatmeal`'s 997,000.
    private func answer(forKey key: UnsafeBufferPointer<UInt8>) -> Portion?? {
        tsv.withUnsafeBufferPointer { bytes in
            // Both ends are always line starts (or the end of the bytes).
            var (low, high) = (firstAnswer, bytes.count)
            while low < high {
                var start = (low + high) / 2
                while start > low, bytes[start - 1] != 0x0A { start -= 1 }
                let tab = Self.end(of: bytes, from: start, at: 0x09)
                let stored = bytes[start..<tab]
                if stored.elementsEqual(key) { return .some(Self.portion(bytes, after: tab)) }
                if stored.lexicographicallyPrecedes(key) {
                    low = Self.end(of: bytes, from: tab, at: 0x0A) + 1
                } else {
                    high = start
                }
            }
            return nil
        }
    }

    private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// The bytes with ASCII capitals lowered; other bytes (UTF-8 included) as they are.
    private static func lowered<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        bytes.map { isCapital($0) ? $0 + 32 : $0 }
    }

    /// The portion for `text`, which names the curated `row`, by a search of `database`: the USDA food the text
    /// names whole, with its portion for an unspecified amount; nil when there is none, or when that food is
    /// another kind than the row (`spaghetti` finds `Spaghetti sauce`, whose 65 g weighs no pasta).
    ///
    /// A best match with no such portion (SR28's `Arugula, raw`) gives way to the next candidate that has one and
    /// is the same food by name (the survey's `Lettuce, arugula, raw`, 10 g): said alone, `arugula` was 100 g.
    static func search(_ text: String, naming row: FoodRow, in database: USDADatabase) -> Portion? {
        let search = USDASearch(text, in: database)
        guard let best = search.best, best.coverage >= 0.999, search.query.corrections.isEmpty else { return nil }
        let weighs = { (candidate: FoodSearchIndex.Candidate) in
            search.foods[candidate.food].row.portions[USDAPortions.defaultKey] != nil
        }
        let weighed =
            weighs(best)
            ? best
            : search.candidates.first {
                weighs($0) && $0.coverage >= 0.999 && isSameFood(search.foods.name(at: $0.food), as: text)
            }
        guard let weighed else { return nil }
        let twin = search.foods[weighed.food]
        guard let grams = twin.row.portions[USDAPortions.defaultKey], isAlike(twin.row, row) else { return nil }
        return Portion(name: twin.name, grams: grams)
    }

    /// Whether a USDA name says every word of `text` as written and names one food, not a dish of several:
    /// `Tofu and vegetables including carrots...` is no `tofu`, nor `Potato salad, made with Italian dressing`
    /// (a synonym's match) `balsamic`.
    static func isSameFood(_ name: String, as text: String) -> Bool {
        let words = Set(name.lowercased().split { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
        return words.isDisjoint(with: dishWords) && text.split(separator: " ").allSatisfy(words.contains)
    }

    /// Words that join the foods of a dish in USDA's names.
    private static let dishWords: Set<Substring> = ["and", "with", "or", "including", "made", "in"]

    /// Whether two foods are near enough in energy per 100 g (within a factor of two, counting anything under
    /// 40 kcal as 40) for one's portion to weigh the other: `Spaghetti sauce` (45 kcal) is no pasta (158).
    static func isAlike(_ one: FoodRow, _ other: FoodRow) -> Bool {
        let (low, high) = (max(min(one.kcal, other.kcal), 40), max(one.kcal, other.kcal, 40))
        return high <= 2 * low
    }

    /// The answers file for the names and aliases of `table`'s foods that weigh no unspecified amount
    /// of their own, and the plural ones of foods weighed only by the piece (`strawberries` is several), searched
    /// in `database`: what `spotter-food-index` writes.
    public static func tsv(for table: FoodTable, database: USDADatabase) -> [UInt8] {
        var texts: [String: FoodRow] = [:]
        for row in table.rows where !PortionRules.weighsUnspecifiedAmount(row, size: nil, several: true) {
            let weighsOne = PortionRules.weighsUnspecifiedAmount(row, size: nil)
            for text in [row.name] + row.aliases where !weighsOne || FoodWords.endsInPlural(text) {
                texts[String(decoding: lowered(text.utf8), as: UTF8.self)] = row
            }
        }
        var out = Array(
            "# USDA's portion for an unspecified amount: text, grams, USDA food. Written by spotter-food-index.\n"
                .utf8)
        var found: [String: Portion] = [:]
        for (text, row) in texts { found[text] = search(text, naming: row, in: database) }
        // A name the search finds no portion for is the same food as the row's others: `smooth peanut butter` is
        // the 32 g its `peanut butter` found, not 100 g (598 kcal), and `rolled oats` the 10 g of `oats`.
        func sameFood(_ row: FoodRow, in answers: [String: Portion]) -> Portion? {
            ([row.name] + row.aliases).lazy.compactMap { answers[String(decoding: lowered($0.utf8), as: UTF8.self)] }
                .first
        }
        // Only then the kind of food (`ribeye steak` is a steak), and `ribeye` the same food as `ribeye steak`.
        var kind: [String: Portion] = [:]
        for (text, row) in texts where found[text] == nil && sameFood(row, in: found) == nil {
            kind[text] = kindSearch(text, naming: row, in: database)
        }
        for (text, row) in texts.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            out += text.utf8
            out.append(0x09)
            if let portion = found[text] ?? sameFood(row, in: found) ?? kind[text] ?? sameFood(row, in: kind) {
                out += "\(portion.grams)".utf8
                out.append(0x09)
                out += portion.name.utf8
            } else {
                out.append(0x09)
            }
            out.append(0x0A)
        }
        return out
    }

    /// USDA's portion for the kind of food a text's last words name, when no name of its row finds one:
    /// `avocado oil` weighs USDA's `Vegetable oil, NFS` (14 g), `ribeye steak` its `Steak, NS as to type of meat`
    /// (134 g). The USDA food must have the same head noun, say every word kept, and be that kind in general
    /// (NFS, NS) or be named by those very words (`ground turkey` is `Turkey, ground`): `egg substitute` is no
    /// `Coffee substitute`, `new york strip` no `Chicken tenders or strips, NFS`, `turkey breast` no `Chicken
    /// breast`. A name written as USDA writes one (`cod, raw`) is not cut.
    static func kindSearch(_ text: String, naming row: FoodRow, in database: USDADatabase) -> Portion? {
        guard !text.contains(where: { $0 == "," || $0 == "/" || $0 == "(" }) else { return nil }
        var words = text.split(separator: " ").map(String.init)
        let textWords = Set(words)
        while words.count > 1 {
            words.removeFirst()
            guard let portion = search(words.joined(separator: " "), naming: row, in: database) else { continue }
            let named = portion.name.lowercased()
            let parts = named.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
            let (head, nameWords, tailWords) = (parts.first ?? [], Set(parts.joined()), Set(words))
            let isGeneral = named.contains("nfs") || named.contains("ns as to")
            // A head the text does not say is another food, unless it is the kind in general (`Vegetable oil, NFS`).
            let isSaid = head.allSatisfy(textWords.contains) || parts.count > 1 && parts[1] == ["nfs"]
            if head.last == words.last, tailWords.isSubset(of: nameWords), isSaid, isGeneral || nameWords == tailWords {
                return portion
            }
        }
        return nil
    }

    private static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, at separator: UInt8) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != separator, bytes[index] != 0x0A { index += 1 }
        return index
    }

    /// The portion written after the text's tab, or nil when the line has none.
    private static func portion(_ bytes: UnsafeBufferPointer<UInt8>, after tab: Int) -> Portion? {
        let gramsEnd = end(of: bytes, from: tab + 1, at: 0x09)
        let lineEnd = end(of: bytes, from: gramsEnd, at: 0x0A)
        guard gramsEnd > tab + 1, gramsEnd < lineEnd, let grams = Double(text(bytes, (tab + 1)..<gramsEnd)) else {
            return nil
        }
        return Portion(name: text(bytes, (gramsEnd + 1)..<lineEnd), grams: grams)
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
