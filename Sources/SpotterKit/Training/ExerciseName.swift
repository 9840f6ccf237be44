/// Normalises exercise names so `Pull-Ups`, `pullups` and `pull up` find the same exercise.
enum ExerciseName {
    /// Lookup key: lower case, words singularised, then joined without spaces or punctuation.
    ///
    /// Joining makes `pull ups` and `pullups` one key; apostrophes vanish so `farmer's` is
    /// `farmers`. Non-ASCII bytes are kept as they are, so foreign names still key consistently.
    static func key(_ text: String) -> String {
        // Read in place (`withUTF8Bytes`) and written straight into the key's own storage: the key is never
        // longer than the text. Through a byte array and a copy it was 1,200 instructions a name, and the
        // built-in library keys 370 names when a line first asks whether it names an exercise.
        text.withUTF8Bytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                var count = 0
                var wordStart = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        out[count] = byte + 32
                        count += 1
                    case UInt8(ascii: "'"):
                        continue
                    case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && bytes[index + 1] == 0x99:
                        index += 2  // U+2019, the typographic apostrophe
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                        out[count] = byte
                        count += 1
                    default:
                        count = singularize(out, count: count, from: wordStart)
                        wordStart = count
                    }
                }
                return singularize(out, count: count, from: wordStart)
            }
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

    /// Drops the plural ending of the word at `bytes[start..<count]` and returns the new count:
    /// `presses` → `press`, `crunches` → `crunch`, `flies` → `fly`, `dips` → `dip`; `press` and `bus` stay.
    private static func singularize(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, count end: Int, from start: Int
    ) -> Int {
        let count = end - start
        guard count >= 3, bytes[end - 1] == s else { return end }
        let previous = bytes[end - 2]
        if previous == e, count >= 4 {
            let third = bytes[end - 3]
            let fourth = count >= 5 ? bytes[end - 4] : 0
            let sibilant =
                third == s && fourth == s || third == h && (fourth == c || fourth == s) || third == x
            if sibilant { return end - 2 }
            if third == i, count >= 5 {
                bytes[end - 3] = y
                return end - 2
            }
        }
        if previous == s || previous == u || previous == i { return end }
        return end - 1
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
