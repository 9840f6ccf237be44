/// Draws exercise and body-weight trends for the terminal (scaled to its width), as JSON and as SVG.
public enum TrendsText {
    /// Weekly volume bars shown, most recent last.
    static let barWeeks = 12

    public static func render(
        _ trend: ExerciseTrend, unit: WeightUnit, width: Int, ascii: Bool, style: Style
    ) -> [String] {
        let lines = draw(trend, unit: unit, width: width, ascii: ascii, style: style)
        return ascii ? lines.map(asciiOnly) : lines
    }

    public static func render(_ trend: WeightTrend, width: Int, ascii: Bool, style: Style) -> [String] {
        let lines = draw(trend, width: width, ascii: ascii, style: style)
        return ascii ? lines.map(asciiOnly) : lines
    }

    /// `--ascii` promises plain ASCII: the punctuation of the text goes too, not only the blocks.
    static func asciiOnly(_ line: String) -> String {
        var out = ""
        for character in line {
            switch character {
            case "—": out += "-"
            case "→": out += "->"
            case "×": out += "x"
            case "·": out += "|"
            default: out.append(character.isASCII ? character : "?")
            }
        }
        return out
    }

    static func draw(
        _ trend: ExerciseTrend, unit: WeightUnit, width: Int, ascii: Bool, style: Style
    ) -> [String] {
        let points = trend.points
        guard let first = points.first, let last = points.last else { return [] }
        let formula = trend.formula == .epley ? "Epley" : "Brzycki"
        var lines = [
            style.bold("\(trend.exercise.name) — estimated 1RM per session (\(formula))")
                + " · \(points.count) " + (points.count == 1 ? "session" : "sessions")
                + " \(first.day.iso8601) to \(last.day.iso8601)"
        ]
        // The sparkline takes what the numbers beside it leave; the oldest sessions drop off first.
        let visible = points.suffix(max(10, width - 36))
        let start = visible[visible.startIndex]
        let change = last.estimatedKilograms - start.estimatedKilograms
        let percent = start.estimatedKilograms > 0 ? change / start.estimatedKilograms * 100 : 0
        let summary =
            "\(weight(start.estimatedKilograms, unit)) → \(weight(last.estimatedKilograms, unit)) "
            + "(\(change >= 0 ? "+" : "")\(Format.number(percent))%)"
        let spark = Sparkline.line(visible.map(\.estimatedKilograms), width: visible.count, ascii: ascii)
        lines.append(spark + "  " + summary)
        if let best = trend.best {
            lines.append(
                "Best \(weight(best.estimatedKilograms, unit)) on \(best.day.iso8601) from \(Format.set(best.set)).")
        }
        if trend.exercise.isBodyweight {
            lines.append(
                style.dim(
                    "Estimates are body weight plus added load; a weighted set before any body weight is left out."))
        }
        let recent = points.suffix(5).map {
            String($0.day.iso8601.suffix(5)) + " " + number($0.estimatedKilograms, unit)
        }
        lines.append(style.dim("Last sessions: " + recent.joined(separator: " · ") + " \(unit.rawValue)"))
        lines.append("")
        lines.append(style.bold("Weekly volume (\(unit.rawValue), working sets)"))
        let weeks = trend.weeks.suffix(barWeeks)
        let maximum = weeks.map(\.volumeKilograms).max() ?? 0
        let barWidth = max(10, width - 24)
        for week in weeks {
            let value = Format.thousands(shown(week.volumeKilograms, unit))
            let bar = Sparkline.bar(week.volumeKilograms, maximum: maximum, width: barWidth, ascii: ascii)
            lines.append(
                "\(week.firstDay.iso8601) " + String(repeating: " ", count: max(0, 8 - value.count)) + value + " " + bar
            )
        }
        return lines
    }

    static func draw(_ trend: WeightTrend, width: Int, ascii: Bool, style: Style) -> [String] {
        guard let first = trend.points.first, let last = trend.points.last else { return [] }
        let unit = trend.unit.rawValue
        var lines = [
            style.bold("Body weight") + " · \(Format.count(trend.points.count, "day")) with a reading, "
                + "\(first.day.iso8601) to \(last.day.iso8601)"
        ]
        let values = trend.points.map { trend.shown($0.kilograms) }
        let averages = trend.points.map { trend.shown($0.averageKilograms) }
        let sparkWidth = max(10, width - 30)
        lines.append(
            Sparkline.line(values, width: sparkWidth, ascii: ascii) + "  latest "
                + Format.number(values.last ?? 0) + " \(unit)")
        lines.append(
            Sparkline.line(averages, width: sparkWidth, ascii: ascii) + "  7-day average "
                + Format.number(averages.last ?? 0) + " \(unit)")
        let window = trend.points.suffix(min(sparkWidth, trend.points.count))
        if let start = window.first {
            let change = trend.shown(last.averageKilograms) - trend.shown(start.averageKilograms)
            lines.append(
                "7-day average \(change >= 0 ? "+" : "")\(Format.number(change)) \(unit) since \(start.day.iso8601) "
                    + "(\(Format.number(trend.shown(start.averageKilograms))) → \(Format.number(averages.last ?? 0)) \(unit))."
            )
        }
        let recent = trend.points.suffix(7).map {
            String($0.day.iso8601.suffix(5)) + " " + Format.number(trend.shown($0.kilograms))
        }
        lines.append(style.dim("Last readings: " + recent.joined(separator: " · ") + " \(unit)"))
        return lines
    }

    // MARK: - JSON

    public static func json(_ trend: ExerciseTrend) -> String {
        var json = JSONWriter()
        json.string("exercise", trend.exercise.name)
        json.string("exercise_id", trend.exercise.id)
        json.string("formula", trend.formula.rawValue)
        json.raw(
            "sessions",
            JSONWriter.array(
                trend.points.map { point in
                    var item = JSONWriter(capacity: 96)
                    item.string("date", point.day.iso8601)
                    item.number("e1rm_kg", EntryEditing.roundTenth(point.estimatedKilograms))
                    item.number("reps", point.set.reps.map(Double.init))
                    item.number("load_kg", point.set.load.map { ($0.kilograms * 1000).rounded() / 1000 })
                    return item.finish()
                }))
        json.raw(
            "weeks",
            JSONWriter.array(
                trend.weeks.map { week in
                    var item = JSONWriter(capacity: 64)
                    item.string("week_start", week.firstDay.iso8601)
                    item.number("volume_kg", EntryEditing.roundTenth(week.volumeKilograms))
                    return item.finish()
                }))
        return String(decoding: json.finish(), as: UTF8.self)
    }

    public static func json(_ trend: WeightTrend) -> String {
        var json = JSONWriter()
        json.raw(
            "days",
            JSONWriter.array(
                trend.points.map { point in
                    var item = JSONWriter(capacity: 80)
                    item.string("date", point.day.iso8601)
                    item.number("kg", EntryEditing.roundTenth(point.kilograms))
                    item.number("avg_7d_kg", EntryEditing.roundTenth(point.averageKilograms))
                    return item.finish()
                }))
        return String(decoding: json.finish(), as: UTF8.self)
    }

    // MARK: - SVG

    public static func svg(_ trend: ExerciseTrend, unit: WeightUnit) -> SVGChart {
        SVGChart(
            title: "\(trend.exercise.name): estimated 1RM per session", unit: unit.rawValue,
            series: [
                SVGChart.Series(
                    label: "estimated 1RM (\(unit.rawValue))",
                    points: trend.points.map { ($0.day, shown($0.estimatedKilograms, unit)) }, color: "#1f77b4")
            ])
    }

    public static func svg(_ trend: WeightTrend) -> SVGChart {
        let unit = trend.unit.rawValue
        return SVGChart(
            title: "Body weight", unit: unit,
            series: [
                SVGChart.Series(
                    label: "reading (\(unit))", points: trend.points.map { ($0.day, trend.shown($0.kilograms)) },
                    color: "#999999"),
                SVGChart.Series(
                    label: "7-day average (\(unit))",
                    points: trend.points.map { ($0.day, trend.shown($0.averageKilograms)) }, color: "#d62728"),
            ])
    }

    static func shown(_ kilograms: Double, _ unit: WeightUnit) -> Double { unit.amount(ofKilograms: kilograms) }

    static func number(_ kilograms: Double, _ unit: WeightUnit) -> String { Format.number(shown(kilograms, unit)) }

    static func weight(_ kilograms: Double, _ unit: WeightUnit) -> String {
        Format.estimate(kilograms: kilograms, unit: unit)
    }
}
