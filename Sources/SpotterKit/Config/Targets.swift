/// Daily nutrition targets the summary compares against.
public struct Targets: Sendable, Equatable {
    public var kcal: Double = 2200
    public var protein: Double = 160
    public var carbs: Double = 250
    public var fat: Double = 70
    public var waterML: Double = 2500

    public init() {}

    func problem() -> String? {
        // Figure by figure, not a list of pairs: every process checks its config, and the list's type was
        // made at its start (9,000 instructions).
        if !Self.fits(kcal) { return Self.problem("kcal") }
        if !Self.fits(protein) { return Self.problem("protein") }
        if !Self.fits(carbs) { return Self.problem("carbs") }
        if !Self.fits(fat) { return Self.problem("fat") }
        if !Self.fits(waterML) { return Self.problem("water_ml") }
        return nil
    }

    private static func problem(_ name: String) -> String { "targets.\(name) must be a positive number." }

    private static func fits(_ value: Double) -> Bool { value > 0 && value < 100_000 }
}
