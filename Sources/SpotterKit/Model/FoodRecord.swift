/// A food eaten: the phrase it came from and its figures, or null figures and a reason when unresolved.
public struct FoodRecord: Sendable, Equatable {
    /// The part of the input line this food came from (`toast` in `2 eggs and toast`).
    public var text: String
    public var name: String?
    public var grams: Double?
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var fiber: Double?
    public var status: FoodStatus
    public var confidence: Double?
    public var source: String?
    /// What was assumed (a default portion), shown beside estimates.
    public var note: String?
    /// Why the food needs review.
    public var reason: String?

    public init(
        text: String, name: String? = nil, grams: Double? = nil, kcal: Double? = nil, protein: Double? = nil,
        carbs: Double? = nil, fat: Double? = nil, fiber: Double? = nil, status: FoodStatus,
        confidence: Double? = nil, source: String? = nil, note: String? = nil, reason: String? = nil
    ) {
        self.text = text
        self.name = name
        self.grams = grams
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.fiber = fiber
        self.status = status
        self.confidence = confidence
        self.source = source
        self.note = note
        self.reason = reason
    }

    /// A resolved food from a resolver's answer.
    public init(text: String, resolved food: ResolvedFood) {
        self.init(
            text: text, name: food.name, grams: food.grams, kcal: food.kcal, protein: food.protein,
            carbs: food.carbs, fat: food.fat, fiber: food.fiber, status: food.status,
            confidence: food.confidence, source: food.source, note: food.note)
    }

    /// An unresolved food: no figures, never zeros.
    public init(text: String, unresolvedReason: String) {
        self.init(text: text, status: .needsReview, reason: unresolvedReason.asSentence)
    }
}
