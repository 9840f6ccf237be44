import Testing

@testable import SpotterKit

@Suite struct ProgressionReadyRuleTests {
    func input(reps: Int, rpe: Double?, sets: Int = 3, plans: [Plan] = [], plan: String? = nil) -> InsightInput {
        var maker = SessionMaker()
        let session = maker.session(
            daysAgo: 1, sets: Array(repeating: (reps, 100, rpe), count: sets), plan: plan,
            day: plan == nil ? nil : "Push")
        return maker.input([session], plans: plans)
    }

    @Test func everyPrescribedRepAtRPEBelowEightIsReady() {
        let insight = ProgressionReadyRule().evaluate(input(reps: 8, rpe: 7.5))
        #expect(insight?.kind == .progression)
        #expect(insight?.text.contains("Bench Press (+1.25 kg)") == true)
    }

    @Test func rpeEightOrMissingIsNotReady() {
        #expect(ProgressionReadyRule().evaluate(input(reps: 8, rpe: 8)) == nil)
        #expect(ProgressionReadyRule().evaluate(input(reps: 8, rpe: nil)) == nil)
    }

    @Test func oneRepShortOfTheTopOrASetShortIsNotReady() {
        #expect(ProgressionReadyRule().evaluate(input(reps: 7, rpe: 7)) == nil)
        #expect(ProgressionReadyRule().evaluate(input(reps: 8, rpe: 7, sets: 2)) == nil)
    }

    @Test func thePlanDaysPrescriptionWinsOverTheConfig() {
        let plan = Plan(
            name: "PPL",
            days: [
                PlanDay(
                    name: "Push",
                    exercises: [PlannedExercise(name: "Bench Press", exerciseID: "bench-press", sets: 2, reps: 4...6)])
            ])
        #expect(ProgressionReadyRule().evaluate(input(reps: 6, rpe: 7, sets: 2, plans: [plan], plan: "PPL")) != nil)
        #expect(ProgressionReadyRule().evaluate(input(reps: 5, rpe: 7, sets: 2, plans: [plan], plan: "PPL")) == nil)
    }
}
