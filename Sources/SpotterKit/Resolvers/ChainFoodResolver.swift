/// The resolver an LLM setting gives: the food table first, then the learned foods, then the LLM,
/// then `needs_review`. Each distinct phrase costs at most one LLM call per run.
public final class ChainFoodResolver: FoodResolving, @unchecked Sendable {
    let table: TableFoodResolver
    let learned: LearnedFoods
    public let remote: LLMFoodResolver
    /// Reads plans and workout sentences through the same provider.
    public var training: LLMTrainingReader?
    /// Answers the LLM gave in this run, by phrase (prefetched batches land here).
    private let answers = LockedValue<[String: FoodResolution]>([:])

    public var name: String { remote.name }

    public var asksRemotely: Bool { true }

    public init(table: TableFoodResolver, learned: LearnedFoods, remote: LLMFoodResolver) {
        self.table = table
        self.learned = learned
        self.remote = remote
    }

    public func resolve(_ phrase: String) -> FoodResolution { resolve(phrase, rememberingFailures: false) }

    private func resolve(_ phrase: String, rememberingFailures: Bool) -> FoodResolution {
        // This run's answer before the learned foods it taught: `log` and `replay` journal the same grams.
        if let known = answers.value[phrase] { return known }
        if let offline = resolveOffline(phrase) { return offline }
        let (answer, transient) = remote.answer(phrase, candidates: FoodCandidates([phrase], table: table))
        if case .resolved(let foods) = answer, foods.count == 1 { learned.remember(phrase, foods[0]) }
        // A passing failure is asked again next time; anything else is asked once per run.
        if !transient || rememberingFailures { answers.withValue { $0[phrase] = answer } }
        return answer
    }

    /// The sentence goes to the model whole, once, with USDA candidates for each part the table and
    /// learned foods cannot answer; the parts they can are logged offline and named as settled.
    public func resolveSentence(_ sentence: String, parts: [String]) -> SentenceAnswer? {
        let open = parts.filter { resolveOffline($0) == nil }
        guard !open.isEmpty else { return nil }
        if let known = answers.value[sentence] { return SentenceAnswer(open: open, resolution: known) }
        let (answer, transient) = remote.answer(
            sentence, candidates: FoodCandidates(open, table: table), settled: parts.filter { !open.contains($0) })
        if !transient { answers.withValue { $0[sentence] = answer } }
        return SentenceAnswer(open: open, resolution: answer)
    }

    /// The table's answer, a learned food, or a quantity that can never resolve; nil means ask the LLM.
    public func resolveOffline(_ phrase: String) -> FoodResolution? {
        let fromTable = table.resolve(phrase)
        // A loose search match is worth an LLM call; the model may know the food better.
        if fromTable.isSure { return fromTable }
        if case .failure(let error) = QuantityParser.parse(phrase) { return .unresolved(reason: error.reason) }
        return learned.resolve(phrase)
    }

    /// Asks the LLM for every phrase the table and learned foods cannot answer, `concurrency` at a time.
    public func prefetch(_ phrases: [String], concurrency: Int, progress: ((_ done: Int, _ total: Int) -> Void)?) {
        var seen = Set<String>()
        let pending = phrases.filter {
            seen.insert($0).inserted && resolveOffline($0) == nil && answers.value[$0] == nil
        }
        // Within a batch every answer counts, failures too: the replay after it must not wait again.
        let counted = progress.map { report in { (done: Int) in report(done, pending.count) } }
        ConcurrentWork.run(pending.count, width: concurrency, progress: counted) { index in
            _ = self.resolve(pending[index], rememberingFailures: true)
        }
    }
}

extension ChainFoodResolver: PlanReading, WorkoutReading {
    public func plan(fromProse text: String, library: ExerciseLibrary) throws -> Plan {
        guard let training else { throw EngineFailure.usage("This resolver cannot read plans.") }
        return try training.plan(fromProse: text, library: library)
    }

    public func sets(
        fromSentence text: String, library: ExerciseLibrary, defaultUnit: WeightUnit
    ) -> Result<[SetLine], UnreadableSentence> {
        guard let training else {
            return .failure(UnreadableSentence(reason: "this resolver cannot read workout sentences"))
        }
        return training.sets(fromSentence: text, library: library, defaultUnit: defaultUnit)
    }
}
