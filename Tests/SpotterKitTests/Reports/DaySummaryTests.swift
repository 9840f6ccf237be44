import Testing

@testable import SpotterKit

@Suite struct DaySummaryTests {
    func summary(_ lines: [String], day: Day? = nil) throws -> DaySummary {
        let (engine, _) = try makeEngine()
        for line in lines { _ = engine.handle(line) }
        let target = day ?? engine.now.day
        let loaded = try engine.entries(from: target, through: target)
        return DaySummary(
            day: target, entries: loaded.entries, weights: loaded.weights, targets: Targets(), now: engine.now)
    }

    @Test func totalsAddUpTheDaysFoodAndWater() throws {
        let result = try summary(["150g chicken", "1 cup rice", "2 cups of water", "500 ml water"])
        #expect(result.kcal == 248 + 205)
        #expect(result.waterML == 1000)
        #expect(result.isComplete)
    }

    @Test func estimatesAndReviewItemsMakeTheTotalsIncomplete() throws {
        let result = try summary(["banana", "zorblax"])
        #expect(result.estimatedCount == 1)
        #expect(result.reviewItems.map(\.number) == [2])
        #expect(!result.isComplete)
        let text = DaySummaryText.render(result, title: "Today", style: .plain).joined(separator: "\n")
        #expect(text.contains("#2 zorblax"))
    }

    @Test func weightShowsTheLatestReadingAndTheSevenDayAverage() throws {
        let result = try summary([
            "@2026-04-19 07:00", "100 kg", "@2026-04-21 07:00", "97 kg", "@2026-04-27 07:00", "96 kg",
        ])
        #expect(result.latestWeight?.load.value == 96)
        #expect(result.weightAverageKilograms == 96.5)
    }

    @Test func theSevenDayAverageIsTheOneTrendsShowsWithTheLastReadingOfEachDay() throws {
        let result = try summary([
            "@2026-04-26 07:00", "96 kg", "@2026-04-27 07:00", "100 kg", "@2026-04-27 20:00", "98 kg",
        ])
        // The last reading of each day: (96 + 98) / 2, not (96 + 100 + 98) / 3.
        #expect(result.weightAverageKilograms == 97)
        let (engine, _) = try makeEngine()
        for line in ["@2026-04-26 07:00", "96 kg", "@2026-04-27 07:00", "100 kg", "@2026-04-27 20:00", "98 kg"] {
            _ = engine.handle(line)
        }
        let weights = try engine.entries(from: engine.now.day, through: engine.now.day).weights
        #expect(WeightTrend(readings: weights).points.last?.averageKilograms == result.weightAverageKilograms)
    }

    @Test func aWorkoutsVolumeIsShownInTheUsersUnit() throws {
        let result = try summary(["gym", "bench 3x5 185lb", "done"])
        // 15 reps × 185 lb = 2,775 lb, which is 1,258.7 kg.
        let pounds = DaySummaryText.render(result, title: "Today", style: .plain, unit: .lb)
        #expect(pounds.contains { $0.hasPrefix("Training") && $0.hasSuffix("· 2,775 lb volume") })
        let kilograms = DaySummaryText.render(result, title: "Today", style: .plain)
        #expect(kilograms.contains { $0.hasPrefix("Training") && $0.hasSuffix("· 1,259 kg volume") })
    }

    @Test func theBarShowsPercentAndWhatIsLeft() throws {
        let result = try summary(["150g chicken"])
        let lines = DaySummaryText.render(result, title: "Today", style: .plain)
        #expect(lines[1].contains("11%"))
        #expect(lines[1].contains("248 / 2,200 kcal · 1,952 left"))
    }

    @Test func trainingListsFinishedWorkoutsAndCardio() throws {
        let result = try summary(["gym", "bench 3x5 100kg", "@09:15", "done", "5 km run"])
        #expect(result.workouts.count == 1)
        #expect(result.workouts[0].volumeKilograms == 1500)
        #expect(result.workouts[0].durationSeconds == 3600)
        #expect(result.cardio.count == 1)
    }
}
