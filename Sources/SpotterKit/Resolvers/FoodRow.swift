/// One food of the food table: nutrients per 100 g, household portions and the names it answers to.
public struct FoodRow: Sendable, Equatable {
    /// Display name, e.g. "chicken breast, roasted".
    public var name: String
    /// Lower-case names that find this row (singular and plural, short names, variants).
    public var aliases: [String]
    /// Energy per 100 g, kcal.
    public var kcal: Double
    /// Protein per 100 g, g.
    public var protein: Double
    /// Carbohydrate per 100 g, g.
    public var carbs: Double
    /// Fat per 100 g, g.
    public var fat: Double
    /// Dietary fibre per 100 g, g; `nil` when the source reports none.
    public var fiber: Double?
    /// Grams per household unit, keyed as in the CSV (`cup`, `tbsp`, `fl_oz`, `each`, `large`, `slice`...).
    public var portions: [String: Double]
    /// Identifier in the source data set (the 5-digit SR28 NDB number for built-in rows).
    public var ndb: String
    /// The data set the figures come from, e.g. "USDA SR28".
    public var source: String

    /// Creates a row; `portions` keys follow the CSV's spelling.
    public init(
        name: String, aliases: [String], kcal: Double, protein: Double, carbs: Double, fat: Double,
        fiber: Double?, portions: [String: Double], ndb: String, source: String
    ) {
        self.name = name
        self.aliases = aliases
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.fiber = fiber
        self.portions = portions
        self.ndb = ndb
        self.source = source
    }

    /// The journal's `source` value: `usda-sr28:05064`, or `<data set>:<id or name>` for user rows.
    var reference: String {
        reference(dataset: Self.datasetSlug(source))
    }

    /// The journal's `source` value given the slug of the row's data set, which callers share
    /// between rows.
    func reference(dataset: String) -> String {
        dataset + ":" + (ndb.isEmpty ? Self.slug(name) : ndb)
    }

    /// `USDA SR28` → `usda-sr28`; rows without a data set are the user's.
    static func datasetSlug(_ source: String) -> String {
        slug(source.isEmpty ? "user" : source)
    }

    private static func slug(_ text: String) -> String {
        FoodWords.normalized(text).joined(separator: "-")
    }
}
