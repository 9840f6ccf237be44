/// One food as eaten: the portion in grams and its nutrients for that portion.
public struct ResolvedFood: Sendable, Equatable {
    /// Display name of the food.
    public var name: String
    /// Grams eaten.
    public var grams: Double
    /// Energy of the portion, kcal.
    public var kcal: Double
    /// Protein of the portion, g.
    public var protein: Double
    /// Carbohydrate of the portion, g.
    public var carbs: Double
    /// Fat of the portion, g.
    public var fat: Double
    /// Dietary fibre of the portion, g; `nil` when the source does not know it (never 0 instead).
    public var fiber: Double?
    /// 0...1; 1.0 for table figures with an explicit quantity.
    public var confidence: Double
    /// Where the figures come from, e.g. `usda-sr28:05064`.
    public var source: String
    /// Whether the figures are exact, estimated or need review.
    public var status: FoodStatus
    /// What was assumed, when anything was (e.g. "assumed 100 g").
    public var note: String?

    /// Creates a resolved food from already computed portion figures.
    public init(
        name: String, grams: Double, kcal: Double, protein: Double, carbs: Double, fat: Double,
        fiber: Double?, confidence: Double, source: String, status: FoodStatus, note: String? = nil
    ) {
        self.name = name
        self.grams = grams
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.fiber = fiber
        self.confidence = confidence
        self.source = source
        self.status = status
        self.note = note
    }
}
