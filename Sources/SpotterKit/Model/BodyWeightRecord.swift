/// A body-weight reading, in the unit typed and in kilograms.
public struct BodyWeightRecord: Sendable, Equatable {
    public var load: Load

    public init(load: Load) { self.load = load }
}
