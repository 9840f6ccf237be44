/// Chooses the food resolver by name, once at start-up.
public enum ResolverRegistry {
    /// The built-in names; a provider added under another name in `config.json` is OpenAI-compatible.
    public static let names = ["mock", "claude", "openai", "groq"]

    /// What building a resolver may need.
    public struct Context: Sendable {
        public var config: Config
        public var foods: FoodTable
        public var environment: [String: String]
        public var paths: Paths
        /// nil when this build or caller has no HTTP (LLM resolvers then refuse to start).
        public var httpClient: HTTPClient?
        public var retry: RetryPolicy
        /// False for dry runs: learned foods are then kept in memory only.
        public var remembersFoods: Bool

        public init(
            config: Config, foods: FoodTable, environment: [String: String], paths: Paths, httpClient: HTTPClient?,
            retry: RetryPolicy = RetryPolicy(), remembersFoods: Bool = true
        ) {
            self.config = config
            self.foods = foods
            self.environment = environment
            self.paths = paths
            self.httpClient = httpClient
            self.retry = retry
            self.remembersFoods = remembersFoods
        }
    }

    /// The resolver for a name, or a sentence saying which names exist.
    public static func resolver(named name: String, _ context: Context) -> Result<FoodResolving, ResolverChoiceError> {
        let lowered = name.lowercased()
        let table = TableFoodResolver(table: context.foods)
        if lowered == "mock" { return .success(table) }
        guard let settings = context.config.providers[lowered] else { return .failure(ResolverChoiceError(name: name)) }
        guard let client = context.httpClient else { return .failure(ResolverChoiceError(name: name)) }
        let provider: LLMProvider =
            switch lowered {
            case "claude": ClaudeProvider()
            case "groq": OpenAIProvider(name: "groq", strictSchema: false)
            default: OpenAIProvider(name: lowered)
            }
        let defaults = ProviderConfig.defaults[lowered] ?? ProviderConfig()
        let remote = LLMFoodResolver(
            provider: provider,
            settings: ProviderSettings(
                model: settings.model ?? defaults.model ?? "", baseURL: settings.baseURL ?? defaults.baseURL ?? "",
                timeoutSeconds: context.config.timeoutSeconds),
            client: client,
            apiKey: APIKeys.resolve(
                provider: lowered, config: settings, environment: context.environment,
                configDirectory: context.paths.configDirectory),
            systemPrompt: Prompts.food(configDirectory: context.paths.configDirectory), retry: context.retry)
        let learned = LearnedFoods(path: context.remembersFoods ? context.paths.learnedFoodsFile : nil)
        let chain = ChainFoodResolver(table: table, learned: learned, remote: remote)
        chain.training = LLMTrainingReader(
            remote: remote, planPrompt: Prompts.plan(configDirectory: context.paths.configDirectory),
            workoutPrompt: Prompts.workout(configDirectory: context.paths.configDirectory))
        return .success(chain)
    }
}

/// An unknown resolver name.
public struct ResolverChoiceError: Error, CustomStringConvertible {
    public var name: String

    public var description: String {
        "Unknown resolver \"\(name)\"; choose one of: \(ResolverRegistry.names.joined(separator: ", ")) (or a provider named in config.json)."
    }
}
