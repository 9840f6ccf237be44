/// Draws `summary --week` as a table, or as one JSON object.
public enum WeekSummaryText {
    static let shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    public static func render(_ week: WeekSummary, style: Style) -> [String] {
        let last = week.firstDay.adding(days: 6)
        var lines = [style.bold("Week \(week.firstDay.iso8601) to \(last.iso8601)")]
        lines.append(style.dim(row("Day", "kcal", "protein", "carbs", "fat", "water ml", "trained")))
        for day in week.days {
            let label = shortDays[day.day.weekdayIndex] + " " + String(day.day.iso8601.suffix(5))
            guard day.foodCount > 0 || day.waterML > 0 || WeekSummary.trained(day) else {
                lines.append(row(label, "·", "·", "·", "·", "·", "·"))
                continue
            }
            lines.append(
                row(
                    label, Format.thousands(day.kcal), Format.number(day.protein, decimals: 0),
                    Format.number(day.carbs, decimals: 0), Format.number(day.fat, decimals: 0),
                    Format.thousands(day.waterML), WeekSummary.trained(day) ? "yes" : "–"))
        }
        let average = week.averages
        let targets = week.targets
        lines.append(
            row(
                "Average", Format.thousands(average.kcal), Format.number(average.protein, decimals: 0),
                Format.number(average.carbs, decimals: 0), Format.number(average.fat, decimals: 0),
                Format.thousands(average.waterML), Format.count(average.trainedDays, "day")))
        lines.append(
            style.dim(
                row(
                    "Target", Format.thousands(targets.kcal), Format.number(targets.protein, decimals: 0),
                    Format.number(targets.carbs, decimals: 0), Format.number(targets.fat, decimals: 0),
                    Format.thousands(targets.waterML), "")))
        if average.loggedDays == 0 {
            lines.append(style.dim("No food logged this week."))
        } else {
            let percent = Format.percent(average.kcal, of: targets.kcal)
            lines.append(
                "Averages over \(average.loggedDays) " + (average.loggedDays == 1 ? "day" : "days")
                    + " with food logged: \(percent)% of the calorie target, "
                    + "\(Format.percent(average.protein, of: targets.protein))% of protein.")
        }
        return lines
    }

    private static func row(_ cells: String...) -> String {
        let widths = [10, 7, 8, 6, 5, 9, 8]
        return zip(cells, widths).enumerated().map { index, pair in
            index == 0 ? pair.0.padding(pair.1) : String(repeating: " ", count: max(0, pair.1 - pair.0.count)) + pair.0
        }.joined(separator: " ")
    }

    /// `{"week_start":…,"days":[…],"average":{…},"targets":{…}}`.
    public static func json(_ week: WeekSummary) -> String {
        var json = JSONWriter()
        json.string("week_start", week.firstDay.iso8601)
        var days: [[UInt8]] = []
        for day in week.days {
            var item = JSONWriter(capacity: 128)
            item.string("date", day.day.iso8601)
            item.number("kcal", day.kcal.rounded())
            item.number("protein", EntryEditing.roundTenth(day.protein))
            item.number("carbs", EntryEditing.roundTenth(day.carbs))
            item.number("fat", EntryEditing.roundTenth(day.fat))
            item.number("water_ml", day.waterML)
            item.int("foods", day.foodCount)
            item.bool("trained", WeekSummary.trained(day))
            days.append(item.finish())
        }
        json.raw("days", JSONWriter.array(days))
        let average = week.averages
        var averages = JSONWriter(capacity: 128)
        averages.number("kcal", average.kcal.rounded())
        averages.number("protein", EntryEditing.roundTenth(average.protein))
        averages.number("carbs", EntryEditing.roundTenth(average.carbs))
        averages.number("fat", EntryEditing.roundTenth(average.fat))
        averages.number("water_ml", average.waterML.rounded())
        averages.int("logged_days", average.loggedDays)
        averages.int("trained_days", average.trainedDays)
        json.raw("average", averages.finish())
        var targets = JSONWriter(capacity: 96)
        targets.number("kcal", week.targets.kcal)
        targets.number("protein", week.targets.protein)
        targets.number("carbs", week.targets.carbs)
        targets.number("fat", week.targets.fat)
        targets.number("water_ml", week.targets.waterML)
        json.raw("targets", targets.finish())
        return String(decoding: json.finish(), as: UTF8.self)
    }
}
