/// Words for a session note: `feel 4/5`, `pain: shoulder`, the note itself.
public enum SessionNoteText {
    public static func summary(_ note: SessionNoteRecord) -> String {
        var parts: [String] = []
        if let feel = note.feel { parts.append("feel \(feel)/5") }
        if !note.pain.isEmpty { parts.append("pain: " + note.pain.joined(separator: ", ")) }
        if let text = note.note { parts.append(text) }
        return parts.joined(separator: " · ")
    }
}
