import Testing

@testable import SpotterKit

@Suite struct ConsistencyRuleTests {
    /// Thursday 2026-04-30: three days of the week gone; 4 a week prorated is 1 (4 × 3 / 7, rounded down).
    /// A session ten days earlier stands for the training habit the rule measures against.
    func input(
        trainedDaysAgo: [Int], today: Day = Day(year: 2026, month: 4, day: 30), trainedBefore: Bool = true,
        target: Int = 4
    ) -> InsightInput {
        var config = Config()
        config.daysPerWeek = target
        return InsightInput(
            today: today, sessions: [], loggedDays: [],
            trainedDays: Set((trainedDaysAgo + (trainedBefore ? [10] : [])).map { today.adding(days: -$0) }),
            config: config)
    }

    static let saturday = Day(year: 2026, month: 5, day: 2)
    static let sunday = Day(year: 2026, month: 5, day: 3)

    @Test func aNewJournalWithNoTrainingBeforeThisWeekSaysNothing() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [], trainedBefore: false)) == nil)
    }

    @Test func fewerTrainingDaysThanTheProratedTargetIsBehind() {
        let insight = ConsistencyRule().evaluate(input(trainedDaysAgo: []))
        #expect(insight?.id == "consistency:2026-04-27")
        #expect(insight?.text == "0 sessions this week with 4 days left — 4 more hit your target of 4.")
    }

    @Test func twoOfThreeWithTwoDaysLeftSaysOneMoreHitsTheTarget() {
        let insight = ConsistencyRule().evaluate(input(trainedDaysAgo: [5, 3], today: Self.saturday, target: 3))
        #expect(insight?.text == "2 sessions this week with 2 days left — one more hits your target of 3.")
    }

    @Test func theLastDayAfterTrainingNeverAsksForMoreThanIsLeft() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [0], today: Self.sunday)) == nil)
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [0, 2, 4], today: Self.sunday)) == nil)
    }

    @Test func theLastDayBeforeTrainingCountsTodayAsLeft() {
        let insight = ConsistencyRule().evaluate(input(trainedDaysAgo: [2, 4, 6], today: Self.sunday))
        #expect(insight?.text == "3 sessions this week with 1 day left — one more hits your target of 4.")
    }

    @Test func aTargetTheWeekCanNoLongerHoldIsNotNagged() {
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [5], today: Self.saturday, target: 5)) == nil)
        #expect(ConsistencyRule().evaluate(input(trainedDaysAgo: [], today: Self.saturday, target: 3)) == nil)
    }

    @Test func onPaceMidWeekSaysNothingEvenWithSessionsToGo() {
        #expect(
            ConsistencyRule().evaluate(input(trainedDaysAgo: [3, 1], today: Day(year: 2026, month: 5, day: 1))) == nil)
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
