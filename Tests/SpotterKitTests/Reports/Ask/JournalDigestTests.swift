import Testing

@testable import SpotterKit

@Suite struct JournalDigestTests {
    func digest(units: WeightUnit) -> String {
        var config = Config()
        config.units = units
        var maker = SessionMaker()
        let sessions = [maker.session(daysAgo: 2, sets: [(1, 100, nil)])]
        return JournalDigest.text(today: maker.today, sessions: sessions, foods: [], weights: [], config: config)
    }

    /// A single's estimate is its load, so the figure is the load converted.
    @Test func theEstimatesAreInTheUsersUnit() {
        #expect(digest(units: .kg).contains("Bench Press: 1 session, best estimated 1RM 100 kg"))
        let pounds = digest(units: .lb)
        #expect(pounds.contains("Bench Press: 1 session, best estimated 1RM 220.5 lb"))
        #expect(!pounds.contains(" kg"))
    }
}
