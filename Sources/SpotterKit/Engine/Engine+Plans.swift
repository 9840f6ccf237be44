/// The engine's view of plans: the active one, the store, and the day last trained.
extension Engine {
    /// Saved plans, when the engine has files.
    var planStore: PlanStore? {
        paths.map { PlanStore(directory: $0.plansDirectory, library: library) }
    }

    /// The plan named by the `plan` setting, read once; nil when none is set or it cannot be read.
    var activePlan: Plan? {
        if let loaded = loadedPlan { return loaded }
        let plan = config.plan.flatMap { name in name.isEmpty ? nil : (try? planStore?.plan(named: name)) ?? nil }
        loadedPlan = .some(plan)
        return plan
    }

    /// Makes `plan` the active plan for this engine (after `plan use`).
    func activate(_ plan: Plan?) {
        config.plan = plan?.name
        loadedPlan = .some(plan)
    }

    /// The plan day of the most recent session that followed `plan`, read from the journal.
    func lastDay(of plan: Plan) -> String? {
        var found: String?
        var deleted = Set<String>()
        try? store.scanBackward { entry in
            if case .deletion(let deletion) = entry.payload { deleted.formUnion(deletion.targets) }
            guard case .workoutStart(let start) = entry.payload, start.plan == plan.name, !deleted.contains(entry.id)
            else { return true }
            found = start.day
            return false
        }
        return found
    }

    /// What the exercise is prescribed in the active workout (the plan's, else the standard).
    /// The workout is borrowed: made optional for the call, it was copied whole for every set line.
    func prescription(for exerciseID: String, in workout: ActiveWorkout) -> Prescription {
        let plan = workout.plan.flatMap { $0 == activePlan?.name ? activePlan : nil }
        return Prescription.forExercise(exerciseID, plan: plan, day: workout.day, repRange: config.repRange)
    }

    /// Saves a plan the user confirmed (one read from prose).
    public func save(plan: Plan) throws -> String {
        guard let store = planStore else { throw EngineFailure.badInput("Plans need a config directory.") }
        return try store.save(plan)
    }
}
