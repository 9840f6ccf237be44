/// Where the engine keeps what the user set up for training: plans, taught names, the active plan.
public struct TrainingFiles: Sendable {
    public var plansDirectory: String
    public var aliasesFile: String
    /// `config.json`, where `plan use` records the active plan.
    public var configFile: String

    public init(paths: Paths) {
        plansDirectory = paths.plansDirectory
        aliasesFile = paths.aliasesFile
        configFile = paths.configFile
    }
}
