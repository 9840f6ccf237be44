/// The ids a journal already holds, for imports and merges that must not add an entry twice.
public enum JournalIDs {
    /// Every line's id, newer-version lines included (their layout may differ, so they are parsed).
    public static func all(in store: JournalStore) throws -> Set<String> {
        var ids = Set<String>()
        try store.forEachLine { line in
            if let id = id(of: line) { ids.insert(id) }
        }
        return ids
    }

    /// Every line parsed as JSON by its id (the first line of an id), for telling a merge's conflicts
    /// from lines already present.
    public static func lines(in store: JournalStore) throws -> [String: JSONValue] {
        var lines: [String: JSONValue] = [:]
        try store.forEachLine { line in
            guard line.count <= Plausibility.maxLineBytes, let parsed = JSONParser.parse(line),
                case .object(let members) = parsed,
                case .string(let id)? = members["id"], lines[id] == nil
            else { return }
            lines[id] = parsed
        }
        return lines
    }

    /// The line's `id`, found by a cheap peek when the line is in this build's layout.
    static func id(of line: UnsafeBufferPointer<UInt8>) -> String? {
        if let peek = JournalReader.peek(line) { return String(decoding: peek.id, as: UTF8.self) }
        guard line.count <= Plausibility.maxLineBytes, case .object(let members)? = JSONParser.parse(line),
            case .string(let id)? = members["id"]
        else {
            return nil
        }
        return id
    }
}
