import Testing

@testable import SpotterKit

@Suite struct PainRuleTests {
    @Test func aTagThreeTimesInFourteenDaysFires() {
        var maker = SessionMaker()
        let sessions = [13, 6, 0].map { maker.session(daysAgo: $0, sets: [(5, 100, nil)], pain: ["shoulder"]) }
        #expect(PainRule().evaluate(maker.input(sessions))?.id == "pain:shoulder")
    }

    @Test func twiceInFourteenDaysOrAThirdTimeOnDayFifteenDoesNot() {
        var maker = SessionMaker()
        let sessions = [14, 6, 0].map { maker.session(daysAgo: $0, sets: [(5, 100, nil)], pain: ["shoulder"]) }
        #expect(PainRule().evaluate(maker.input(sessions)) == nil)
    }

    @Test func theSamePlaceTypedFourWaysInTwoWeeksFires() {
        var maker = SessionMaker()
        let typed = ["shoulder", "shoulders", "left shoulder", "Shoulder"]
        let sessions = zip([12, 8, 4, 1], typed).map { daysAgo, pain in
            maker.session(daysAgo: daysAgo, sets: [(5, 100, nil)], pain: [pain])
        }
        let insight = PainRule().evaluate(maker.input(sessions))
        #expect(insight?.id == "pain:shoulder")
        #expect(insight?.text.hasPrefix("Pain in your shoulder noted after 4 sessions") == true)
    }

    @Test func aListCountsForEachPlaceAndOneSideIsSaid() {
        var maker = SessionMaker()
        let sessions = [10, 5, 0].map {
            maker.session(daysAgo: $0, sets: [(5, 100, nil)], pain: ["left knee and lower back"])
        }
        let insight = PainRule().evaluate(maker.input(sessions))
        #expect(insight?.id == "pain:knee")
        #expect(insight?.text.hasPrefix("Pain in your knee (left) noted after 3 sessions") == true)
    }
}
