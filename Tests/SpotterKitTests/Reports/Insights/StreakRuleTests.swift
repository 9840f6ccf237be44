import Testing

@testable import SpotterKit

@Suite struct StreakRuleTests {
    let today = Day(year: 2026, month: 4, day: 27)

    func input(loggedDays: Int, trainedWeeks: Int) -> InsightInput {
        InsightInput(
            today: today, sessions: [], loggedDays: Set((0..<loggedDays).map { today.adding(days: -$0) }),
            trainedDays: Set((0..<trainedWeeks).map { today.adding(days: -7 * $0) }), config: Config())
    }

    @Test func sevenLoggingDaysInARowIsAStreak() {
        #expect(StreakRule().evaluate(input(loggedDays: 7, trainedWeeks: 0))?.text.contains("7 days in a row") == true)
        #expect(StreakRule().evaluate(input(loggedDays: 6, trainedWeeks: 0)) == nil)
    }

    @Test func fourTrainingWeeksInARowIsAStreak() {
        #expect(StreakRule().evaluate(input(loggedDays: 0, trainedWeeks: 4))?.text.contains("4 weeks in a row") == true)
        #expect(StreakRule().evaluate(input(loggedDays: 0, trainedWeeks: 3)) == nil)
    }

    @Test func aStreakIsNotBrokenBeforeTodayIsLogged() {
        let input = InsightInput(
            today: today, sessions: [], loggedDays: Set((1...7).map { today.adding(days: -$0) }), trainedDays: [],
            config: Config())
        #expect(StreakRule().evaluate(input) != nil)
    }
}
