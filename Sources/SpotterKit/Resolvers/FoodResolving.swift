/// Turns one food phrase (quantity and food, e.g. "150g chicken") into nutrition figures.
///
/// Conformers must be deterministic for the same input and must never invent numbers: when a
/// figure is not known they answer `.unresolved` with a reason the user can act on.
public protocol FoodResolving: Sendable {
    /// Short name recorded in the journal's `resolver` field ("mock", "openai", ...).
    var name: String { get }

    /// Resolves one phrase (one food, already split from its line) into one or more foods.
    func resolve(_ phrase: String) -> FoodResolution

    /// The answer when it needs no network call, or nil when only a remote resolver could tell.
    func resolveOffline(_ phrase: String) -> FoodResolution?

    /// Resolves phrases ahead of a batch (concurrently where it can); `resolve` then reuses the answers.
    /// `progress` is told how many of how many distinct phrases are answered, on the calling thread.
    func prefetch(_ phrases: [String], concurrency: Int, progress: ((_ done: Int, _ total: Int) -> Void)?)

    /// True when some phrases need a network call, so a batch gains from `prefetch`.
    var asksRemotely: Bool { get }

    /// The foods of a meal sentence's `parts` that need a remote answer, asked as one sentence; nil
    /// when every part resolves offline or the resolver answers phrases only.
    func resolveSentence(_ sentence: String, parts: [String]) -> SentenceAnswer?
}

/// A remote answer for a meal sentence: the parts it covers and the foods (or why there are none).
public struct SentenceAnswer: Sendable, Equatable {
    /// The parts the offline reader could not settle, which the answer replaces.
    public var open: [String]
    public var resolution: FoodResolution
}

extension FoodResolving {
    /// Offline resolvers answer everything offline.
    public func resolveOffline(_ phrase: String) -> FoodResolution? { resolve(phrase) }

    /// Offline resolvers are fast enough not to need it.
    public func prefetch(_ phrases: [String], concurrency: Int, progress: ((_ done: Int, _ total: Int) -> Void)?) {}

    public func prefetch(_ phrases: [String], concurrency: Int) {
        prefetch(phrases, concurrency: concurrency, progress: nil)
    }

    public var asksRemotely: Bool { false }

    public func resolveSentence(_ sentence: String, parts: [String]) -> SentenceAnswer? { nil }
}

/// The answer of a resolver: the foods it recognised, or why it could not.
public enum FoodResolution: Sendable, Equatable {
    case resolved([ResolvedFood])
    case unresolved(reason: String)
}

extension FoodResolution {
    /// Resolved with every food matched surely: a table alias, or a search that found every word.
    public var isSure: Bool {
        guard case .resolved(let foods) = self else { return false }
        return foods.allSatisfy { $0.confidence >= Self.sureConfidence }
    }

    /// The confidence of a table row with a guessed portion; loose search matches fall below it.
    static let sureConfidence = 0.6
}
