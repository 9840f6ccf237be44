/// Tells a plan written as prose from one in the text format, and shows the format by example.
public enum PlanProse {
    /// True when no line is indented like an exercise line and the text reads as sentences.
    public static func looksLikeProse(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline).filter { !String($0).trimmingSpaces().isEmpty }
        let indented = lines.contains { $0.first == " " || $0.first == "\t" || $0.hasPrefix("- ") }
        let words = text.split(whereSeparator: { $0 == " " || $0.isNewline }).count
        return !indented && words >= 4
    }

    public static let example = [
        "  name: PPL",
        "  Push",
        "    Bench Press 3x5-8",
        "    Overhead Press 3x8-12",
        "  Pull",
        "    Barbell Row 3x5-8",
        "    Pull-up 3xAMRAP",
        "  Legs",
        "    Squat 3x5-8",
        "    Romanian Deadlift 3x8-12",
    ]
}
