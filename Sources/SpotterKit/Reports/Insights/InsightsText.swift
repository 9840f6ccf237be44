/// Numbered insight lines with the hint that dismisses them.
public enum InsightsText {
    public static func lines(_ insights: [Insight], width: Int = 80) -> [String] {
        guard !insights.isEmpty else { return [] }
        return insights.enumerated().flatMap {
            TextWrapping.lines("\($0.offset + 1). \($0.element.text)", width: width, indent: "   ")
        } + TextWrapping.lines("(`/insights dismiss N` hides one for a week.)", width: width)
    }
}
