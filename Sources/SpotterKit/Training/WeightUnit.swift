/// A unit of weight for loads and body weight.
public enum WeightUnit: String, Sendable {
    case kg
    case lb

    /// The exact international avoirdupois pound, in kilograms.
    public static let kilogramsPerPound = 0.45359237

    /// Kilograms in one of this unit: 1 for kg, 0.45359237 for lb.
    public var kilograms: Double {
        switch self {
        case .kg: 1
        case .lb: Self.kilogramsPerPound
        }
    }

    /// `kilograms` expressed in this unit: the one conversion every report and message shows through.
    public func amount(ofKilograms kilograms: Double) -> Double {
        self == .kg ? kilograms : kilograms / Self.kilogramsPerPound
    }

    /// Reads a unit word as people type it (`kg`, `kilos`, `lbs`, `pounds`, `#`); nil otherwise.
    init?(word: String) {
        guard let unit = TrainingLexicon.meaning(of: word)?.weightUnit else { return nil }
        self = unit
    }
}
