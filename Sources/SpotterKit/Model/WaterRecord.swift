/// Water drunk, in millilitres.
public struct WaterRecord: Sendable, Equatable {
    public var milliliters: Double

    public init(milliliters: Double) { self.milliliters = milliliters }
}
