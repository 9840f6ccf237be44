/// Daily nutrition targets the summary compares against.
public struct Targets: Sendable, Equatable {
    public var kcal: Double = 2200
    public var protein: Double = 160
    public var carbs: Double = 250
    public var fat: Double = 70
    public var waterML: Double = 2500

    public init() {}

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
