/// Text a provider wrote (an error message, a refusal, a transport error) made fit to store in the
/// journal and to show: control characters become spaces, and the key becomes `[key]` — whole, in
/// fragments (`Incorrect API key provided: sk-abc1****xyz9`), or anything else shaped like one.
enum ProviderText {
    static let redaction = "[key]"
    /// Key fragments shorter than this are too common to tell from words.
    static let fragmentLength = 6

    /// `text` cleaned of control characters and key-like words; cut to `limit` characters when given.
    static func cleaned(_ text: String, key: String?, limit: Int? = nil) -> String {
        var text = text.replacingControlCharacters()
        var fragments: Set<Substring> = []
        if let key, key.count >= 8 {
            text = text.replacingBytes(of: key, with: redaction)
            fragments = Set(windows(of: key[...]))
        }
        text = redactingWords(text) { looksLikeKey($0) || windows(of: $0).contains(where: fragments.contains) }
        if let limit, text.count > limit { text = String(text.prefix(limit)) + "…" }
        return text
    }

    /// The text with every word `isKey` holds for replaced by `redaction`; a word is a run of the
    /// characters keys and masks are made of.
    private static func redactingWords(_ text: String, _ isKey: (Substring) -> Bool) -> String {
        var out = ""
        var rest = text[...]
        while let start = rest.firstIndex(where: isWordCharacter) {
            out += rest[..<start]
            let end = rest[start...].firstIndex { !isWordCharacter($0) } ?? rest.endIndex
            let word = rest[start..<end]
            out += isKey(word) ? redaction : String(word)
            rest = rest[end...]
        }
        return out + rest
    }

    /// `…` counts: masks such as `sk-proj-****…6789` are one word, so their tail goes with them.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "…"
            || character.isASCII && (character.isLetter || character.isNumber || "-_+/=*~.".contains(character))
    }

    /// A provider key's prefix (`sk-`, `gsk_`…), a masked key (`sk-ab***yz`), or a long run of letters
    /// and digits mixed, as tokens and base64 are (a model name's runs are short words).
    static func looksLikeKey(_ word: Substring) -> Bool {
        guard word.count >= 8 else { return false }
        if keyPrefixes.contains(where: { word.hasPrefix($0) }) || word.contains("***") || word.contains("*…")
            || word.contains("…*")
        {
            return true
        }
        var run = 0
        var letters = false
        var digits = false
        for character in word {
            if character.isLetter || character.isNumber {
                run += 1
                letters = letters || character.isLetter
                digits = digits || character.isNumber
                if run >= 20 && letters && digits { return true }
            } else {
                (run, letters, digits) = (0, false, false)
            }
        }
        return false
    }

    static let keyPrefixes = ["sk-", "sk_", "gsk_", "xai-", "ghp_", "AIza", "pk_live_", "rk_live_"]

    /// Every run of `fragmentLength` characters of `text`.
    private static func windows(of text: Substring) -> [Substring] {
        guard text.count >= fragmentLength else { return [] }
        var result: [Substring] = []
        var start = text.startIndex
        var end = text.index(start, offsetBy: fragmentLength)
        while true {
            result.append(text[start..<end])
            guard end < text.endIndex else { break }
            start = text.index(after: start)
            end = text.index(after: end)
        }
        return result
    }
}
