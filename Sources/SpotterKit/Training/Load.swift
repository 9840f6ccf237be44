/// A weight as the user typed it, with its canonical kilogram value derived.
public struct Load: Sendable, Equatable {
    /// The number as typed, in `unit`.
    public var value: Double
    /// The unit the user typed or the default unit in force.
    public var unit: WeightUnit

    /// Creates a load of `value` in `unit`.
    public init(value: Double, unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// The load in kilograms (1 lb = 0.45359237 kg).
    public var kilograms: Double { value * unit.kilograms }
}
