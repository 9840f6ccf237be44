import Testing

@testable import SpotterKit

@Suite struct StallRuleTests {
    /// Singles make the estimate the load itself, so the 2 % line is exact.
    func input(now: Double, then: Double) -> InsightInput {
        var maker = SessionMaker()
        return maker.input([
            maker.session(daysAgo: 24, sets: [(1, then, nil)]), maker.session(daysAgo: 2, sets: [(1, now, nil)]),
        ])
    }

    @Test func upLessThanTwoPercentInThreeWeeksIsAStall() {
        let insight = StallRule().evaluate(input(now: 101.9, then: 100))
        #expect(insight?.id == "stall:bench-press")
        #expect(insight?.text.contains("101.9 kg this week against 100 kg") == true)
    }

    @Test func withUnitsLbTheEstimatesAreShownInPounds() {
        var config = Config()
        config.units = .lb
        let pound = WeightUnit.kilogramsPerPound
        var maker = SessionMaker()
        let sessions = [
            maker.session(daysAgo: 24, sets: [(1, 200 * pound, nil)]),
            maker.session(daysAgo: 2, sets: [(1, 201 * pound, nil)]),
        ]
        let text = StallRule().evaluate(maker.input(sessions, config: config))?.text ?? ""
        #expect(text.contains("201 lb this week against 200 lb three weeks ago"))
        #expect(!text.contains("kg"))
    }

    @Test func exactlyTwoPercentIsNotAStall() {
        #expect(StallRule().evaluate(input(now: 102, then: 100)) == nil)
    }

    @Test func withoutASessionThreeWeeksAgoThereIsNoStall() {
        var maker = SessionMaker()
        let sessions = [
            maker.session(daysAgo: 20, sets: [(1, 100, nil)]), maker.session(daysAgo: 28, sets: [(1, 100, nil)]),
            maker.session(daysAgo: 1, sets: [(1, 100, nil)]),
        ]
        #expect(StallRule().evaluate(maker.input(sessions)) == nil)
    }
}
