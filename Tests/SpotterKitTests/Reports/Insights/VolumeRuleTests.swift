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
        #expect(
            kilograms.contains("1,500 kg in the 7 days before today against 1,000 kg a week over the 4 weeks before"))
        var config = Config()
        config.units = .lb
        let pounds = VolumeRule().evaluate(input(recent: 1500, config: config))?.text ?? ""
        // 1,500 kg is 3,306.9 lb and 1,000 kg is 2,204.6 lb.
        #expect(pounds.contains("3,307 lb in the 7 days before today against 2,205 lb a week"))
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

    // MARK: - Generated histories: Monday, Wednesday and Friday sessions, week after week

    /// `weeks` of training, oldest first, each a factor of 1,000 kg a session, ending the day before
    /// `today` (0 is Monday 2026-04-27, 6 Sunday 2026-05-03); today's session too when `trainedToday`.
    func history(_ weeks: [Double], today offset: Int = 0, trainedToday: Bool = false) -> InsightInput {
        var maker = SessionMaker()
        maker.today = maker.today.adding(days: offset)
        let isTrainingDay = { (daysAgo: Int) in [0, 2, 4].contains(((offset - daysAgo) % 7 + 7) % 7) }
        var sessions: [TrainingSession] = []
        for daysAgo in stride(from: 7 * weeks.count + offset, through: trainedToday ? 0 : 1, by: -1)
        where isTrainingDay(daysAgo) {
            // Days before this Monday belong to the weeks given, newest last; this week is the newest's level.
            let week = max(0, (daysAgo - offset - 1) / 7)
            let factor = weeks[weeks.count - 1 - min(week, weeks.count - 1)]
            guard factor > 0 else { continue }
            sessions.append(maker.session(daysAgo: daysAgo, sets: [(10, 100 * factor, nil)]))
        }
        return maker.input(sessions)
    }

    @Test func steadyWeeksSayNothingOnAnyDayBeforeOrAfterTheSession() {
        for day in 0...6 {
            for trained in [false, true] {
                let insight = VolumeRule().evaluate(
                    history(Array(repeating: 1, count: 6), today: day, trainedToday: trained))
                #expect(insight == nil, "day \(day), trained today: \(trained): \(insight?.text ?? "")")
            }
        }
    }

    @Test func aSteadyRampOfTenPercentAWeekIsUp() {
        let insight = VolumeRule().evaluate(history([1, 1.1, 1.21, 1.331, 1.4641, 1.61051]))
        #expect(insight?.id == "volume:up")
        #expect(insight?.text.hasPrefix("Training volume is up 26%") == true)
    }

    @Test func aGentleRampOfThreePercentAWeekIsNoise() {
        #expect(VolumeRule().evaluate(history([1, 1.03, 1.061, 1.093, 1.126, 1.159])) == nil)
    }

    @Test func aDeloadWeekIsDownWithItsNextStep() {
        let insight = VolumeRule().evaluate(history([1, 1, 1, 1, 1, 0.5]))
        #expect(insight?.id == "volume:down")
        #expect(insight?.text.hasPrefix("Training volume is down 50%") == true)
        #expect(
            insight?.text.hasSuffix("Unless it was a planned deload, get back to your usual sessions this week.")
                == true)
    }

    @Test func aMissedWeekCountsAsZeroInTheAverage() {
        // 3,000 kg against (3,000 + 0 + 3,000 + 3,000) / 4 = 2,250 kg.
        let insight = VolumeRule().evaluate(history([1, 1, 0, 1, 1, 1]))
        #expect(
            insight?.text.hasPrefix("Training volume is up 33%: 3,000 kg in the 7 days before today against 2,250 kg")
                == true)
    }

    @Test func aHistoryShorterThanTheFourWeeksSaysNothing() {
        #expect(VolumeRule().evaluate(history([1, 1])) == nil)
        #expect(VolumeRule().evaluate(history([1, 1, 1, 2])) == nil)
    }
}
