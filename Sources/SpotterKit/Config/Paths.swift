/// Where Spotter keeps its files, following the XDG base directories.
public struct Paths: Sendable, Equatable {
    public var configDirectory: String
    public var dataDirectory: String
    public var configFile: String
    public var journalFile: String

    /// Paths from the environment, with `--config` / `--journal` (or their variables) taking precedence.
    public init(environment: [String: String], configOverride: String? = nil, journalOverride: String? = nil) {
        let home = environment["HOME"] ?? "."
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        configDirectory = configHome + "/spotter"
        dataDirectory = dataHome + "/spotter"
        configFile = configOverride ?? environment["SPOTTER_CONFIG"] ?? configDirectory + "/config.json"
        journalFile = journalOverride ?? environment["SPOTTER_JOURNAL"] ?? dataDirectory + "/journal.jsonl"
        if let slash = configFile.lastIndex(of: "/"), configOverride != nil || environment["SPOTTER_CONFIG"] != nil {
            // Files that sit beside the config (foods.csv, prompts) follow an explicit config path.
            configDirectory = String(configFile[..<slash])
        }
    }

    /// The user's food table that extends or overrides the built-in one.
    public var userFoodsFile: String { configDirectory + "/foods.csv" }
    /// Foods an LLM resolved, remembered so they cost no second call.
    public var learnedFoodsFile: String { dataDirectory + "/learned-foods.jsonl" }
    /// Imported training plans, one text file each.
    public var plansDirectory: String { configDirectory + "/plans" }
    /// Names the user taught (`spotter alias NAME EXERCISE`).
    public var aliasesFile: String { configDirectory + "/aliases.txt" }
    /// Insights the user dismissed, with the day (`YYYY-MM-DD<TAB>id` lines); never the journal.
    public var insightDismissalsFile: String { dataDirectory + "/insights-dismissed.tsv" }
    /// The last `ask` exchanges, kept as memory for open questions.
    public var askMemoryFile: String { dataDirectory + "/ask-memory.jsonl" }
    /// REPL line history.
    public var historyFile: String { dataDirectory + "/history" }
}
