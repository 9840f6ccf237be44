import CUSDAFoods

/// The USDA foods built into the binary (FNDDS 2017-2018, then SR28) with their search index.
///
/// The data sit in the binary's read-only pages; `builtIn` reads them on first use, so commands
/// that never look a food up past the curated table never pay for it.
public final class USDADatabase: Sendable {
    /// Every food with complete energy and macronutrient figures, FNDDS first.
    public let foods: [USDAFood]
    /// Ranked word search over the foods' descriptions and synonyms.
    let index: FoodSearchIndex
    /// Lines of the file left out because a figure is missing (some SR28 rows lack one).
    public let incompleteFoods: Int

    /// Reads foods from the text of `usda_foods.tsv` (see `Sources/CUSDAFoods/README.md`).
    public init(tsv bytes: UnsafeBufferPointer<UInt8>, extraWords: [String] = []) {
        var foods: [USDAFood] = []
        foods.reserveCapacity(16_000)
        var incomplete = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd > lineStart, bytes[lineStart] != UInt8(ascii: "#") {
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                if let food = Self.food(line) { foods.append(food) } else { incomplete += 1 }
            }
            lineStart = lineEnd + 1
        }
        self.foods = foods
        self.incompleteFoods = incomplete
        self.index = FoodSearchIndex(foods: foods, extraWords: extraWords)
    }

    /// The food whose journal `source` is `reference` (`usda-sr28:14400`), if the database has it.
    public func food(reference: String) -> USDAFood? {
        foods.first { $0.reference == reference }
    }

    /// The database compiled into the binary, with the curated table's words known to spelling.
    public static let builtIn: USDADatabase = {
        let words = FoodTable.builtIn.rows.flatMap { $0.aliases }
        return USDADatabase(
            tsv: UnsafeBufferPointer(start: spotter_usda_foods_pointer(), count: Int(spotter_usda_foods_size)),
            extraWords: words)
    }()

    /// One food from its nine tab-separated fields; nil when a required figure is missing.
    private static func food(_ line: UnsafeBufferPointer<UInt8>) -> USDAFood? {
        // Cut as bytes: splitting a String by Characters is most of the load time otherwise.
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
            String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
        }
        guard fields.count == 9, let kcal = Double(fields[3]), let protein = Double(fields[4]),
            let carbs = Double(fields[5]), let fat = Double(fields[6])
        else { return nil }
        return USDAFood(
            name: fields[1], reference: fields[0], synonyms: fields[2], kcal: kcal, protein: protein, carbs: carbs,
            fat: fat, fiber: Double(fields[7]), portionsText: fields[8])
    }
}

extension USDADatabase {
    /// A database with no foods: the curated table alone, as tests of other layers need it.
    public static let empty = [UInt8]().withUnsafeBufferPointer { USDADatabase(tsv: $0) }
}
