/// Asks the LLM provider to read the training text the rules cannot: a plan in prose, sets in a sentence.
/// It posts through the food resolver's connection, key, retries and refusal memory.
public struct LLMTrainingReader: PlanReading, WorkoutReading, Sendable {
    let remote: LLMFoodResolver
    let planPrompt: String
    let workoutPrompt: String

    public init(remote: LLMFoodResolver, planPrompt: String, workoutPrompt: String) {
        self.remote = remote
        self.planPrompt = planPrompt
        self.workoutPrompt = workoutPrompt
    }

    public func plan(fromProse text: String, library: ExerciseLibrary) throws -> Plan {
        let answer = ask(planPrompt, text, schema: TrainingAnswerDecoder.planSchema)
            .flatMap { TrainingAnswerDecoder.plan($0, library: library) }
        switch answer {
        case .success(let plan): return plan
        case .failure(let rejection):
            throw EngineFailure.usage(
                "The plan could not be read from that text: \(rejection.reason). Nothing was saved.")
        }
    }

    public func sets(
        fromSentence text: String, library: ExerciseLibrary, defaultUnit: WeightUnit
    ) -> Result<[SetLine], UnreadableSentence> {
        ask(workoutPrompt, text, schema: TrainingAnswerDecoder.workoutSchema)
            .flatMap {
                TrainingAnswerDecoder.sets($0, sentence: text, library: library, defaultUnit: defaultUnit)
            }
            .mapError { UnreadableSentence(reason: $0.reason) }
    }

    private func ask(_ prompt: String, _ text: String, schema: JSONValue) -> Result<String, Rejection> {
        guard case .success(let key) = remote.apiKey else {
            if case .failure(let problem) = remote.apiKey { return .failure(Rejection(reason: problem.description)) }
            return .failure("no API key")
        }
        let request = remote.provider.request(
            systemPrompt: prompt, userText: text, schema: schema, settings: remote.settings, apiKey: key)
        return remote.send(request, key: key)
    }
}
