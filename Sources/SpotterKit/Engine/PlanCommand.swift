/// `plan import | list | show | use`: training plans kept as text files beside the config.
enum PlanCommand {
    static func run(_ request: PlanRequest, json: Bool = false, _ context: LineContext) throws {
        let engine = context.engine
        guard let store = engine.planStore, let files = engine.paths else {
            throw EngineFailure.badInput("Plans need a config directory; this session has none.")
        }
        switch request {
        case .importFile(let path, let name, let confirmed):
            try importPlan(path, name: name, confirmed: confirmed, store: store, context)
        case .list:
            let plans = store.all()
            if json {
                let items = plans.map { PlanText.json($0, active: $0.name == engine.activePlan?.name, next: nil) }
                return context.say(.data, String(decoding: JSONWriter.array(items), as: UTF8.self))
            }
            guard !plans.isEmpty else {
                context.say(.info, "No plans yet; `plan import FILE` reads one (see `help plan` for the format).")
                return
            }
            for plan in plans {
                let active = plan.name == engine.activePlan?.name ? "* " : "  "
                let days = plan.days.map(\.name).joined(separator: ", ")
                context.say(.info, "\(active)\(plan.name) — \(Format.count(plan.days.count, "day")): \(days)")
            }
        case .show(let name):
            guard let plan = try name.map({ try store.plan(named: $0) }) ?? engine.activePlan else {
                throw EngineFailure.badInput(
                    name.map { "There is no plan named \"\($0)\"; `plan list` shows them." }
                        ?? "No plan is active; `plan show NAME` shows one, `plan list` lists them.")
            }
            let active = plan.name == engine.activePlan?.name
            if json {
                let next = active ? plan.day(after: engine.lastDay(of: plan))?.name : nil
                let text = PlanText.json(plan, active: active, next: next, exercises: true)
                return context.say(.data, String(decoding: text, as: UTF8.self))
            }
            show(plan, context)
            if active, let next = plan.day(after: engine.lastDay(of: plan)) {
                context.say(.info, "Next in rotation: \(next.name) (`gym` starts it).")
            }
        case .use(let name):
            if ["off", "none"].contains(name.lowercased()) {
                try ConfigStore.set("plan", to: "", in: files.configFile)
                engine.activate(nil)
                context.say(.success, "No plan is active now; `gym` starts a free workout.")
                return
            }
            guard let plan = try store.plan(named: name) else {
                throw EngineFailure.badInput("There is no plan named \"\(name)\"; `plan list` shows them.")
            }
            try ConfigStore.set("plan", to: plan.name, in: files.configFile)
            engine.activate(plan)
            let next = plan.day(after: engine.lastDay(of: plan))?.name ?? plan.days[0].name
            context.say(.success, "\(plan.name) is the active plan; `gym` starts \(next), `gym DAY` any day.")
        }
    }

    /// Reads a plan in the text format and saves it; prose goes to the LLM and waits for a yes.
    static func importPlan(
        _ path: String, name: String?, confirmed: Bool, store: PlanStore, _ context: LineContext
    ) throws {
        guard let bytes = FileSystem.read(path) else {
            throw EngineFailure.badInput("Cannot read the plan file \(path): \(FileSystem.lastError()).")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let stem =
            String(path.split(separator: "/").last ?? "plan").split(separator: ".").first.map(String.init) ?? "plan"
        do {
            var plan = try PlanParser.parse(text, fallbackName: stem, library: context.library)
            if let name { plan.name = name }
            try save(plan, store: store, context)
        } catch let failure as PlanParser.Failure {
            guard PlanProse.looksLikeProse(text) else {
                throw EngineFailure.badInput("\(path), \(failure.description). Nothing was saved.")
            }
            try importProse(text, name: name ?? stem, confirmed: confirmed, store: store, context)
        }
    }

    static func importProse(
        _ text: String, name: String, confirmed: Bool, store: PlanStore, _ context: LineContext
    ) throws {
        guard let reader = context.engine.resolver as? PlanReading else {
            context.say(
                .error,
                "That file reads as prose, and turning prose into a plan needs an LLM resolver (`--resolver claude`, "
                    + "`openai` or `groq`). Or write it in the plan format, for example:")
            for line in PlanProse.example { context.say(.info, line) }
            return
        }
        var plan = try reader.plan(fromProse: text, library: context.library)
        plan.name = name
        show(plan, context)
        if confirmed {
            try save(plan, store: store, context)
        } else {
            context.outcome.pendingPlan = plan
        }
    }

    static func save(_ plan: Plan, store: PlanStore, _ context: LineContext) throws {
        try store.save(plan)
        let exercises = plan.days.reduce(0) { $0 + $1.exercises.count }
        let use = plan.name == context.engine.activePlan?.name ? "" : " `plan use \(plan.name)` makes it active."
        context.say(
            .success,
            "Saved plan \(plan.name): \(Format.count(plan.days.count, "day")), \(Format.count(exercises, "exercise")).\(use)"
        )
    }

    static func show(_ plan: Plan, _ context: LineContext) {
        for line in PlanText.render(plan).split(separator: "\n") { context.say(.info, String(line)) }
    }
}
