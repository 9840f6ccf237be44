import SpotterKit

/// `spotter doctor [--json]`: checks the set-up a line at a time and exits 1 when anything is wrong.
enum DoctorCommand {
    static func run(setup: Setup) -> Int32 {
        var failing: [String] = []
        var checks: [JSONValue] = []
        var warnings: [JSONValue] = []
        let json = setup.arguments.json
        let code = check(setup: setup) { status, label, detail in
            switch status {
            case .warning: warnings.append(.string(detail))
            case .ok, .failed:
                if status == .failed { failing.append(label) }
                checks.append(.object(["name": .string(label), "ok": .bool(status == .ok), "detail": .string(detail)]))
            }
            guard !json else { return }
            let mark =
                switch status {
                case .ok: setup.style.green("ok  ")
                case .failed: setup.style.red("FAIL")
                case .warning: setup.style.yellow("warn")
                }
            Output.standard.line("\(mark) \(label.padding(9)) \(detail)")
        }
        if json {
            // The same checks as the text; like it, never the key itself.
            let report: JSONObject = [
                "ok": .bool(code == 0 && failing.isEmpty), "checks": .array(checks), "warnings": .array(warnings),
            ]
            Output.standard.verbatimLine(JSONValue.object(report).jsonText)
        }
        guard code != 0 || !failing.isEmpty else { return 0 }
        // The report is the data; the exit reason still goes where failures go.
        Output.error.line(
            "spotter: doctor found a problem with the \(failing.joined(separator: ", ")); "
                + "fix what the FAIL \(failing.count == 1 ? "line says" : "lines say") and run `spotter doctor` again.")
        return 1
    }

    /// How a part of the set-up fared; a warning does not change the exit code.
    enum Status { case ok, failed, warning }

    /// Reports each part of the set-up; 1 when a later part could not be checked.
    private static func check(setup: Setup, report reportLine: (Status, String, String) -> Void) -> Int32 {
        var healthy = true
        func report(_ ok: Bool, _ label: String, _ detail: String) {
            if !ok { healthy = false }
            reportLine(ok ? .ok : .failed, label, detail)
        }
        let configFile = setup.paths.configFile
        report(
            true, "config",
            FileSystem.exists(configFile) ? "\(configFile) is valid" : "no \(configFile); using the defaults")
        do {
            let store = try FileJournalStore(path: setup.paths.journalFile)
            let contents = try JournalReader.read(store) { _ in false }
            func count(_ numbers: [Int], _ what: String) -> String {
                guard let first = numbers.first else { return "" }
                return
                    "; \(numbers.count) \(numbers.count == 1 ? "line is" : "lines are") \(what) (first: line \(first))"
            }
            let detail =
                "\(setup.paths.journalFile) is readable"
                + count(contents.malformedLines, "invalid (not JSON, or a key twice)")
                + count(contents.oversizedLines, "longer than \(Plausibility.maxLineBytes) bytes and skipped")
            report(contents.malformedLines.isEmpty && contents.oversizedLines.isEmpty, "journal", detail)
        } catch {
            report(false, "journal", "\(error)")
        }
        let resolver: FoodResolving
        do {
            resolver = try setup.resolver(foods: setup.foods(), remembersFoods: false)
        } catch {
            report(false, "resolver", "\(error)")
            return 1
        }
        guard let chain = resolver as? ChainFoodResolver else {
            report(true, "resolver", "\(resolver.name): the offline USDA table; no key or network needed")
            return healthy ? 0 : 1
        }
        let remote = chain.remote
        report(true, "resolver", "\(remote.name) (\(remote.settings.model) at \(remote.settings.baseURL))")
        if let warning = unusualHost(provider: remote.name, baseURL: remote.settings.baseURL) {
            reportLine(.warning, "host", warning)
        }
        switch remote.keyStatus {
        case .success where !remote.hasKey: report(true, "key", "none found; none needed for a server on this machine")
        case .success: report(true, "key", "present (not shown)")
        case .failure(let problem):
            report(false, "key", problem.description)
            return 1
        }
        if let problem = remote.probe() {
            report(false, "provider", problem)
        } else {
            report(true, "provider", "answered a one-line request")
        }
        return healthy ? 0 : 1
    }

    /// A warning when `base_url` sends a provider's key to a host other than its usual one; a
    /// loopback server is the user's own.
    static func unusualHost(provider: String, baseURL: String) -> String? {
        guard let usual = ProviderConfig.defaults[provider]?.baseURL.flatMap(URLPolicy.host(of:)),
            let host = URLPolicy.host(of: baseURL), host != usual, !URLPolicy.isLoopback(host)
        else { return nil }
        return "base_url sends your \(provider) key to \(host), not \(usual); check that you meant it."
    }
}
