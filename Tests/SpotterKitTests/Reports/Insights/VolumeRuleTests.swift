import Testing

@testable import SpotterKit

@Suite struct VolumeRuleTests {
    /// 1,000 kg in each of the four previous weeks and `recent` kg in the last seven days.
    func input(recent: Double, config: Config = Config()) -> InsightInput {
        var maker = SessionMaker()
        var sessions = (1...4).map { week in maker.session(daysAgo: 7 * week + 2, sets: [(10, 100, nil)]) }
        sessions.append(maker.session(daysAgo: 1, sets: [(1, recent, nil)]))
        return maker.input(sessions.sorted { $0.started < $1.started }, config: config)
    }

    @Test func theVolumesAreInKilogramsByDefaultAndInPoundsWithUnitsLb() {
        let kilograms = VolumeRule().evaluate(input(recent: 1500))?.text ?? ""
        #expect(kilograms.contains("1,500 kg in the last 7 days against 1,000 kg a week before"))
        var config = Config()
        config.units = .lb
        let pounds = VolumeRule().evaluate(input(recent: 1500, config: config))?.text ?? ""
        // 1,500 kg is 3,306.9 lb and 1,000 kg is 2,204.6 lb.
        #expect(pounds.contains("3,307 lb in the last 7 days against 2,205 lb a week before"))
        #expect(!pounds.contains("kg"))
    }

    @Test func moreThanTwentyPercentAboveTheFourWeekAverageFires() {
        #expect(VolumeRule().evaluate(input(recent: 1200.5))?.id == "volume:up")
    }

    @Test func exactlyTwentyPercentAboveDoesNotFire() {
        #expect(VolumeRule().evaluate(input(recent: 1200)) == nil)
    }

    @Test func moreThanTwentyPercentBelowFires() {
        #expect(VolumeRule().evaluate(input(recent: 799.5))?.id == "volume:down")
    }

    @Test func exactlyTwentyPercentBelowDoesNotFire() {
        #expect(VolumeRule().evaluate(input(recent: 800)) == nil)
    }
}
