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

    /// A portion of a food known per 100 g: grams rounded to 0.1 g, kcal to a whole number, the
    /// other figures to 0.1 g, all computed from the rounded grams so they match what is shown.
    public init(
        name: String, grams: Double, per100g figures: (kcal: Double, protein: Double, carbs: Double, fat: Double),
        fiberPer100g: Double?, confidence: Double, source: String, status: FoodStatus, note: String? = nil
    ) {
        let portion = Self.rounded(grams, places: 1)
        let factor = portion / 100
        self.init(
            name: name, grams: portion, kcal: Self.rounded(figures.kcal * factor, places: 0),
            protein: Self.rounded(figures.protein * factor, places: 1),
            carbs: Self.rounded(figures.carbs * factor, places: 1), fat: Self.rounded(figures.fat * factor, places: 1),
            fiber: fiberPer100g.map { Self.rounded($0 * factor, places: 1) }, confidence: confidence, source: source,
            status: status, note: note)
    }

    /// Schoolbook rounding (247.5 → 248); the first step absorbs binary noise such as 247.49999….
    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let cleaned = (value * scale * 1e6).rounded() / 1e6
        return cleaned.rounded(.toNearestOrAwayFromZero) / scale
    }
}
