/// Draws a day summary as terminal text.
public enum DaySummaryText {
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let barWidth = 20

    /// The day's lines; training volumes are shown in `unit`, the user's.
    public static func render(_ summary: DaySummary, title: String, style: Style, unit: WeightUnit = .kg) -> [String] {
        let targets = summary.targets
        var lines: [String] = []
        lines.append(style.bold("\(title) · \(weekdays[summary.day.weekdayIndex]) \(summary.day.iso8601)"))
        let ratio = targets.kcal > 0 ? summary.kcal / targets.kcal : 0
        let filled = min(barWidth, max(0, (min(ratio, 1) * Double(barWidth)).wholeNumber ?? 0))
        var bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        bar = ratio > 1 ? style.red(bar) : style.green(bar)
        let left = targets.kcal - summary.kcal
        let leftText = left >= 0 ? "\(Format.thousands(left)) left" : style.red("\(Format.thousands(-left)) over")
        lines.append(
            "Calories  [\(bar)] \(Format.percent(summary.kcal, of: targets.kcal))%  "
                + "\(Format.thousands(summary.kcal)) / \(Format.thousands(targets.kcal)) kcal · \(leftText)")
        lines.append(
            "Protein   \(Format.number(summary.protein)) / \(Format.number(targets.protein)) g · "
                + "Carbs \(Format.number(summary.carbs)) / \(Format.number(targets.carbs)) g · "
                + "Fat \(Format.number(summary.fat)) / \(Format.number(targets.fat)) g")
        lines.append("Water     \(Format.thousands(summary.waterML)) / \(Format.thousands(targets.waterML)) ml")
        if let weight = summary.latestWeight {
            var text = "Weight    \(Format.load(weight.load))"
            if weight.day != summary.day { text += " (\(weight.day.iso8601))" }
            if let average = summary.weightAverageKilograms {
                text += " · 7-day average \(Format.estimate(kilograms: average, unit: weight.load.unit))"
            }
            lines.append(text)
        } else {
            lines.append("Weight    " + style.dim("no reading yet"))
        }
        var training = summary.workouts.map { $0.headline(unit: unit) }
        if let active = summary.activeWorkout {
            training.append(
                "Workout in progress: \(Format.duration(active.durationSeconds)) · \(active.workingSets) working sets")
        }
        training += summary.cardio.map(Format.cardio)
        if training.isEmpty { training = [style.dim("nothing logged")] }
        for (index, line) in training.enumerated() { lines.append((index == 0 ? "Training  " : "          ") + line) }
        lines.append(completeness(summary, style: style))
        return lines
    }

    static func completeness(_ summary: DaySummary, style: Style) -> String {
        if summary.foodCount == 0 && summary.reviewItems.isEmpty { return style.dim("No food logged yet.") }
        if summary.isComplete { return style.green("Totals complete.") }
        var parts: [String] = []
        if summary.estimatedCount > 0 {
            parts.append(
                "\(summary.estimatedCount) estimated " + (summary.estimatedCount == 1 ? "portion" : "portions"))
        }
        if !summary.reviewItems.isEmpty {
            let items = summary.reviewItems.map { "#\($0.number) \($0.text)" }.joined(separator: ", ")
            parts.append("\(summary.reviewItems.count) needing review (\(items))")
        }
        let sentence = "Totals include " + parts.joined(separator: " and ") + "."
        return summary.reviewItems.isEmpty
            ? style.yellow(sentence) : style.yellow(sentence + " See `spotter feed --review`.")
    }
}
