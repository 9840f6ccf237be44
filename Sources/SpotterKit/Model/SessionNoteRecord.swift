/// How a finished workout felt: a 1–5 rating, pain tags or a note, typed after `done`.
public struct SessionNoteRecord: Sendable, Equatable {
    /// The id of the session's `workout_start` entry.
    public var session: String
    /// 1 (awful) to 5 (great).
    public var feel: Int?
    /// Where it hurt (`shoulder`, `lower back`), lowercased.
    public var pain: [String]
    public var note: String?

    public init(session: String, feel: Int? = nil, pain: [String] = [], note: String? = nil) {
        self.session = session
        self.feel = feel
        self.pain = pain
        self.note = note
    }
}
