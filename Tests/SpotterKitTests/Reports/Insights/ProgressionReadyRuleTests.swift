import Testing

@testable import SpotterKit

@Suite struct ProgressionReadyRuleTests {
    func input(
        reps: Int, rpe: Double?, sets: Int = 3, plans: [Plan] = [], plan: String? = nil, config: Config = Config(),
        exercise: (id: String, name: String) = ("bench-press", "Bench Press")
    ) -> InsightInput {
        var maker = SessionMaker()
        let session = maker.session(
            daysAgo: 1, exercise: exercise.id, name: exercise.name,
            sets: Array(repeating: (reps, 100, rpe), count: sets),
            plan: plan, day: plan == nil ? nil : "Push")
        return maker.input([session], config: config, plans: plans)
    }

    /// The load step the next session's suggestion adds to 8, 8, 8 at `load` in the config's unit.
    func suggestedStep(load: Double, region: BodyRegion, config: Config) -> Double? {
        let session = ProgressionEngine.Session(sets: Array(repeating: (load, 8), count: 3))
        return ProgressionEngine.suggest(
            history: [session], range: 5...8, region: region, unit: config.units, prescribed: 3,
            step: config.loadStep(in: config.units)
        ).map { $0.load - load }
    }

    @Test func everyPrescribedRepAtRPEBelowEightIsReady() {
        let insight = ProgressionReadyRule().evaluate(input(reps: 8, rpe: 7.5))
        #expect(insight?.kind == .progression)
        #expect(insight?.text.contains("Bench Press (+2.5 kg)") == true)
    }

    @Test func theStepIsTheOneTheNextSuggestionAddsInTheUsersUnit() {
        var pounds = Config()
        pounds.units = .lb
        var smallPlates = pounds
        smallPlates.plateIncrement = 2.5
        let squat = (id: "squat", name: "Squat")
        let cases: [(config: Config, exercise: (id: String, name: String), region: BodyRegion, shown: String)] = [
            (Config(), ("bench-press", "Bench Press"), .upper, "Bench Press (+2.5 kg)"),
            (pounds, ("bench-press", "Bench Press"), .upper, "Bench Press (+5 lb)"),
            (smallPlates, ("bench-press", "Bench Press"), .upper, "Bench Press (+2.5 lb)"),
            (smallPlates, squat, .lower, "Squat (+5 lb)"),
        ]
        for item in cases {
            let text =
                ProgressionReadyRule().evaluate(input(reps: 8, rpe: 7, config: item.config, exercise: item.exercise))?
                .text ?? ""
            #expect(text.contains(item.shown), "\(text)")
            let step = suggestedStep(load: 200, region: item.region, config: item.config)
            #expect(step.map { item.shown.contains("+" + Format.number($0, decimals: 2) + " ") } == true)
        }
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
