/// The offline food table: rows of per-100 g figures indexed by normalised alias.
///
/// The built-in table is USDA SR28 (`Fixtures/foods.csv`, embedded in the binary); a user's
/// `foods.csv` in the config directory is laid over it with `overlaid(by:)`. The built-in table is
/// looked up through its prebuilt index (`PrebuiltFoodIndex`), which decodes only the rows a line
/// names; it is parsed whole only when something asks for all its rows.
public struct FoodTable: Sendable {
    /// The indexed rows; nil for the built-in table until something asks for it.
    private let loaded: Index?

    /// The rows, in file order (overlay rows last).
    public var rows: [FoodRow] { index.rows }
    /// Folded words of aliases that contain a separator (`mac and cheese`), which a line
    /// splitter must keep whole.
    var protectedAliases: [[String]] { prebuilt?.protectedAliases ?? index.protectedAliases }

    /// The last word of each alias as a search reads it (`egg` of `hard boiled eggs`): the nouns a meal
    /// sentence's foods end in. The built-in table's are read from `Resources/alias_nouns.txt`, which
    /// `spotter-food-index` writes: worked out from its 1,751 aliases, they were two-thirds of a `log` of
    /// a meal sentence (the whole table parsed, every alias read into words).
    var aliasNouns: SortedWords {
        guard prebuilt != nil else { return SortedWords(Self.aliasNouns(of: rows)) }
        return SortedWords(lines: PackageResources.alias_nouns_txt)
    }

    /// `aliasNouns` of `rows`, worked out.
    static func aliasNouns(of rows: [FoodRow]) -> Set<String> {
        var nouns = Set<String>()
        for row in rows {
            for alias in row.aliases { FoodSearchIndex.terms(alias).last.map { _ = nouns.insert($0) } }
        }
        return nouns
    }

    /// The text of `Resources/alias_nouns.txt` for `rows`: their `aliasNouns`, one a line in byte order.
    public static func aliasNounsText(of rows: [FoodRow]) -> [UInt8] {
        SortedWords.lines(of: aliasNouns(of: rows))
    }

    /// The journal `source` of each row (`usda-sr28:05064`), computed once.
    var references: [String] { index.references }

    /// The journal `source` of a matched row, without reading the whole built-in table.
    func reference(_ match: FoodMatch) -> String {
        loaded == nil ? match.row.reference : index.references[match.index]
    }

    private var index: Index { loaded ?? Index.builtIn }
    /// The built-in table's prebuilt index; nil for other tables and for a stale index.
    private var prebuilt: PrebuiltFoodIndex? { loaded == nil ? PrebuiltFoodIndex.builtIn : nil }

    /// Indexes `rows`; when two rows share an alias, the later one wins.
    public init(rows: [FoodRow]) {
        // Without line numbers the index never throws; the fallback only satisfies the compiler.
        loaded = (try? Index(rows: rows, lines: nil)) ?? Index(rows: [])
    }

    /// Reads a table from CSV text with the columns of `Fixtures/foods.csv`.
    public init(csv: String) throws(FoodTableError) {
        try self.init(csvBytes: Array(csv.utf8))
    }

    /// Reads a table from the bytes of a CSV file with the columns of `Fixtures/foods.csv`.
    public init(csvBytes: [UInt8]) throws(FoodTableError) {
        let (rows, lines) = try FoodTableReader.rows(csvBytes)
        loaded = try Index(rows: rows, lines: lines)
    }

    private init(loaded: Index?) { self.loaded = loaded }

    /// The table built into the binary, read on first use.
    public static let builtIn = FoodTable(loaded: nil)

    /// This table extended by `other`: a row of `other` replaces every row here that shares one
    /// of its aliases (plural forms included) and also answers to that row's other aliases.
    public func overlaid(by other: FoodTable) -> FoodTable {
        var replacement: [Int: Int] = [:]
        for (index, row) in rows.enumerated() {
            for alias in row.aliases {
                let key = FoodWords.key(alias)
                if let overlay = other.lookUp(key) {
                    replacement[index] = overlay
                    break
                }
            }
        }
        var overlayRows = other.rows
        for (index, overlay) in replacement.sorted(by: { $0.key < $1.key }) {
            let known = Set(overlayRows[overlay].aliases)
            overlayRows[overlay].aliases += rows[index].aliases.filter { !known.contains($0) }
        }
        let kept = rows.indices.filter { replacement[$0] == nil }.map { rows[$0] }
        return FoodTable(rows: kept + overlayRows)
    }

    /// Modifiers that say a food was cooked.
    static let cookedWords: Set<String> = ["cooked", "boiled", "baked", "roasted", "steamed", "poached", "grilled"]

    /// Whether a row's name says the food is uncooked: weighed dry, as a mix or an uncooked grain is, or (`orRaw`) raw.
    static func isUncooked(_ name: String, orRaw: Bool) -> Bool {
        FoodSearchIndex.terms(name).contains { $0 == "dry" || $0 == "uncooked" || (orRaw && $0 == "raw") }
    }

    /// The row a food phrase names, or `nil`. The whole phrase is tried first, then shorter
    /// windows of its words, accepted only when every word left outside is a preparation or size
    /// word (`grilled salmon` is salmon; `oat milk` is not milk).
    /// With `rawWhenCooked`, a raw row is taken for a phrase that says the food was cooked, as a dry one never is.
    func match<S: StringProtocol>(_ phrase: S, rawWhenCooked: Bool = false) -> FoodMatch? {
        let words = FoodWords.normalizedText(phrase)
        let count = words.count
        guard count > 0, count <= Self.maximumWords else { return nil }
        let isModifier = { (index: Int) in
            let word = words.word(index)
            // `whole chocolate milk` is not the table's (reduced-fat) chocolate milk: of milk, `whole`
            // says how much fat. (Looked for only when `whole` is there: most phrases have none.)
            return FoodWords.modifiers.contains(word)
                && !(word == "whole" && (0..<count).contains { words.word($0) == "milk" })
                // `grilled cheese` is the sandwich, not 28 g of cheddar.
                && !(word == "grilled" && index + 1 < count && words.word(index + 1) == "cheese")
        }
        let leading = (0..<count).prefix(while: isModifier).count
        let trailing = leading == count ? count : (0..<count).reversed().prefix(while: isModifier).count
        var folded: NormalizedText?
        for length in stride(from: count, through: 1, by: -1) {
            for start in 0...(count - length) where start <= leading && count - start - length <= trailing {
                let window = start..<(start + length)
                // `cooked instant oatmeal` is not the dry row the alias `instant oatmeal` names.
                let saysCooked = (0..<count).contains {
                    !window.contains($0) && Self.cookedWords.contains(words.word($0))
                }
                // Nor are `roasted potatoes` the raw potato the alias `potatoes` names (USDA's roasted ones are, with
                // half as much energy again a gram): a cooked food is searched for as cooked first.
                let fits = { (index: Int) in !saysCooked || !Self.isUncooked(row(index).name, orRaw: !rawWhenCooked) }
                if let index = exactRow(words.key(window)), fits(index) {
                    return FoodMatch(index: index, row: row(index))
                }
                let foldedWords = folded ?? words.folded()
                folded = foldedWords
                let foldedKey = foldedWords.key(window)
                if let index = foldedRow(foldedKey) ?? exactRow(foldedKey), fits(index) {
                    return FoodMatch(index: index, row: row(index))
                }
            }
        }
        return nil
    }

    /// The row whose alias is exactly `phrase` (after normalising case, plurals and punctuation),
    /// without trying shorter windows; cheap enough to run before anything else.
    func exactMatch(_ phrase: String) -> FoodMatch? {
        lookUp(FoodWords.key(phrase)).map { FoodMatch(index: $0, row: row($0)) }
    }

    /// The row of a normalised key: its exact alias, else its folded form.
    private func lookUp(_ key: String) -> Int? {
        if let index = exactRow(key) { return index }
        let foldedKey = FoodWords.foldedKey(key)
        return foldedRow(foldedKey) ?? (foldedKey == key ? nil : exactRow(foldedKey))
    }

    /// The row whose normalised alias is `key`.
    private func exactRow(_ key: String) -> Int? {
        if let prebuilt { return prebuilt.exact(key) }
        return index.exactIndex[key]
    }

    /// The row whose folded alias (one that differs from its alias) is `key`.
    private func foldedRow(_ key: String) -> Int? {
        if let prebuilt { return prebuilt.folded(key) }
        return index.foldedIndex[key]
    }

    /// Row `index`, decoded alone when the prebuilt index can.
    private func row(_ index: Int) -> FoodRow {
        prebuilt?.row(index) ?? self.index.rows[index]
    }

    /// Longer texts are sentences, not food names; refusing them keeps the matcher's cost bounded.
    static let maximumWords = 12

    /// Words that split a line into several foods (see `FoodLineSplitter`).
    static let separatorWords: Set<String> = ["and", "&", "with", "+"]

    /// A table's rows and the indexes built over them.
    struct Index: Sendable {
        let rows: [FoodRow]
        /// Normalised alias (`hard boiled eggs`) to row index.
        let exactIndex: [String: Int]
        /// Folded alias (`hard boiled egg`) to row index, for plurals the aliases do not list; only
        /// folds that differ from their alias are stored.
        let foldedIndex: [String: Int]
        let protectedAliases: [[String]]
        let references: [String]

        /// The built-in table; its parse is covered by tests, so the empty fallback only keeps a
        /// corrupt build from crashing.
        static let builtIn: Index =
            (try? FoodTableReader.rows(PackageResources.foods_csv)).flatMap {
                try? Index(rows: $0.rows, lines: $0.lines)
            }
            ?? Index(rows: [])

        /// Indexes `rows`; when two rows share an alias, the later one wins.
        init(rows: [FoodRow]) {
            // Without line numbers indexing never throws; the fallback only satisfies the compiler.
            self = (try? Index(rows: rows, lines: nil)) ?? Index(empty: ())
        }

        private init(empty: Void) {
            rows = []
            exactIndex = [:]
            foldedIndex = [:]
            protectedAliases = []
            references = []
        }

        /// Indexes `rows`; with `lines` (each row's line in its file) an alias used by two rows is
        /// an error naming both lines, otherwise the later row wins.
        init(rows: [FoodRow], lines: [Int]?) throws(FoodTableError) {
            var exact: [String: Int] = [:]
            var folded: [String: Int] = [:]
            exact.reserveCapacity(rows.count * 4)
            folded.reserveCapacity(rows.count * 4)
            var protected: [[String]] = []
            for (index, row) in rows.enumerated() {
                for alias in row.aliases {
                    let key = FoodWords.key(alias)
                    guard !key.isEmpty else { continue }
                    if let lines, let previous = exact[key], previous != index {
                        throw FoodTableError(
                            line: lines[index],
                            message:
                                "alias \"\(alias)\" is already used on line \(lines[previous]); give each alias one row"
                        )
                    }
                    exact[key] = index
                    let foldedKey = FoodWords.foldedKey(key)
                    // Keys that do not fold are found through `exactIndex` (see `lookUp`).
                    if foldedKey != key { folded[foldedKey] = index }
                    if FoodWords.hasSeparatorWord(key) {
                        protected.append(foldedKey.split(separator: " ").map(String.init))
                    }
                }
            }
            self.rows = rows
            self.exactIndex = exact
            self.foldedIndex = folded
            self.protectedAliases = protected
            // Rows share a handful of data sets, so each slug is worked out once.
            var datasets: [String: String] = [:]
            self.references = rows.map { row in
                let dataset = datasets[row.source] ?? FoodRow.datasetSlug(row.source)
                datasets[row.source] = dataset
                return row.reference(dataset: dataset)
            }
        }
    }
}

/// The table row a phrase resolved to, and its index in the table.
struct FoodMatch: Equatable {
    let index: Int
    let row: FoodRow
}
