extension Double {
    /// The nearest whole number, or nil for NaN, infinities and values an exact Int cannot hold:
    /// `Int(_:)` traps on those, and a stored figure can be anything.
    var wholeNumber: Int? {
        let rounded = rounded()
        guard rounded.isFinite, abs(rounded) < 9e15 else { return nil }
        return Int(rounded)
    }
}
