/// Rewrites the REPL's command names in a message (`/trends EXERCISE`, `` `/undo` ``) as the shell's
/// (`spotter trends EXERCISE`), so a shell user is never told to type a REPL command.
enum CommandSyntax {
    /// Commands both places know; `/` before another word (`1/2 cup`) is left alone.
    static let names: Set<String> = [
        "help", "today", "summary", "week", "feed", "calendar", "cal", "trends", "insights", "ask", "explain", "undo",
        "delete", "edit", "plan", "alias", "copy",
    ]

    static func forShell(_ text: String) -> String {
        var bytes = text
        // Over the contiguous bytes: most messages have no slash, and walking `utf8` cost more than the
        // rewrite. An ASCII message (a pace `4:54 /km`, `1/2 cup`) is read byte by byte too, where a
        // byte is a character; other text takes the character walk below.
        let ascii: [UInt8]?? = bytes.withUTF8 { utf8 in
            guard utf8.contains(UInt8(ascii: "/")) else { return .some(nil) }
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            return .some(rewrittenASCII(utf8))
        }
        if let ascii { return ascii.map { String(decoding: $0, as: UTF8.self) } ?? text }
        var result = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "/") {
            let before = rest[..<slash].last ?? result.last
            let word = rest[rest.index(after: slash)...].prefix { $0.isLetter }
            let after = rest[rest.index(after: slash)...].dropFirst(word.count).first
            let starts = before.map { " `\"(".contains($0) } ?? true
            let ends = after.map { !$0.isLetter && !$0.isNumber && $0 != "/" } ?? true
            result += rest[..<slash]
            result += starts && ends && names.contains(String(word)) ? "spotter " : "/"
            rest = rest[rest.index(after: slash)...]
        }
        return result + rest
    }

    /// ASCII text with each command's slash written as `spotter `, by the rules of `forShell`; nil
    /// when no slash starts a command (the text stays as it is).
    private static func rewrittenASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        let slash = UInt8(ascii: "/")
        var result: [UInt8] = []
        var copied = 0
        for index in utf8.indices where utf8[index] == slash {
            let starts = index == 0 || " `\"(".utf8.contains(utf8[index - 1])
            var end = index + 1
            while end < utf8.count, isLetter(utf8[end]) { end += 1 }
            let ends =
                end == utf8.count
                || !(isLetter(utf8[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[end])
                    || utf8[end] == slash)
            guard starts, ends, end > index + 1,
                names.contains(String(decoding: UnsafeBufferPointer(rebasing: utf8[(index + 1)..<end]), as: UTF8.self))
            else { continue }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
            result.append(contentsOf: "spotter ".utf8)
            copied = index + 1
        }
        guard copied > 0 else { return nil }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        return result
    }
}
