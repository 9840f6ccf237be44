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
        // Over the contiguous bytes: most messages have no slash, and walking `utf8` cost more than the rewrite.
        guard bytes.withUTF8({ $0.contains(UInt8(ascii: "/")) }) else { return text }
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
}
