extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    public func trimmingSpaces() -> String {
        // Read from the bytes in place: `utf8.last` walked the generic view, on every line typed.
        let plainEdges = withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 0x20 && first < 0x80 && last > 0x20 && last < 0x80
        }
        if plainEdges { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The string without the leading and trailing characters `isEdge` accepts.
    func trimmingEdges(where isEdge: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isEdge($0) }), let last = lastIndex(where: { !isEdge($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text with every occurrence of `target`'s UTF-8 bytes replaced, even inside a character (a key
    /// followed by a combining mark is still the key).
    func replacingBytes(of target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return self }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == needle[0], index + needle.count <= bytes.count,
                bytes[index..<index + needle.count].elementsEqual(needle)
            {
                out += replacement.utf8
                index += needle.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    func replacingTabs() -> String { String(map { $0 == "\t" ? " " : $0 }) }

    /// The longest leading part of the text that fits in `count` bytes of UTF-8, cut between characters.
    func prefix(utf8Bytes count: Int) -> Substring {
        guard utf8.count > count else { return self[...] }
        var end = startIndex
        var used = 0
        while end < endIndex {
            let next = index(after: end)
            used += utf8.distance(from: end, to: next)
            if used > count { break }
            end = next
        }
        return self[..<end]
    }

    /// True when the text holds a control character (C0, DEL or C1): the one rule for any text Spotter
    /// stores (a journal field, an alias, a config value, a remembered question), which is one line of
    /// plain text, and never part of a name a model may give.
    var hasControlCharacters: Bool {
        // Over the bytes: checked for every text of every entry written.
        withUTF8Bytes { PlainASCII.containsControl($0, allowingNewline: false) }
    }

    /// `body` over the text's UTF-8 without copying it: a native string's own storage, else the bytes
    /// `withUTF8` lends from a copy (a small string's, from the stack). `withUTF8` alone needs a
    /// mutable copy, a retain and a release of every long text on the hot paths that check or write it.
    /// Inlinable, so the executable's callers (every printed line) get it specialised: called generically
    /// from another module, the storage lookup alone was about 700 instructions a call.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self
        return try text.withUTF8(body)
    }

    /// True when `other`'s UTF-8 bytes occur in the text's: `contains` for plain text such as USDA's portion
    /// labels, where the standard library's search, character by character, cost about 7,000 instructions.
    func containsBytes(of other: String) -> Bool {
        let needle = Array(other.utf8)
        return needle.isEmpty || withUTF8Bytes { ByteSearch.firstOffset(of: needle, in: $0) != nil }
    }

    /// The text with each run of control characters (C0, DEL, C1) turned into one space.
    func replacingControlCharacters() -> String {
        guard hasControlCharacters else { return self }
        var out = String.UnicodeScalarView()
        var previousWasControl = false
        for scalar in unicodeScalars {
            if Self.isControl(scalar) {
                if !previousWasControl { out.append(" ") }
                previousWasControl = true
            } else {
                out.append(scalar)
                previousWasControl = false
            }
        }
        return String(out)
    }

    /// C0 (line breaks and tabs among them), DEL and C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

extension String {
    /// This head and the first clause of `reason` (up to `; `) as a sentence, cut with `…` to fit `width`
    /// columns: a review message's one line, the rest of the reason being kept in the journal.
    func followed(byFirstClauseOf reason: String, width: Int = 80) -> String {
        let clause = reason.firstRange(of: "; ").map { String(reason[..<$0.lowerBound]) } ?? reason
        let line = self + clause.asSentence
        return line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }

    /// The text with a final full stop added if it has no closing punctuation.
    var asSentence: String {
        guard let last = last else { return self }
        return ".!?".contains(last) ? self : self + "."
    }
}
