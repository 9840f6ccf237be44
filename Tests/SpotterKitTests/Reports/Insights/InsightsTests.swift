import Testing

@testable import SpotterKit

@Suite struct InsightsTests {
    @Test func atMostTwoAreShownInPriorityOrder() throws {
        let input = try fixtureEngine().insightInput()
        let all = Insights.all(input)
        #expect(all.map(\.kind) == all.map(\.kind).sorted())
        let shown = Insights.shown(input, dismissals: InsightDismissals())
        #expect(shown.map(\.id) == ["pain:shoulder", "streak:streak"])
    }

    @Test func aDismissalHidesAnInsightForSevenDays() throws {
        var input = try fixtureEngine().insightInput()
        var dismissals = InsightDismissals()
        dismissals.dismiss("pain:shoulder", on: input.today)
        #expect(!Insights.shown(input, dismissals: dismissals).map(\.id).contains("pain:shoulder"))
        input.today = input.today.adding(days: 6)
        #expect(dismissals.hides("pain:shoulder", on: input.today))
        #expect(!dismissals.hides("pain:shoulder", on: input.today.adding(days: 1)))
    }

    @Test func dismissalsRoundTripThroughTheirFileText() {
        var dismissals = InsightDismissals()
        dismissals.dismiss("stall:squat", on: Day(year: 2026, month: 4, day: 27))
        #expect(InsightDismissals(text: dismissals.text) == dismissals)
        #expect(dismissals.text == "2026-04-27\tstall:squat\n")
    }
}
