import Testing

@testable import SpotterKit

@Suite struct WeekSummaryTests {
    func week(_ day: Day, config: Config = Config()) throws -> WeekSummary {
        let engine = try fixtureEngine(config: config)
        let first = config.weekStart.firstDay(ofWeekContaining: day)
        let loaded = try engine.entries(from: first, through: first.adding(days: 6))
        return WeekSummary(
            firstDay: first, entries: loaded.entries, weights: loaded.weights, targets: config.targets,
            now: engine.now)
    }

    @Test func aWeekHasSevenDaysFromItsConfiguredStart() throws {
        let monday = try week(Day(year: 2026, month: 4, day: 22))
        #expect(monday.firstDay == Day(year: 2026, month: 4, day: 20))
        var config = Config()
        config.weekStart = .sunday
        #expect(
            try week(Day(year: 2026, month: 4, day: 22), config: config).firstDay == Day(year: 2026, month: 4, day: 19))
    }

    @Test func averagesCountOnlyDaysWithFood() throws {
        let current = try week(Day(year: 2026, month: 4, day: 27))
        let average = current.averages
        #expect(average.loggedDays == 0)
        let full = try week(Day(year: 2026, month: 4, day: 20)).averages
        #expect(full.loggedDays == 7)
        #expect(full.kcal == 768)
        #expect(full.trainedDays == 5)
    }

    @Test func theTableHasADayPerRowAndTheAverageAgainstTargets() throws {
        let lines = WeekSummaryText.render(try week(Day(year: 2026, month: 4, day: 20)), style: .plain)
        #expect(lines.count == 1 + 1 + 7 + 2 + 1)
        #expect(lines[2].hasPrefix("Mon 04-20"))
        #expect(lines.last == "Averages over 7 days with food logged: 35% of the calorie target, 53% of protein.")
        let json = WeekSummaryText.json(try week(Day(year: 2026, month: 4, day: 20)))
        #expect(json.contains(#""average":{"kcal":768,"#))
    }
}
