/// Normalises exercise names so `Pull-Ups`, `pullups` and `pull up` find the same exercise.
enum ExerciseName {
    /// Lookup key: lower case, words singularised, then joined without spaces or punctuation.
    ///
    /// Joining makes `pull ups` and `pullups` one key; apostrophes vanish so `farmer's` is
    /// `farmers`. Non-ASCII bytes are kept as they are, so foreign names still key consistently.
    static func key(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var wordStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    result.append(byte + 32)
                case UInt8(ascii: "'"):
                    continue
                case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && bytes[index + 1] == 0x99:
                    index += 2  // U+2019, the typographic apostrophe
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                    result.append(byte)
                default:
                    singularize(&result, from: wordStart)
                    wordStart = result.count
                }
            }
            singularize(&result, from: wordStart)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// A URL-safe id: `Zercher Squat` → `zercher-squat`; `custom-exercise` when nothing is left.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character == "'" || character == "\u{2019}" { continue }
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "custom-exercise" : slug
    }

    /// `zercher squat` → `Zercher Squat`, words split on spaces and hyphens.
    static func displayName(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "\t" })
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Drops the plural ending of the word at `bytes[start...]`: `presses` → `press`,
    /// `crunches` → `crunch`, `flies` → `fly`, `dips` → `dip`; `press` and `bus` stay.
    private static func singularize(_ bytes: inout [UInt8], from start: Int) {
        let count = bytes.count - start
        guard count >= 3, bytes[bytes.count - 1] == s else { return }
        let end = bytes.count
        let previous = bytes[end - 2]
        if previous == e, count >= 4 {
            let third = bytes[end - 3]
            let fourth = count >= 5 ? bytes[end - 4] : 0
            let sibilant =
                third == s && fourth == s || third == h && (fourth == c || fourth == s) || third == x
            if sibilant {
                bytes.removeLast(2)
                return
            }
            if third == i, count >= 5 {
                bytes.removeLast(3)
                bytes.append(y)
                return
            }
        }
        if previous == s || previous == u || previous == i { return }
        bytes.removeLast()
    }

    private static let s = UInt8(ascii: "s")
    private static let e = UInt8(ascii: "e")
    private static let h = UInt8(ascii: "h")
    private static let c = UInt8(ascii: "c")
    private static let x = UInt8(ascii: "x")
    private static let i = UInt8(ascii: "i")
    private static let u = UInt8(ascii: "u")
    private static let y = UInt8(ascii: "y")
}
