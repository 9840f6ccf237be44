import CUSDAFoods

/// The USDA foods built into the binary (FNDDS 2017-2018, then SR28) with their search index.
///
/// The data sit in the binary's read-only pages with an index built from them at build time
/// (`usda_index.bin`); `builtIn` reads the index on first use and a food's line only when a search
/// names it, so commands that never look past the curated table never pay for it.
public final class USDADatabase: Sendable {
    /// Every food with complete energy and macronutrient figures, FNDDS first.
    public let foods: USDAFoods
    /// Ranked word search over the foods' descriptions and synonyms.
    let index: FoodSearchIndex
    /// Lines of the file left out because a figure is missing (some SR28 rows lack one).
    public let incompleteFoods: Int
    /// Where each food's line starts in the text, for the prebuilt index.
    let lineStarts: Int32List

    /// Reads and indexes every food of the text of `usda_foods.tsv` (see `Sources/CUSDAFoods/README.md`);
    /// spelling also learns the words of `aliases` (a curated table's).
    public init(tsv bytes: UnsafeBufferPointer<UInt8>, aliases: @autoclosure @escaping @Sendable () -> [String] = []) {
        var foods: [USDAFood] = []
        var starts: [Int32] = []
        foods.reserveCapacity(16_000)
        var incomplete = 0
        var lineStart = 0
        while lineStart < bytes.count {
            let line = USDAFoods.line(bytes, from: lineStart)
            if !line.isEmpty, line[0] != UInt8(ascii: "#") {
                if let food = USDAFood(line: line) {
                    foods.append(food)
                    starts.append(Int32(lineStart))
                } else {
                    incomplete += 1
                }
            }
            lineStart += line.count + 1
        }
        self.foods = USDAFoods(foods)
        self.lineStarts = Int32List(starts)
        self.incompleteFoods = incomplete
        self.index = FoodSearchIndex(foods: foods, spellingWords: aliases().flatMap { FoodSearchIndex.terms($0) })
    }

    /// The foods of `tsv` with the index `prebuilt` made from the same text at build time; nil
    /// when `prebuilt` is not such an index (another format version, another text). Spelling also
    /// learns `spellingWords`, words already folded as the index folds them.
    init?(
        tsv: UnsafeBufferPointer<UInt8>, prebuilt: UnsafeRawBufferPointer,
        spellingWords: @escaping @Sendable () -> [String] = { [] }
    ) {
        guard let decoded = Self.decodePrebuilt(prebuilt, tsvSize: tsv.count) else { return nil }
        foods = USDAFoods(lines: tsv, starts: decoded.lineStarts, portions: decoded.portions)
        lineStarts = decoded.lineStarts
        incompleteFoods = decoded.incompleteFoods
        index = FoodSearchIndex(storage: decoded.storage, spellingWords: spellingWords)
    }

    /// The food whose journal `source` is `reference` (`usda-sr28:14400`), if the database has it.
    public func food(reference: String) -> USDAFood? {
        foods.firstIndex(reference: reference).map { foods[$0] }
    }

    /// The text compiled into the binary.
    static var builtInText: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: spotter_usda_foods_pointer(), count: Int(spotter_usda_foods_size))
    }

    /// The index compiled into the binary beside the text.
    static var builtInIndex: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: spotter_usda_index_pointer(), count: Int(spotter_usda_index_size))
    }

    /// The database compiled into the binary, with the curated table's words known to spelling
    /// (read only when spelling is first needed).
    public static let builtIn: USDADatabase =
        // A text regenerated without its index still works, only slower to open.
        USDADatabase(tsv: builtInText, prebuilt: builtInIndex, spellingWords: curatedWords)
        ?? USDADatabase(tsv: builtInText, aliases: FoodTable.builtIn.rows.flatMap(\.aliases))

    /// The words of the curated table's aliases that USDA's foods never use, as `spotter-food-index` wrote
    /// them (`Resources/spelling_words.txt`): worked out from the 1,751 aliases, they were 10 million
    /// instructions of the first typo a process met, two-thirds of building the spelling corrector.
    static func curatedWords() -> [String] {
        PackageResources.spelling_words_txt.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of `Resources/spelling_words.txt` for the curated table's `aliases`: their folded words
    /// that this database's foods never use, one per line in byte order.
    public func spellingWordsText(ofAliases aliases: [String]) -> [UInt8] {
        Array(index.spellingWords(ofAliases: aliases).joined(separator: "\n").utf8) + [0x0A]
    }
}

extension USDADatabase {
    /// A database with no foods: the curated table alone, as tests of other layers need it.
    public static let empty = [UInt8]().withUnsafeBufferPointer { USDADatabase(tsv: $0) }
}
