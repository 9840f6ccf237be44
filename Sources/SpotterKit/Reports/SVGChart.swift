/// A standalone SVG line chart with axes, ticks and labels (`trends --svg FILE`).
public struct SVGChart: Sendable {
    /// One line of the chart; x is a day, y a value.
    public struct Series: Sendable {
        public var label: String
        public var points: [(day: Day, value: Double)]
        public var color: String

        public init(label: String, points: [(day: Day, value: Double)], color: String) {
            self.label = label
            self.points = points
            self.color = color
        }
    }

    public var title: String
    public var unit: String
    public var series: [Series]
    public var width = 800.0
    public var height = 420.0

    public init(title: String, unit: String, series: [Series]) {
        self.title = title
        self.unit = unit
        self.series = series
    }

    static let margin = (left: 70.0, right: 24.0, top: 48.0, bottom: 56.0)

    /// The SVG document.
    public func render() -> String {
        let all = series.flatMap(\.points)
        let days = all.map(\.day.daysSinceEpoch)
        let values = all.map(\.value)
        let firstDay = days.min() ?? 0
        let lastDay = max(days.max() ?? 1, firstDay + 1)
        let ticks = Self.niceTicks(low: values.min() ?? 0, high: values.max() ?? 1)
        let low = ticks.first ?? 0
        let high = max(ticks.last ?? 1, low + 1)
        let plot = (
            x: Self.margin.left, y: Self.margin.top, width: width - Self.margin.left - Self.margin.right,
            height: height - Self.margin.top - Self.margin.bottom
        )
        func x(_ day: Int) -> Double { plot.x + Double(day - firstDay) / Double(lastDay - firstDay) * plot.width }
        func y(_ value: Double) -> Double { plot.y + plot.height - (value - low) / (high - low) * plot.height }

        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(n(width / 2))" y="24" text-anchor="middle" font-size="16">\(Self.escape(title))</text>

            """
        // Axes and horizontal grid lines at each value tick.
        out += line(plot.x, plot.y, plot.x, plot.y + plot.height, "black")
        out += line(plot.x, plot.y + plot.height, plot.x + plot.width, plot.y + plot.height, "black")
        for tick in ticks {
            out += line(plot.x, y(tick), plot.x + plot.width, y(tick), "#dddddd")
            out += line(plot.x - 5, y(tick), plot.x, y(tick), "black")
            out += text(plot.x - 8, y(tick) + 4, Format.number(tick, decimals: 1), anchor: "end")
        }
        out += text(16, plot.y + plot.height / 2, unit, anchor: "middle", rotate: true)
        for day in Self.dayTicks(first: firstDay, last: lastDay, count: 6) {
            out += line(x(day), plot.y + plot.height, x(day), plot.y + plot.height + 5, "black")
            out += text(x(day), plot.y + plot.height + 20, Day(daysSinceEpoch: day).iso8601, anchor: "middle")
        }
        for (index, series) in series.enumerated() {
            let coordinates = series.points.map { n(x($0.day.daysSinceEpoch)) + "," + n(y($0.value)) }
            out += "<polyline fill=\"none\" stroke=\"\(series.color)\" stroke-width=\"2\" points=\""
            out += coordinates.joined(separator: " ") + "\"/>\n"
            if series.points.count <= 120 {
                for point in series.points {
                    out += "<circle cx=\"\(n(x(point.day.daysSinceEpoch)))\" cy=\"\(n(y(point.value)))\" r=\"3\" "
                    out += "fill=\"\(series.color)\"><title>\(point.day.iso8601): "
                    out += "\(Self.escape(Format.number(point.value))) \(Self.escape(unit))</title></circle>\n"
                }
            }
            let legendY = height - 14
            let legendX = plot.x + Double(index) * 220
            out += line(legendX, legendY - 4, legendX + 24, legendY - 4, series.color, width: 3)
            out += text(legendX + 30, legendY, series.label, anchor: "start")
        }
        return out + "</svg>\n"
    }

    /// Escapes text for XML content and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // Control characters are not allowed in XML 1.0 at all.
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20 { continue }
                out.append(character)
            }
        }
        return out
    }

    /// Round tick values (1, 2 or 5 × a power of ten apart) covering the range.
    static func niceTicks(low: Double, high: Double, count: Int = 5) -> [Double] {
        let span = high > low ? high - low : max(abs(high), 1)
        let raw = span / Double(count)
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? power * 10
        let start = (low / step).rounded(.down) * step
        let end = max((high / step).rounded(.up) * step, start + step)
        return stride(from: start, through: end + step / 2, by: step).map { $0 }
    }

    static func dayTicks(first: Int, last: Int, count: Int) -> [Int] {
        let span = last - first
        guard span > 0 else { return [first] }
        let step = max(1, span / (count - 1))
        return Array(stride(from: first, through: last, by: step))
    }

    private func n(_ value: Double) -> String { Format.number(value, decimals: 1) }

    private func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: String, width: Double = 1
    ) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"/>\n"
    }

    private func text(_ x: Double, _ y: Double, _ content: String, anchor: String, rotate: Bool = false) -> String {
        let transform = rotate ? " transform=\"rotate(-90 \(n(x)) \(n(y)))\"" : ""
        return
            "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\"\(transform)>\(Self.escape(content))</text>\n"
    }
}
