/// Numbered insight lines with the hint that dismisses them.
public enum InsightsText {
    public static func lines(_ insights: [Insight]) -> [String] {
        guard !insights.isEmpty else { return [] }
        return insights.enumerated().map { "\($0.offset + 1). \($0.element.text)" }
            + ["(`spotter insights dismiss N` hides one for a week.)"]
    }
}
