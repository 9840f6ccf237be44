extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    public func trimmingSpaces() -> String {
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    func replacingTabs() -> String { String(map { $0 == "\t" ? " " : $0 }) }

    /// True when the text holds a control character (C0, DEL or C1): never part of a name a model may give.
    var hasControlCharacters: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

extension String {
    /// This head and the first clause of `reason` (up to `; `) as a sentence, cut with `…` to fit `width`
    /// columns: a review message's one line, the rest of the reason being kept in the journal.
    func followed(byFirstClauseOf reason: String, width: Int = 80) -> String {
        let clause = reason.range(of: "; ").map { String(reason[..<$0.lowerBound]) } ?? reason
        let line = self + clause.asSentence
        return line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }

    /// The text with a final full stop added if it has no closing punctuation.
    var asSentence: String {
        guard let last = last else { return self }
        return ".!?".contains(last) ? self : self + "."
    }
}
