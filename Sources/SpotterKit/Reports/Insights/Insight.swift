/// One observation worth a line at REPL start: its kind, what it is about and the sentence to show.
public struct Insight: Sendable, Equatable {
    /// The kinds, in priority order: safety first, then what to do next session, then plan
    /// adherence, then observations, then encouragement.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        case pain, progression, stall, consistency, volume, streak

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    public var kind: Kind
    /// What the insight is about (`shoulder`, `bench-press`, a week); with the kind it is the id.
    public var subject: String
    public var text: String

    public init(kind: Kind, subject: String, text: String) {
        self.kind = kind
        self.subject = subject
        self.text = text
    }

    /// `stall:bench-press`: what `insights dismiss` stores.
    public var id: String { kind.rawValue + ":" + subject }
}
