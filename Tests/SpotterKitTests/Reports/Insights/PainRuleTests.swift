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
}
