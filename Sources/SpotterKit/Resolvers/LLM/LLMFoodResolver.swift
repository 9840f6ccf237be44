/// Resolves food phrases by asking an LLM provider over HTTP, retrying when it is busy, and
/// validating the answer before any figure is used.
public final class LLMFoodResolver: FoodResolving, @unchecked Sendable {
    public let provider: LLMProvider
    public let settings: ProviderSettings
    let client: HTTPClient
    let apiKey: Result<String, APIKeyProblem>
    let systemPrompt: String
    let retry: RetryPolicy
    /// A final refusal (bad key, no quota) stops further calls for this run: each would fail the same way.
    private let refusal = LockedValue<String?>(nil)

    public var name: String { provider.name }

    public init(
        provider: LLMProvider, settings: ProviderSettings, client: HTTPClient, apiKey: Result<String, APIKeyProblem>,
        systemPrompt: String, retry: RetryPolicy = RetryPolicy()
    ) {
        self.provider = provider
        self.settings = settings
        self.client = client
        self.apiKey = apiKey
        self.systemPrompt = systemPrompt
        self.retry = retry
    }

    /// `openai:gpt-4o-mini`: what a figure's `source` says it came from.
    var source: String { "\(provider.name):\(settings.model)" }

    public func resolve(_ phrase: String) -> FoodResolution { answer(phrase).resolution }

    /// The resolution, and whether a failure may pass if asked again (network, busy, Ctrl-C).
    /// `candidates` are the USDA foods offered to choose from; `settled` are foods of the same line
    /// already logged offline, which the model must not list again.
    func answer(
        _ phrase: String, candidates: FoodCandidates = .none, settled: [String] = []
    ) -> (resolution: FoodResolution, transient: Bool) {
        let key: String
        switch apiKey {
        case .success(let value): key = value
        case .failure(let problem): return (.unresolved(reason: problem.description), false)
        }
        if let final = refusal.value { return (.unresolved(reason: final), false) }
        var userText = phrase
        if !settled.isEmpty {
            userText += "\n\nAlready logged from this line (do not list them again): " + settled.joined(separator: "; ")
        }
        userText += candidates.text
        let request = provider.request(
            systemPrompt: systemPrompt, userText: userText, schema: FoodAnswerDecoder.schema, settings: settings,
            apiKey: key)
        let sent = send(request, key: key)
        var transient = false
        if case .failure(let rejection) = sent { transient = rejection.transient }
        // A rejected answer quotes the model, which may echo anything: cleaned like the provider's errors.
        let resolution = interpret(sent, phrase: phrase, candidates: candidates)
        if case .unresolved(let reason) = resolution {
            return (.unresolved(reason: ProviderText.cleaned(reason, key: key)), transient)
        }
        return (resolution, transient)
    }

    private func interpret(
        _ sent: Result<String, Rejection>, phrase: String, candidates: FoodCandidates
    ) -> FoodResolution {
        switch sent {
        case .failure(let rejection):
            return .unresolved(reason: rejection.reason)
        case .success(let text):
            switch FoodAnswerDecoder.decode(text) {
            case .failure(let rejection): return .unresolved(reason: "\(provider.name): \(rejection.reason)")
            case .success(let foods):
                switch FoodAnswerValidator.validate(
                    foods, phrase: phrase, source: source, offered: candidates)
                {
                case .success(let resolved): return .resolved(resolved)
                case .failure(let rejection):
                    return .unresolved(reason: "\(provider.name)'s answer was rejected: \(rejection.reason)")
                }
            }
        }
    }

    /// One small real request (`1 apple`), for `spotter doctor`: nil when the provider answered usable
    /// JSON, else what went wrong.
    public func probe() -> String? {
        let key: String
        switch apiKey {
        case .success(let value): key = value
        case .failure(let problem): return problem.description
        }
        let request = provider.request(
            systemPrompt: systemPrompt, userText: "1 apple", schema: FoodAnswerDecoder.schema, settings: settings,
            apiKey: key)
        switch send(request, key: key) {
        case .failure(let rejection): return rejection.reason
        case .success(let text):
            if case .failure(let rejection) = FoodAnswerDecoder.decode(text) { return rejection.reason }
            return nil
        }
    }

    /// Where the key comes from, without the key: for `spotter doctor`.
    public var keyStatus: Result<Void, APIKeyProblem> { apiKey.map { _ in () } }

    /// False when no key was found and none is sent (a server on this machine).
    public var hasKey: Bool { (try? apiKey.get())?.isEmpty == false }

    /// Posts with retries until an answer, a final refusal or the deadline; the reason is user-facing,
    /// and cleaned of control characters and anything key-like, since it may be journaled.
    func send(_ request: HTTPRequest, key: String) -> Result<String, Rejection> {
        // Training sentences and `ask` share the refusal memory: no call after a final refusal.
        if let final = refusal.value { return .failure(Rejection(reason: final)) }
        return post(request, key: key).mapError {
            Rejection(reason: ProviderText.cleaned($0.reason, key: key), transient: $0.transient)
        }
    }

    private func post(_ request: HTTPRequest, key: String) -> Result<String, Rejection> {
        let deadline = retry.clock() + settings.timeoutSeconds
        var attempt = 0
        var busyStatus: Int?
        let stayedBusy = { (status: Int) in
            Rejection(
                reason:
                    "\(self.provider.name) stayed busy (HTTP \(status)) for \(Format.number(self.settings.timeoutSeconds)) s",
                transient: true)
        }
        while true {
            var timed = request
            timed.timeoutSeconds = max(0.001, deadline - retry.clock())
            timed.connectTimeoutSeconds = min(10, timed.timeoutSeconds)
            let response: HTTPResponse
            switch client.post(timed) {
            case .failure(.cancelled):
                return .failure(Rejection(reason: "cancelled while waiting for \(provider.name)", transient: true))
            case .failure(.timedOut) where busyStatus != nil:
                // The deadline ran out during a retry: the provider being busy is the reason.
                return .failure(stayedBusy(busyStatus ?? 0))
            case .failure(let error):
                return .failure(
                    Rejection(
                        reason: "\(provider.name) could not be reached (\(error)); the line is kept for review",
                        transient: true))
            case .success(let value): response = value
            }
            switch provider.answer(from: response) {
            case .success(let text): return .success(text)
            case .failure(.malformed(let reason)): return .failure("\(provider.name) answered oddly: \(reason)")
            case .failure(.unusable(let reason)): return .failure(Rejection(reason: reason))
            case .failure(.noCredit(let status, let message)):
                let reason =
                    "\(provider.name) says the account has no quota or credit left (HTTP \(status): \(ProviderText.cleaned(message, key: key, limit: 200))); add credit in the provider's console or use `--resolver mock`"
                refusal.value = reason
                return .failure(Rejection(reason: reason))
            case .failure(.refused(let status, let message)):
                let reason = refusalReason(status: status, message: ProviderText.cleaned(message, key: key, limit: 200))
                if [401, 403, 429].contains(status) { refusal.value = reason }
                return .failure(Rejection(reason: reason))
            case .failure(.busy(let status, let retryAfter)):
                let wait = retry.delay(afterAttempt: attempt, retryAfter: retryAfter)
                attempt += 1
                busyStatus = status
                // A retry needs time to be answered in; one squeezed into the deadline's last moments would only time out.
                let usefulTime = min(1, settings.timeoutSeconds / 4)
                if attempt >= retry.maximumAttempts || retry.clock() + wait + usefulTime >= deadline {
                    return .failure(stayedBusy(status))
                }
                retry.sleep(wait)
                if retry.isCancelled() {
                    return .failure(Rejection(reason: "cancelled while waiting for \(provider.name)", transient: true))
                }
            }
        }
    }

    private func refusalReason(status: Int, message: String) -> String {
        switch status {
        case 401, 403:
            return
                "\(provider.name) refused the API key (HTTP \(status): \(message)); check the key in its environment variable or key file"
        case 429:
            return
                "\(provider.name) is rate limiting the account and asked not to retry (\(message)); try again later or use `--resolver mock`"
        default:
            return
                "\(provider.name) rejected the request (HTTP \(status): \(message)); check providers.\(provider.name).model (\(settings.model)) and base_url"
        }
    }
}
