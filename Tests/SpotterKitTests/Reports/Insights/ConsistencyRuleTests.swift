import Testing

@testable import SpotterKit

@Suite struct ConsistencyRuleTests {
    /// Thursday 2026-04-30: three days of the week gone; 4 a week prorated is 1 (4 × 3 / 7, rounded down).
    /// A session ten days earlier stands for the training habit the rule measures against.
    func input(
        trainedDaysAgo: [Int], today: Day = Day(year: 2026, month: 4, day: 30), trainedBefore: Bool = true
    ) -> InsightInput {
        InsightInput(
            today: today, sessions: [], loggedDays: [],
            trainedDays: Set((trainedDaysAgo + (trainedBefore ? [10] : [])).map { today.adding(days: -$0) }),
            config: Config())
    }

    @Test func aNewJournalWithNoTrainingBeforeThisWeekSaysNothing() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [], trainedBefore: false)) == nil)
    }

    @Test func fewerTrainingDaysThanTheProratedTargetIsBehind() {
        let insight = ConsistencyRule().evaluate(input(trainedDaysAgo: []))
        #expect(insight?.id == "consistency:2026-04-27")
        #expect(insight?.text.hasPrefix("0 of 4 training days") == true)
    }

    @Test func exactlyOnPaceSaysNothing() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [3])) == nil)
    }

    @Test func theTargetReachedIsSaid() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [0, 1, 2, 3]))?.id == "consistency:2026-04-27:met")
    }

    @Test func theFirstDayOfTheWeekIsSilent() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [], today: Day(year: 2026, month: 4, day: 27))) == nil)
        var sunday = Config()
        sunday.weekStart = .sunday
        let input = InsightInput(
            today: Day(year: 2026, month: 4, day: 26), sessions: [], loggedDays: [], trainedDays: [], config: sunday)
        #expect(ConsistencyRule().evaluate(input) == nil)
    }
}
