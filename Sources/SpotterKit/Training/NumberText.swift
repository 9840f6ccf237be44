/// Formats numbers for user-facing messages without a trailing `.0`.
enum NumberText {
    /// `96` for 96.0, `70.5` for 70.5; very large values keep Swift's own notation.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
