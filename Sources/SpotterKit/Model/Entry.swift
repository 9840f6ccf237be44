// The journal's data model.
//
//   Journal file ── one JSON line per Entry
//   Entry        ── envelope: id, timestamp, line id (one per input line), input text, resolver
//     └ Payload  ── what the line recorded: food, water, body weight, the start / sets / end of a
//                   workout, cardio, an item needing review, or a correction (delete, edit) that
//                   refers to earlier entries by id.
//
// Entries are never changed in place; `JournalFold` applies corrections when reading.

/// One journal line: an envelope around a kind-specific payload.
public struct Entry: Sendable, Equatable {
    /// The format version this build writes; lines with a higher version are passed through unread.
    public static let formatVersion = 1

    public var id: String
    public var timestamp: Timestamp
    /// Shared by every entry created from one input line, so `undo` removes all of them.
    public var lineID: String
    /// The text the user typed.
    public var input: String
    /// The resolver that produced a food figure, when one did.
    public var resolver: String?
    public var payload: Payload

    // No initialiser in the body, so the module builds entries with the memberwise one. An explicit
    // initialiser built each entry in a stack slot and copied it out whole: every entry a line made was
    // copied and destroyed once more (about 5 % of a replay). Other modules use `make`.

    /// The entry's kind as written in the journal's `kind` field.
    public var kind: String { payload.kind }
}

extension Entry {
    /// An entry, for other modules: the memberwise initialiser is internal (see above).
    public static func make(
        id: String, timestamp: Timestamp, lineID: String, input: String, resolver: String? = nil, payload: Payload
    ) -> Entry {
        Entry(id: id, timestamp: timestamp, lineID: lineID, input: input, resolver: resolver, payload: payload)
    }
}
