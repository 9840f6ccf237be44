import SpotterCurl
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a command needs, resolved once from flags, environment, config file and defaults
/// (in that order of precedence).
struct Setup {
    let arguments: Arguments
    let environment: [String: String]
    let paths: Paths
    let config: Config
    let resolverName: String
    let now: Timestamp?
    let style: Style

    /// A failure before any command ran: one sentence and its exit code.
    struct Failure: Error {
        var message: String
        var code: Int32
    }

    init(arguments: Arguments, environment: [String: String]) throws {
        self.arguments = arguments
        self.environment = environment
        paths = Paths(environment: environment, configOverride: arguments.config, journalOverride: arguments.journal)
        do {
            config = try ConfigStore.load(paths.configFile)
        } catch {
            throw Failure(message: "\(error)", code: 1)
        }
        resolverName = arguments.resolver ?? environment["SPOTTER_RESOLVER"] ?? config.resolver
        if let text = arguments.now ?? environment["SPOTTER_NOW"] {
            guard let parsed = Timestamp.parse(text) else {
                throw Failure(
                    message:
                        "\"\(text)\" is not a time for --now; use 2026-04-27T08:15:00 (optionally with Z or +02:00) or \"2026-04-27 08:15\".",
                    code: 2)
            }
            now = parsed
        } else {
            now = nil
        }
        let colorAllowed = !arguments.noColor && environment["NO_COLOR"].map(\.isEmpty) ?? true
        style = Style(enabled: colorAllowed && Output.isTerminal(1) && environment["TERM"] != "dumb")
        Output.colour = style.enabled
    }

    /// The built-in food table, extended by the user's `foods.csv` when there is one.
    func foods() -> FoodTable {
        guard FileSystem.exists(paths.userFoodsFile) else { return .builtIn }
        guard let bytes = FileSystem.read(paths.userFoodsFile) else {
            Output.error.line("warning: cannot read \(paths.userFoodsFile); using the built-in food table.")
            return .builtIn
        }
        do {
            return FoodTable.builtIn.overlaid(by: try FoodTable(csv: String(decoding: bytes, as: UTF8.self)))
        } catch {
            Output.error.line("warning: \(paths.userFoodsFile) was not used: \(error)")
            return .builtIn
        }
    }

    /// The resolver the settings choose; LLM resolvers post through libcurl, and Ctrl-C (in the REPL)
    /// cancels their wait.
    func resolver(foods: FoodTable, remembersFoods: Bool = true) throws -> FoodResolving {
        var retry = RetryPolicy()
        retry.isCancelled = { Interrupts.requested }
        let context = ResolverRegistry.Context(
            config: config, foods: foods, environment: environment, paths: paths, httpClient: CurlHTTPClient(),
            retry: retry, remembersFoods: remembersFoods)
        switch ResolverRegistry.resolver(named: resolverName, context) {
        case .success(let chosen):
            // A key file others can read is refused; say so at once rather than at the first unknown food.
            // Only a remote resolver is cast: casting the table resolver, a struct, to a class searched
            // every conformance record for a bridge (78,000 instructions of each `log`).
            if chosen.asksRemotely, let chain = chosen as? ChainFoodResolver,
                case .failure(let problem) = chain.remote.keyStatus,
                case .insecureFile = problem
            {
                Output.error.line("warning: \(problem.description)")
            }
            return chosen
        case .failure(let error): throw Failure(message: error.description, code: 2)
        }
    }

    /// The engine over the journal file (or an in-memory copy for dry runs).
    func engine(store: JournalStore? = nil, batchBytes: Int = 0, remembersFoods: Bool = true) throws -> Engine {
        let foods = foods()
        let resolver = try resolver(foods: foods, remembersFoods: remembersFoods)
        let journal = try store ?? openJournal(batchBytes: batchBytes)
        let aliasesFile = paths.aliasesFile
        // Read on first use: `today` and food lines never need the exercise names.
        let engine = try Engine(
            config: config, store: journal, resolver: resolver, foods: foods,
            library: AliasFile.library(from: aliasesFile, base: .builtIn), now: now)
        engine.style = style
        engine.paths = paths
        engine.terminalWidth = Printer.width ?? TerminalWidth.columns(environment["COLUMNS"])
        return engine
    }

    /// Opens the journal, setting aside a torn last line left by a crash and saying so.
    func openJournal(batchBytes: Int = 0) throws -> FileJournalStore {
        let store = try FileJournalStore(path: paths.journalFile, batchBytes: batchBytes)
        // Said before the cut, and flushed: a kill in between leaves the tail to be reported again.
        _ = try? store.recoverTornTail { torn in
            Output.error.line(
                "warning: the journal's last line was incomplete (\(torn) bytes, likely from a crash); "
                    + "it is set aside in \(paths.journalFile).torn and the rest of the journal is intact.")
            Output.error.flush()
        }
        return store
    }
}
