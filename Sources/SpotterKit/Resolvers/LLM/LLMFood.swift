/// One food as a model answered it: a name, the grams eaten and either a USDA candidate's id or
/// its own figures per 100 g.
public struct LLMFood: Sendable, Equatable {
    public var name: String
    public var grams: Double
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double
    public var fiber: Double?
    public var confidence: Double
    /// The offered USDA food the model chose (`usda-fndds-2017:58106570`); nil for its own figures.
    public var usdaID: String?

    public init(
        name: String, grams: Double, kcal: Double, protein: Double, carbs: Double, fat: Double, fiber: Double?,
        confidence: Double, usdaID: String? = nil
    ) {
        self.name = name
        self.grams = grams
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.fiber = fiber
        self.confidence = confidence
        self.usdaID = usdaID
    }
}
