import Foundation
import Testing

@testable import SpotterKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct TrendsTests {
    func bench() throws -> ExerciseTrend {
        let engine = try fixtureEngine()
        let sessions = try engine.sessions(from: nil, through: engine.now.day, exerciseID: "bench-press")
        return ExerciseTrend(
            exercise: try #require(ExerciseLibrary.builtIn.exercise(named: "bench")), sessions: sessions,
            formula: .epley, weekStart: .monday)
    }

    @Test func theEstimatePerSessionComesFromTheBestSet() throws {
        let trend = try bench()
        #expect(trend.points.count == 24)
        // 80 kg × 5 by Epley: 80 × (1 + 5/30).
        #expect(abs(trend.points[0].estimatedKilograms - 93.333) < 0.001)
        #expect(trend.weeks.count == 12)
        #expect(trend.weeks[0].volumeKilograms == 2 * 3 * 5 * 80)
    }

    @Test func theTextFitsTheWidthAndAsciiHasNoUnicode() throws {
        let trend = try bench()
        for width in [40, 80, 120] {
            let lines = TrendsText.render(trend, unit: .kg, width: width, ascii: true, style: .plain)
            #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
            #expect(lines[1].count <= max(width, 46), "\(width): \(lines[1])")
        }
        let unicode = TrendsText.render(trend, unit: .kg, width: 80, ascii: false, style: .plain)
        #expect(unicode[1].hasPrefix("▁"))
        #expect(unicode[1].contains("93.3 kg → 125.4 kg"))
    }

    @Test func weightCarriesItsSevenDayAverage() throws {
        let engine = try fixtureEngine()
        let trend = WeightTrend(
            readings: try engine.reportEntries(kinds: ["weight"], from: nil, through: engine.now.day))
        #expect(trend.points.count == 84)
        let last = try #require(trend.points.last)
        // The last seven readings fall 0.05 kg a day: their mean is the middle one.
        #expect(abs(last.averageKilograms - trend.points[80].kilograms) < 1e-9)
        #expect(trend.points[0].averageKilograms == 90)
    }

    @Test func sparklinesSpanLowestToHighestAndKeepTheLatestValues() {
        #expect(Sparkline.line([1, 2, 3, 4, 5, 6, 7, 8], width: 8) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.line([1, 2, 3, 4, 5, 6, 7, 8], width: 3) == "▁▅█")
        #expect(Sparkline.line([5, 5], width: 10, ascii: true) == "==")
        #expect(Sparkline.bar(1, maximum: 2, width: 10) == "█████")
        #expect(Sparkline.bar(1, maximum: 16, width: 2) == "▏")
    }

    @Test func theSVGIsWellFormedXMLWithEscapedText() throws {
        let chart = SVGChart(
            title: "Bench <&> \"press\"", unit: "kg",
            series: [
                SVGChart.Series(
                    label: "e1RM",
                    points: [(Day(year: 2026, month: 4, day: 1), 100), (Day(year: 2026, month: 4, day: 8), 102.5)],
                    color: "#1f77b4")
            ])
        let text = chart.render()
        #expect(text.contains("Bench &lt;&amp;&gt; &quot;press&quot;"))
        let document = try XMLDocument(data: Data(text.utf8))
        #expect(document.rootElement()?.name == "svg")
        #expect(try document.nodes(forXPath: "//*[local-name()='polyline']").count == 1)
        #expect(try document.nodes(forXPath: "//*[local-name()='text']").count > 6)
    }

    @Test func ticksAreRoundNumbersCoveringTheRange() {
        #expect(SVGChart.niceTicks(low: 93.3, high: 125.4) == [90, 100, 110, 120, 130])
    }
}
