import Testing

@testable import SpotterKit

@Suite struct LocalAnswersTests {
    func ask(_ text: String) throws -> String {
        let engine = try fixtureEngine()
        var outcome = engine.run(command: ["ask"] + text.split(separator: " ").map(String.init))
        if outcome.messages.isEmpty { outcome.messages = [Message(.error, "no answer")] }
        return outcome.messages.map(\.text).joined(separator: "\n")
    }

    /// A tie goes to the first time the load was lifted.
    @Test func heaviestAndBestEstimateAreExact() throws {
        #expect(try ask("heaviest squat?") == "Your heaviest Squat set: 5 × 155 kg @7 on 2026-04-21.")
        #expect(
            try ask("best bench 1rm")
                == "Your best estimated 1RM on Bench Press: 125.4 kg (epley), from 5 × 107.5 kg @7 on 2026-04-20.")
    }

    @Test func withUnitsLbEstimatesAreInPoundsAndSetsAsLogged() throws {
        var config = Config()
        config.units = .lb
        let engine = try fixtureEngine(config: config)
        let answer = engine.run(command: ["ask", "best", "bench", "1rm"]).messages.map(\.text).joined()
        // 107.5 kg × (1 + 5/30) = 125.42 kg, which is 276.5 lb.
        #expect(
            answer == "Your best estimated 1RM on Bench Press: 276.5 lb (epley), from 5 × 107.5 kg @7 on 2026-04-20.")
    }

    @Test func sessionCountsAndTheMostFrequentExercise() throws {
        #expect(try ask("how many workouts last week?") == "4 workouts last week.")
        #expect(try ask("workouts last month") == "18 workouts last month.")
        #expect(
            try ask("most frequent exercise") == "Your most frequent exercise all time: Bench Press, in 24 sessions.")
    }

    @Test func progressAveragesAndLastTime() throws {
        #expect(
            try ask("squat progress last 14 days")
                == "Squat the last 14 days: estimated 1RM 175 kg on 2026-04-14 → 180.8 kg on 2026-04-24 (+3.3%, 4 sessions)."
        )
        #expect(
            try ask("average calories last week")
                == "Average calories last week: 768 kcal a day over 7 days with food logged.")
        #expect(try ask("when did I last deadlift") == "You last did Deadlift on 2026-04-24: 5 × 175 kg @7.")
    }

    @Test func lastExerciseBodyWeightAndOneDaysTotal() throws {
        #expect(try ask("last deadlift") == "You last did Deadlift on 2026-04-24: 5 × 175 kg @7.")
        // 86.45 kg on the first day of the span, 85.85 kg on the last.
        #expect(
            try ask("weight trend last 14 days")
                == "Body weight the last 14 days: 86.5 kg on 2026-04-14 → 85.9 kg on 2026-04-26 (−0.6 kg, 13 readings)."
        )
        // One day's total is said as it is: it was "a day over 1 day with food logged".
        #expect(try ask("calories yesterday") == "Calories yesterday: 768 kcal.")
    }

    @Test func theMockResolverListsWhatCanBeAsked() throws {
        let engine = try fixtureEngine()
        let outcome = engine.run(command: ["ask", "should", "I", "deload?"])
        #expect(outcome.failed && !outcome.usageError)
        #expect(outcome.messages.first?.text.contains("heaviest squat?") == true)
    }
}
