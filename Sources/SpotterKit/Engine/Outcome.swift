/// What one input line did: the entries it journaled and what to tell the user.
public struct Outcome: Sendable {
    public var entries: [Entry] = []
    /// How many of `entries` need review (counted once here so callers need not walk the entries).
    public var needsReviewCount = 0
    /// How many of `entries` are corrections (`delete`, `edit`) rather than new entries.
    public var correctionCount = 0
    public var messages: [Message] = []
    /// The user asked to leave (`/quit`).
    public var quit = false
    /// True when the line failed or left something needing review (exit code 1 for one-shot commands).
    public var failed = false
    /// True when the line was not understood as a command at all (exit code 2 for usage errors).
    public var usageError = false
    /// True when the journal could not be written: nothing of this line was logged.
    public var journalFailed = false
    /// A plan read from prose, shown and waiting for the user's yes before `Engine.save(plan:)`.
    public var pendingPlan: Plan?

    public init() {}
}
