/// Draws numbers as one line of block characters (or ASCII) and as horizontal bars.
public enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let horizontalEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let asciiLevels: [Character] = ["_", ".", "-", "~", "=", "+", "*", "#"]

    /// One character per value, lowest to highest of the values; the last `width` values when there
    /// are more (the recent ones matter most).
    public static func line(_ values: [Double], width: Int, ascii: Bool = false) -> String {
        let shown = Array(values.suffix(max(1, width)))
        guard let low = shown.min(), let high = shown.max() else { return "" }
        let levels = ascii ? asciiLevels : blocks
        return String(
            shown.map { value in
                guard high > low else { return levels[levels.count / 2] }
                let level = ((value - low) / (high - low) * Double(levels.count - 1)).wholeNumber ?? 0
                return levels[min(levels.count - 1, max(0, level))]
            })
    }

    /// A bar of `width` cells at most, proportional to `value / maximum`, with eighth-cell precision.
    public static func bar(_ value: Double, maximum: Double, width: Int, ascii: Bool = false) -> String {
        guard maximum > 0, value > 0, width > 0 else { return "" }
        let eighths = min(width * 8, (value / maximum * Double(width * 8)).wholeNumber ?? 0)
        if ascii { return String(repeating: "#", count: max(1, (eighths + 4) / 8)) }
        let full = String(repeating: "█", count: eighths / 8)
        let partial = eighths % 8 == 0 ? "" : String(horizontalEighths[eighths % 8 - 1])
        return full + partial
    }
}
