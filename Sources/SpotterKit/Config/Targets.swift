/// Daily nutrition targets the summary compares against.
public struct Targets: Sendable, Equatable, Codable {
    public var kcal: Double = 2200
    public var protein: Double = 160
    public var carbs: Double = 250
    public var fat: Double = 70
    public var waterML: Double = 2500

    public init() {}

    enum CodingKeys: String, CodingKey {
        case kcal, protein, carbs, fat
        case waterML = "water_ml"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Targets()
        kcal = try container.decodeIfPresent(Double.self, forKey: .kcal) ?? defaults.kcal
        protein = try container.decodeIfPresent(Double.self, forKey: .protein) ?? defaults.protein
        carbs = try container.decodeIfPresent(Double.self, forKey: .carbs) ?? defaults.carbs
        fat = try container.decodeIfPresent(Double.self, forKey: .fat) ?? defaults.fat
        waterML = try container.decodeIfPresent(Double.self, forKey: .waterML) ?? defaults.waterML
    }

    func problem() -> String? {
        for (name, value) in [
            ("kcal", kcal), ("protein", protein), ("carbs", carbs), ("fat", fat), ("water_ml", waterML),
        ]
        where !(value > 0 && value < 100_000) {
            return "targets.\(name) must be a positive number."
        }
        return nil
    }
}
